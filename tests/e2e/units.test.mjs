// @ts-check
// Node-side checks of the front end's pure parts against the built engine:
// the animation steps must end exactly where the engine's next view is, and
// both dictionaries must translate every text and engine code.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PAGES_EN } from '../../www/i18n/pages-en.js';
import { addEnglish, languageKeys, loadLanguage, pickLanguage, reasonText, translator } from '../../www/i18n/translate.js';
import { buildSteps, sceneFromView } from '../../www/render/animation.js';
import { resultTexts } from '../../www/ui/board-texts.js';
import { errorText } from '../../www/ui/error-text.js';
import { loadBuiltAi, loadBuiltEngine } from './helpers.mjs';

// The Spanish texts are a module of their own, loaded on demand (i18n/translate.js).
await loadLanguage('es');

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
  // The site's pages bring their English words (the element never needs them); Spanish has them all.
  addEnglish(PAGES_EN);
  const keys = { en: await languageKeys('en'), es: await languageKeys('es') };
  assert.deepEqual([...keys.es].sort(), [...keys.en].sort());
  const reasons = ['target-A', 'no-sowable-B', 'no-seeds-A', 'only-endless-B', 'four-left', 'all-captured', 'stall-100', 'no-moves', 'repetition'];
  const { Game } = await loadBuiltEngine();
  const { blocked } = Game.errorCodes();
  for (const lang of /** @type {const} */ (['en', 'es'])) {
    const t = translator(lang);
    for (const code of reasons) {
      const text = reasonText(t, code);
      assert.doesNotMatch(text, /^reason\.|\{/, `${lang} ${code}: ${text}`);
    }
    for (const code of blocked) {
      const text = t(`blocked.${code}`, { hole: '3B', owner: 'A', player: 'B', seeds: 1, by: 'A', min: 2 });
      assert.doesNotMatch(text, /^blocked\.|\{/, `${lang} ${code}: ${text}`);
    }
  }
  // One Spanish word for a hole, the game's own: "agujero", never "hoyo" or "casilla" (the lessons too).
  const spanish = [
    ...keys.es.map((key) => translator('es')(key)),
    ...GAMES.map((g) => readFileSync(new URL(`../../www/lessons/${g}.jsonl`, import.meta.url), 'utf8')),
  ];
  for (const text of spanish) assert.doesNotMatch(text, /\b(hoyos?|casillas?)\b/i, text);
  assert.ok(spanish.filter((text) => /\bagujeros?\b/.test(text)).length > 20, 'agujero is the word');
  assert.equal(reasonText(translator('es'), 'stall-100'), 'Ninguna captura en 100 jugadas; cada jugador se queda las semillas de su lado.');
  assert.equal(reasonText(translator('en'), 'no-seeds-A'), 'A (North) has no seeds left to play.');
});

test("Anywoli's last four: the engine says who took them and by which rule, and the result says so in both languages", async () => {
  const { Game } = await loadBuiltEngine();
  /**
   * B's 1B makes 2B hold 4 with its last seed: four seeds are left (5A, 6A).
   * @param {string} extra  more fields of the position text
   */
  const ended = (extra) => {
    const game = Game.fromRecord(`game: anywoli\nposition: anywoli 1,3,0,0,0,0,0,0,0,0,0,0/0,0,0,0,2,2,0,0,0,0,0,0 B captured=44,44${extra}\nmoves: 1B\n`);
    const view = game.view();
    game.free();
    return view;
  };
  const plain = ended('');
  assert.equal(plain.reason_code, 'four-left');
  assert.deepEqual(plain.last_four, { to: 'B', rule: 'previous' });
  const en = translator('en');
  const es = translator('es');
  assert.equal(resultTexts(en, plain).reason, 'Only four seeds were left in play: B (South) took them, having taken the group just before them.');
  assert.equal(resultTexts(es, plain).reason, 'Solo quedaban cuatro semillas en juego: se las llevó B (sur), que se había llevado el grupo anterior.');
  const lottery = ended(' last-four=lottery-A');
  assert.deepEqual(lottery.last_four, { to: 'A', rule: 'lottery' });
  assert.match(resultTexts(en, lottery).reason, /A \(North\) took them, drawn by lot/);
  const first = ended(' first=A last-four=first');
  assert.deepEqual(first.last_four, { to: 'A', rule: 'first' });
  assert.match(resultTexts(es, first).reason, /se las llevó A \(norte\), por ser quien capturó primero/);
  // Another end: nothing about the last four.
  const game = new Game('sokusowo', {});
  assert.equal(game.view().last_four, null);
  game.free();
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
  // The review's: an eighth of the Expert's, four times it where an endgame table proves every move.
  const review = Object.fromEntries(GAMES.map((key) => [key, Computer.browserReviewNodes(key)]));
  assert.deepEqual(review, { 'sulus-aidi': 56250, sokusowo: 75000, 'sadeqa-ii': 2400000, anywoli: 87500 });
  assert.throws(() => Computer.browserReviewNodes('oware'), /oware/);
});

