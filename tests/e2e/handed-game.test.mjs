// @ts-check
// A game handed to <mancala-game> by its `record` or `position` attribute
// (www/ui/element-api.js) and the board's keeper (www/game-keeper.js):
// the handed-in game gets a save slot of its own, never the player's, and a
// game saved in a slot always wins over the page's. No browser, but the
// engine the build wrote to www/pkg: so it runs with the end-to-end tests,
// after scripts/build.sh.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { GameKeeper, restoreOrStart } from '../../www/game-keeper.js';
import { translator } from '../../www/i18n.js';
import { Game, initSync } from '../../www/pkg/mancala_wasm.js';
import { SafeStorage } from '../../www/storage.js';
import { handedGame } from '../../www/ui/element-api.js';

initSync({ module: readFileSync(new URL('../../www/pkg/mancala_wasm_bg.wasm', import.meta.url)) });

/** @type {import('../../www/types.js').Engine} */
const engine = {
  newGame: (key, options) => new Game(key, options),
  fromRecord: (record) => Game.fromRecord(record),
  fromPosition: (position) => Game.fromPosition(position),
};

/** A SafeStorage over a Map, as localStorage would be. */
function memoryStorage() {
  const storage = new SafeStorage();
  const map = new Map();
  storage.store = /** @type {Storage} */ (
    /** @type {unknown} */ ({
      getItem: (/** @type {string} */ k) => map.get(k) ?? null,
      setItem: (/** @type {string} */ k, /** @type {string} */ v) => map.set(k, v),
      removeItem: (/** @type {string} */ k) => map.delete(k),
    })
  );
  storage.enabled = true;
  return storage;
}

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
  const game = new Game('sokusowo', {});
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
  assert.match(first.saveSuffix, /^:record-[0-9a-z]+$/);
  assert.equal(again.saveSuffix, first.saveSuffix);
  assert.notEqual(other.saveSuffix, first.saveSuffix);
  const position = new Game('anywoli', {}).positionText();
  const set = handedGame(element({ position }).node, engine, t);
  assert.equal(set?.game, 'anywoli');
  assert.match(set?.saveSuffix ?? '', /^:position-/);
  assert.equal(set?.initial().game.positionText(), position, 'the initial game starts from the position');
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

test('the keeper shows the handed-in game only while its slot is empty; the player’s game in it, once saved, wins', () => {
  const storage = memoryStorage();
  const handed = /** @type {NonNullable<ReturnType<typeof handedGame>>} */ (handedGame(element({ record: someRecord(3) }).node, engine, t));
  const slot = `element:sokusowo${handed.saveSuffix}`;
  const own = new GameKeeper(storage, engine, 'element:sokusowo');
  const mine = new Game('sokusowo', {});
  mine.play(mine.view().legal_moves[1]);
  own.save(mine, { start: 'B', lastFour: 'previous', stallLimit: 100 });

  const keeper = new GameKeeper(storage, engine, slot);
  const first = restoreOrStart(keeper, 'sokusowo', { start: 'B', lastFour: 'previous', stallLimit: 100 }, handed.initial);
  assert.equal(first.restored, false);
  assert.equal(first.game.record(), handed.record, 'the page’s record, as handed in');
  first.game.play(first.game.view().legal_moves[0]);
  keeper.save(first.game, first.options);

  const later = restoreOrStart(new GameKeeper(storage, engine, slot), 'sokusowo', first.options, handed.initial);
  assert.equal(later.restored, true);
  assert.equal(later.game.view().moves.length, 4, 'the player’s continuation, not the record again');
  const untouched = restoreOrStart(new GameKeeper(storage, engine, 'element:sokusowo'), 'sokusowo', first.options);
  assert.equal(untouched.game.record(), mine.record(), 'the board’s own saved game is untouched');

  // A slot whose game no longer reads is dropped, with a notice, and the page's game shows.
  storage.set(slot, '{"record":"nonsense"}');
  const broken = restoreOrStart(new GameKeeper(storage, engine, slot), 'sokusowo', first.options, handed.initial);
  assert.deepEqual([broken.restored, broken.notice?.key, broken.game.record()], [false, 'notice.corrupt', handed.record]);
});
