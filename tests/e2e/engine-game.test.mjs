// @ts-check
// www/engine/game.js, the one owner of the engine's game handles: the view
// built once per position, stepping and the whole line without a view per
// step, "open a text for this board and compare", and closing. No browser,
// but the engine the build wrote to www/pkg: so it runs with the
// end-to-end tests, after scripts/build.sh.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { engine, Game } from '../../www/engine/game.js';
import { initSync, Game as WasmGame } from '../../www/pkg/mancala_wasm.js';

initSync({ module: readFileSync(new URL('../../www/pkg/mancala_wasm_bg.wasm', import.meta.url)) });

test('the view is built once per position and follows every move, undo and redo', () => {
  const game = Game.create('sokusowo', {});
  const start = game.view();
  assert.equal(game.view(), start, 'asked twice, built once');
  game.play(start.legal_moves[0]);
  const after = game.view();
  assert.notEqual(after, start);
  assert.equal(after.moves.length, 1);
  assert.equal(game.undo(), true);
  assert.equal(game.view().moves.length, 0);
  assert.ok(game.redo());
  assert.equal(game.view().moves.length, 1);
  game.close();
});

test('seek and the whole line step through undo and redo and end where asked', () => {
  const game = Game.create('anywoli', {});
  for (let i = 0; i < 4; i++) game.play(game.view().legal_moves[0]);
  const record = game.record();
  game.seek(1);
  assert.equal(game.view().moves.length, 1);
  const here = game.view();
  const line = game.line();
  assert.equal(line.record, record, 'the record of the whole line');
  assert.equal(line.at, 1);
  assert.equal(line.moves.length, 4);
  assert.equal(game.view(), here, 'back where it was, its view kept');
  assert.equal(game.positionText(), here.position);
  game.seek(4);
  assert.equal(game.view().moves.length, 4);
  assert.deepEqual(game.line(), { record, at: undefined, moves: [] });
  game.close();
});

test('the record and the whole line are asked of the engine once per position, afresh after every change', () => {
  /** @type {Record<string, number>} */
  const calls = {};
  const proto = /** @type {any} */ (WasmGame.prototype);
  /** @type {Record<string, Function>} */
  const originals = {};
  for (const name of ['record', 'redo', 'undo']) {
    originals[name] = proto[name];
    proto[name] = function (/** @type {any[]} */ ...args) {
      calls[name] = (calls[name] ?? 0) + 1;
      return originals[name].apply(this, args);
    };
  }
  const total = () => Object.values(calls).reduce((a, b) => a + b, 0);
  try {
    const game = Game.create('anywoli', {});
    for (let i = 0; i < 3; i++) game.play(game.view().legal_moves[0]);
    const record = game.record();
    assert.equal(game.undo(), true);
    const here = game.record();
    assert.notEqual(here, record);
    const line = game.line();
    assert.equal(line.record, record, 'the whole line, the move taken back too');
    assert.equal(line.moves.length, 3);
    const asked = total();
    assert.deepEqual(game.line(), line, 'the same line again');
    assert.equal(game.record(), here, 'the same record again');
    assert.equal(game.view().moves.length, 2, 'the game is where it was');
    assert.equal(total(), asked, 'asked again, the engine is not');
    game.line().moves.push('9Z');
    assert.equal(game.line().moves.length, 3, 'a caller’s copy changes nothing kept');
    assert.ok(game.redo());
    assert.equal(game.record(), record, 'after a redo, the record of the new position');
    assert.equal(game.line().at, undefined, 'nothing left to redo');
    game.play(game.view().legal_moves[0]);
    assert.notEqual(game.record(), record, 'after a move, the record follows');
    game.close();
  } finally {
    for (const [name, original] of Object.entries(originals)) proto[name] = original;
  }
});

test('a text is opened for a board of its game, and one of another game keeps nothing open', () => {
  const source = Game.create('sadeqa-ii', {});
  source.play(source.view().legal_moves[0]);
  const record = source.record();
  const position = source.positionText();
  const mine = engine.openFor('record', record, 'sadeqa-ii');
  assert.ok(mine.game);
  assert.equal(mine.other, null);
  assert.equal(mine.game.record(), record);
  const other = engine.openFor('position', position, 'anywoli');
  assert.equal(other.game, null);
  assert.equal(other.other, source.view().name);
  assert.deepEqual(engine.peek('record', record), { key: 'sadeqa-ii', name: source.view().name, record });
  assert.throws(
    () => engine.openFor('record', 'game: chess', 'sadeqa-ii'),
    (e) => e instanceof Error && 'code' in e,
  );
  mine.game.close();
  source.close();
});

test('a closed game frees its handle once and refuses to be used', () => {
  const game = Game.create('sulus-aidi', {});
  game.close();
  game.close();
  assert.throws(() => game.view(), /closed/);
  assert.throws(() => game.record(), /closed/);
});