test("each game's budgets in the AI module's list of games are its per-game figures", async () => {
  const { Computer } = await loadBuiltAi();
  const games = Computer.games();
  assert.deepEqual(
    games.map((g) => g.key),
    GAMES,
  );
  for (const game of games) {
    assert.equal(game.expert.nodes, Computer.browserExpertNodes(game.key), game.key);
    assert.equal(game.review.nodes, Computer.browserReviewNodes(game.key), game.key);
    assert.deepEqual(game.intermediate, { nodes: 15000, depth: 5 }, game.key);
    assert.deepEqual(game.beginner, { depth: 2 }, game.key);
  }
});

test('every way a game ends, as the engine lists it for each game, is worded in both languages', async () => {
  const { Game } = await loadBuiltEngine();
  /** @type {Record<string, string[]>} */
  const ends = Object.fromEntries(Game.games().map((/** @type {{ key: string, end_reasons: string[] }} */ g) => [g.key, g.end_reasons]));
  assert.deepEqual(ends, {
    'sulus-aidi': ['no-moves', 'repetition'],
    sokusowo: ['target', 'no-sowable'],
    'sadeqa-ii': ['no-seeds', 'only-endless', 'repetition'],
    anywoli: ['four-left', 'all-captured', 'stall', 'no-moves', 'repetition'],
  });
  for (const lang of /** @type {const} */ (['en', 'es'])) {
    const t = translator(lang);
    /** @type {string[]} */
    const kinds = Object.values(ends).flat();
    const missing = kinds.filter((kind) => t(`reason.${kind}`) === `reason.${kind}`);
    assert.deepEqual(missing, [], lang);
  }
});

test('the engine says which games ship an endgame table (the worker loads only those)', async () => {
  const { Game } = await loadBuiltEngine();
  const withTable = Game.games()
    .filter((/** @type {{ endgame_table: boolean }} */ g) => g.endgame_table)
    .map((/** @type {{ key: string }} */ g) => g.key);
  assert.deepEqual(withTable, ['sadeqa-ii']);
});

test('every engine error is worded in both languages from its code, with its arguments filled', async () => {
  const { Game } = await loadBuiltEngine();
  const { engine, blocked } = Game.errorCodes();
  for (const lang of /** @type {const} */ (['en', 'es'])) {
    const t = translator(lang);
    const missing = [...engine.map((c) => `engine.${c}`), ...blocked.map((c) => `blocked.${c}`)].filter((key) => t(key) === key);
    assert.deepEqual(missing, [], `${lang}: codes without words`);
  }
  // Every refusal of tests/data/refusals.txt the page can meet, made by the engine.
  const cases = readFileSync(new URL('../data/refusals.txt', import.meta.url), 'utf8')
    .split('\n\n')
    .map((block) =>
      Object.fromEntries(
        block
          .split('\n')
          .filter((l) => !l.startsWith('#') && l.includes(': '))
          .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
      ),
    )
    .filter((c) => c.read && c.read !== 'player');
  assert.ok(cases.length > 50, `${cases.length} cases`);
  const seen = new Set();
  for (const c of cases) {
    const text = c.text === '(empty)' ? '' : c.text.replaceAll('\\n', '\n').replaceAll('\\t', '\t');
    /** @type {unknown} */
    let error = null;
    try {
      if (c.read === 'position') Game.fromPosition(text);
      else if (c.read === 'record') Game.fromRecord(text);
      else if (c.read === 'game') new Game(text, {});
      else new Game(c.game, {}).play(text);
    } catch (e) {
      error = e;
    }
    assert.ok(error instanceof Error, `${c.read} ${text} is refused`);
    assert.equal(/** @type {{ code?: string }} */ (error).code, c.code, text);
    seen.add(c.code);
    const english = errorText(translator('en'), error);
    const spanish = errorText(translator('es'), error);
    for (const words of [english, spanish]) assert.doesNotMatch(words, /\{\w+\}|engine\.|blocked\./, `${c.code}: ${words}`);
    assert.notEqual(spanish, english, `${c.code} has Spanish words: ${spanish}`);
    assert.notEqual(spanish, /** @type {Error} */ (error).message, c.code);
  }
  assert.ok(seen.size >= 55, `${seen.size} codes met`);
  // Arguments are filled in the page's words: players by name, the line and character where found.
  let error;
  try {
    Game.fromRecord('game: sokusowo\nmoves: 1B 1B');
  } catch (e) {
    error = e;
  }
  assert.equal(errorText(translator('es'), error), 'La jugada 2 (1B) no se puede hacer: 1B es de B (sur); le toca a A (norte). (en el carácter 26)');
  assert.equal(errorText(translator('en'), new Error('network down')), 'network down');
});

test("the engine's option defaults and ranges, and the computer's levels, come from Game.settings()", async () => {
  const { Game } = await loadBuiltEngine();
  const settings = Game.settings();
  assert.deepEqual(settings, {
    defaults: { start: 'B', lastFour: 'previous', stallLimit: 100 },
    lastFourRules: ['previous', 'first', 'lottery-A', 'lottery-B'],
    maxStallLimit: 10000,
    maxRecordLength: 262144,
    maxPositionLength: 1024,
    levels: ['beginner', 'intermediate', 'expert'],
  });
  // The engine takes what settings say it takes, and refuses one past it.
  new Game('anywoli', { stallLimit: settings.maxStallLimit }).free();
  assert.throws(() => new Game('anywoli', { stallLimit: settings.maxStallLimit + 1 }), /stallLimit/);
  for (const lastFour of settings.lastFourRules) new Game('anywoli', { lastFour }).free();
});
