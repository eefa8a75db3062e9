// @ts-check
// The built engine's list of games (crates/wasm `Game.games()`) says what
// the page asks of a game instead of testing its key; the page's engine
// carries no AI.
// No browser: the modules the build wrote, run in Node.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadBuiltEngine } from './helpers.mjs';

test('each game in the list carries its capabilities, and the page engine has no AI in it', async () => {
  const { Game } = await loadBuiltEngine();
  const games = Game.games();
  const byKey = Object.fromEntries(games.map((g) => [g.key, g]));
  // Each capability is the one the page read from a key before.
  assert.deepEqual(
    games.filter((g) => g.options.includes('stallLimit')).map((g) => g.key),
    ['anywoli'],
  );
  assert.deepEqual(
    games.filter((g) => g.claims).map((g) => g.key),
    ['sulus-aidi'],
  );
  assert.deepEqual(
    games.filter((g) => g.opening_rule).map((g) => g.key),
    ['sadeqa-ii'],
  );
  assert.deepEqual(
    games.filter((g) => g.endgame_table).map((g) => g.key),
    ['sadeqa-ii'],
  );
  assert.equal(byKey['sadeqa-ii'].decided_by, 'survival');
  for (const game of games) {
    const view = new Game(game.key, {}).view();
    assert.equal(view.rows, game.rows);
    assert.equal(view.cols, game.cols);
    assert.equal(view.has_stores, game.stores);
    assert.equal(view.decided_by, game.decided_by);
    assert.ok(readFileSync(new URL(`../../www/${game.lessons}`, import.meta.url)).length > 0, `${game.lessons} is there`);
  }
  assert.equal(
    readFileSync(new URL('../../crates/wasm/Cargo.toml', import.meta.url), 'utf8').includes('mancala-ai'),
    false,
    'crates/wasm does not depend on the AI',
  );
});
