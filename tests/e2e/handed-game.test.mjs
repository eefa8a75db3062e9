// @ts-check
// A game handed to <mancala-game> by its `record` or `position` attribute
// (www/element/element-api.js) and the board's keeper (www/store/game-keeper.js):
// the handed-in game gets a save slot of its own, never the player's, and a
// game saved in a slot always wins over the page's. No browser, but the
// engine the build wrote to www/pkg: so it runs with the end-to-end tests,
// after scripts/build.sh.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { handedGame } from '../../www/element/element-api.js';
import { engine, Game } from '../../www/engine/game.js';
import { translator } from '../../www/i18n/translate.js';
import { initSync, Game as WasmGame } from '../../www/pkg/mancala_wasm.js';
import { slotName } from '../../www/state/kept-games.js';
import { GameKeeper } from '../../www/store/game-keeper.js';
import { GamesStore, memoryBackend } from '../../www/store/games-store.js';

initSync({ module: readFileSync(new URL('../../www/pkg/mancala_wasm_bg.wasm', import.meta.url)) });

/**
 * An element with these attributes; its `error` events are collected.
 * @param {Record<string, string>} attributes
 */
function element(attributes) {
  /** @type {any[]} */
  const refusals = [];
  const node = /** @type {HTMLElement} */ (
    /** @type {unknown} */ ({
      hasAttribute: (/** @type {string} */ name) => name in attributes,
      getAttribute: (/** @type {string} */ name) => attributes[name] ?? null,
      dispatchEvent: (/** @type {CustomEvent} */ event) => refusals.push({ type: event.type, ...event.detail }),
    })
  );
  return { node, refusals };
}

/** A Sokusowó game a few moves in, as a record. */
function someRecord(moves = 3) {
  const game = Game.create('sokusowo', {});
  for (let i = 0; i < moves; i++) game.play(game.view().legal_moves[0]);
  return game.record();
}

const t = translator('en');
const quiet = (/** @type {() => void} */ body) => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    body();
  } finally {
    console.warn = warn;
  }
};

test('a handed-in record gets a save slot named after it; another record another slot; the same record the same', () => {
  const first = handedGame(element({ record: someRecord(3) }).node, engine, t);
  const again = handedGame(element({ record: someRecord(3), game: 'sokusowo' }).node, engine, t);
  const other = handedGame(element({ record: someRecord(4) }).node, engine, t);
  assert.ok(first && again && other);
  assert.equal(first.game, 'sokusowo', 'the record names the game');
  assert.equal(first.saveSuffix, `:record-${first.record}`, 'named by the whole record, not a hash of it');
  assert.equal(again.saveSuffix, first.saveSuffix);
  assert.notEqual(other.saveSuffix, first.saveSuffix);
  const position = Game.create('anywoli', {}).positionText();
  const set = handedGame(element({ position }).node, engine, t);
  assert.equal(set?.game, 'anywoli');
  assert.match(set?.saveSuffix ?? '', /^:position-/);
  assert.equal(set?.initial().game.positionText(), position, 'the initial game starts from the position');
});

test('two positions a 32-bit hash gives one name to get two slots (issue 40)', () => {
  const slots = ['sokusowo 3,6,2,3,1,4/3,5,5,6,3,6 B captured=1,0', 'sokusowo 4,6,2,6,2,4/2,2,1,5,2,5 B captured=3,4'].map(
    (position) => handedGame(element({ position }).node, engine, t)?.saveSuffix,
  );
  assert.ok(slots[0] && slots[1]);
  assert.notEqual(slots[0], slots[1]);
});

test('a record the engine refuses, or of another game than `game`, is refused with an error event: the board keeps its own game', () => {
  quiet(() => {
    for (const [attributes, words] of /** @type {[Record<string, string>, RegExp][]} */ ([
      [{ record: 'game: sokusowo\nmoves: 1B 1B' }, /record attribute could not be used.*1B/],
      [{ position: 'nonsense' }, /position attribute could not be used/],
      [{ record: someRecord(2), game: 'anywoli' }, /it is a game of Sokusowó/],
    ])) {
      const { node, refusals } = element(attributes);
      assert.equal(handedGame(node, engine, t), null);
      assert.equal(refusals.length, 1);
      assert.equal(refusals[0].type, 'error');
      assert.equal(refusals[0].source, 'attribute');
      assert.match(refusals[0].message, words);
    }
  });
});

/**
 * A game as a board holds it, for the keeper.
 * @param {import('../../www/types.js').EngineGame} game
 * @param {import('../../www/types.js').GameOptions} options
 */
const onBoard = (game, options) => ({ game, view: game.view(), options, seats: () => /** @type {const} */ ({ A: { by: 'person' }, B: { by: 'person' } }) });

test('the keeper shows the handed-in game only while its slot is empty; the player’s game in it, once saved, wins; one that no longer reads is kept as text', async () => {
  const store = new GamesStore(memoryBackend(), WasmGame.settings(), []);
  const options = { start: /** @type {const} */ ('B'), lastFour: /** @type {const} */ ('previous'), stallLimit: 100 };
  try {
    const handed = /** @type {NonNullable<ReturnType<typeof handedGame>>} */ (handedGame(element({ record: someRecord(3) }).node, engine, t));
    const slot = slotName('sokusowo', null, handed.saveSuffix);
    const own = new GameKeeper(store, engine, 'sokusowo', false);
    const mine = Game.create('sokusowo', {});
    mine.play(mine.view().legal_moves[1]);
    await own.save(onBoard(mine, options));

    const keeper = new GameKeeper(store, engine, slot, false);
    assert.equal(keeper.restore().game, null, 'an empty slot: the board shows the page’s game');
    const first = handed.initial();
    assert.equal(first.game.record(), handed.record, 'the page’s record, as handed in');
    first.game.play(first.game.view().legal_moves[0]);
    await keeper.save(onBoard(first.game, first.options));

    const later = new GameKeeper(store, engine, slot, false).restore();
    assert.equal(later.game?.view().moves.length, 4, 'the player’s continuation, not the record again');
    const untouched = new GameKeeper(store, engine, 'sokusowo', false).restore();
    assert.equal(untouched.game?.record(), mine.record(), 'the board’s own saved game is untouched');

    // A slot whose game no longer reads: a new game, with a notice, and the old text kept, listed, off the board.
    const entry = /** @type {import('../../www/state/kept-games.js').KeptEntry} */ (store.inSlot(slot));
    await store.put({ ...entry, record: 'nonsense' });
    const broken = new GameKeeper(store, engine, slot, false).restore();
    assert.deepEqual([broken.game, broken.notice?.key], [null, 'notice.unreadable']);
    const kept = store.get(entry.id);
    assert.deepEqual([kept?.record, kept?.unreadable, kept?.slot], ['nonsense', true, null]);
    assert.equal(store.inSlot(slot), undefined);
  } finally {
    store.close();
  }
});
