// @ts-check
// Node-side checks of the front end's pure parts against the built engine:
// the animation steps must end exactly where the engine's next view is, and
// both dictionaries must translate every text and engine code.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KEYS, pickLanguage, reasonText, translator } from '../../www/i18n.js';
import { buildSteps, sceneFromView } from '../../www/render/animation.js';
import { loadBuiltAi, loadBuiltEngine } from './helpers.mjs';

const GAMES = ['sulus-aidi', 'sokusowo', 'sadeqa-ii', 'anywoli'];

/**
 * A scene as plain data, to compare.
 * @param {import('../../www/render/animation.js').Scene} scene
 */
function plain(scene) {
  return {
    seeds: Object.fromEntries(scene.seeds),
    claims: Object.fromEntries(scene.claims),
    trays: scene.trays,
    hands: scene.hands.size,
  };
}

test('animation steps lead from each view to the next, for random games of every kind', async () => {
  const { Game } = await loadBuiltEngine();
  let seed = 12345;
  const random = (/** @type {number} */ n) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  let moves = 0;
  for (const key of GAMES) {
    for (let round = 0; round < 12; round++) {
      const game = new Game(key, {});
      for (let ply = 0; ply < 400; ply++) {
        const before = game.view();
        if (before.over) break;
        const move = before.legal_moves[random(before.legal_moves.length)];
        const events = game.play(move);
        const scene = sceneFromView(before);
        for (const step of buildSteps(events)) {
          for (const act of step.begin) act(scene);
          for (const act of step.end) act(scene);
        }
        assert.deepEqual(plain(scene), plain(sceneFromView(game.view())), `${key} ${before.position} then ${move}`);
        moves += 1;
      }
      game.free();
    }
  }
  assert.ok(moves > 1000, `enough moves were checked (${moves})`);
});

test('the Sulus Aidi opening animates both hands in the same ticks', async () => {
  const { Game } = await loadBuiltEngine();
  const game = new Game('sulus-aidi', {});
  const steps = buildSteps(game.play('3B+7A'));
  const ticks = steps.filter((s) => s.kind === 'tick');
  assert.ok(ticks.length > 3);
  assert.deepEqual(
    ticks[0].moves.map((m) => m.by),
    ['B', 'A'],
    'the first tick moves both hands',
  );
  game.free();
});

test('both dictionaries have the same keys, and every engine code reads as a sentence', async () => {
  assert.deepEqual([...KEYS.es].sort(), [...KEYS.en].sort());
  const reasons = ['target-A', 'no-sowable-B', 'no-seeds-A', 'only-endless-B', 'four-left', 'all-captured', 'stall-100', 'no-moves', 'repetition'];
  const blocked = [
    'game-over',
    'not-yours',
    'empty',
    'too-few',
    'claimed',
    'endless',
    'opening-rightmost',
    'race-needs-both',
    'not-in-race',
    'endless-race',
    'no-such-hole',
  ];
  for (const lang of /** @type {const} */ (['en', 'es'])) {
    const t = translator(lang);
    for (const code of reasons) {
      const text = reasonText(t, code);
      assert.doesNotMatch(text, /^reason\.|\{/, `${lang} ${code}: ${text}`);
    }
    for (const code of blocked) {
      const text = t(`blocked.${code}`, { hole: '3B', owner: 'A', player: 'B', seeds: 1, by: 'A' });
      assert.doesNotMatch(text, /^blocked\.|\{/, `${lang} ${code}: ${text}`);
    }
  }
  assert.equal(reasonText(translator('es'), 'stall-100'), 'Ninguna captura en 100 jugadas; cada jugador se queda las semillas de su lado.');
  assert.equal(reasonText(translator('en'), 'no-seeds-A'), 'A (North) has no seeds left to play.');
});

test('the language follows a saved choice, then the browser, then English', () => {
  assert.equal(pickLanguage('es', ['en-GB']), 'es');
  assert.equal(pickLanguage(null, ['fr-FR', 'es-MX', 'en']), 'es');
  assert.equal(pickLanguage('de', ['de-DE']), 'en');
});

test("the Expert's browser budget comes from the engine, per game, and a bad key is refused", async () => {
  const { Computer } = await loadBuiltAi();
  const budgets = Object.fromEntries(GAMES.map((key) => [key, Computer.browserExpertNodes(key)]));
  // The figures docs/PERFORMANCE.md gives ("The Expert's move time").
  assert.deepEqual(budgets, { 'sulus-aidi': 450000, sokusowo: 600000, 'sadeqa-ii': 600000, anywoli: 700000 });
  assert.throws(() => Computer.browserExpertNodes('oware'), /oware/);
  assert.throws(() => Computer.browserExpertNodes(/** @type {any} */ (7)), /game key/);
});

test('the engine says which games ship an endgame table (the worker loads only those)', async () => {
  const { Game } = await loadBuiltEngine();
  const withTable = Game.games()
    .filter((/** @type {{ endgame_table: boolean }} */ g) => g.endgame_table)
    .map((/** @type {{ key: string }} */ g) => g.key);
  assert.deepEqual(withTable, ['sadeqa-ii']);
});
