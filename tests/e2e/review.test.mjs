// @ts-check
// The Review on the play page, for every game: a finished game opened from a
// share link is reviewed from its game-over dialog in the computer's worker;
// every move gets a mark (symbol and class in words), the better move is
// worded where there was one, the graph jumps to a move by click and by the
// arrow keys, a move of the list shows the board there, and "Play from
// here", with a friend and against the computer (which answers), starts a
// new line that leaves the reviewed game unchanged to come back to.
// Also: a long review cancelled while the board stays usable; in Spanish.
// The review's times are the benchmark's (tests/bench/review.bench.mjs).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { graphHeight } from '../../www/modes/review/review.js';
import { linkFragment } from '../../www/ui/records.js';
import { board, boardData, clickHole, inContext, loadBuiltEngine, randomFinishedGame, useSite } from './helpers.mjs';

const site = useSite();

const SYMBOLS = ['★', '✓', '?!', '?', '??'];
const CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

/**
 * The record of the game on the page's board.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>}
 */
const elementRecord = (page) => page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).record);

/**
 * Moves the board shows (0 at the start).
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
async function shown(page, game) {
  const moves = await boardData(page, game, 'moves');
  return moves === '' ? 0 : moves.split(' ').length;
}

/**
 * In the page: the contrast ratio (WCAG) of an element's text colour on the
 * first opaque background at or above it.
 * @param {Element} node
 */
function contrastOnBackground(node) {
  /** @param {string} css */
  const rgba = (css) => (css.match(/[\d.]+/g) ?? []).map(Number);
  /** @param {number[]} rgb */
  const luminance = ([r, g, b]) => {
    const lin = (/** @type {number} */ c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ink = rgba(getComputedStyle(node).color);
  /** @type {Element | null} */
  let at = node;
  let back = [255, 255, 255];
  while (at) {
    const bg = rgba(getComputedStyle(at).backgroundColor);
    if (bg.length >= 3 && (bg.length === 3 || bg[3] > 0.9)) {
      back = bg;
      break;
    }
    at = at.parentElement ?? /** @type {ShadowRoot} */ (at.getRootNode()).host ?? null;
  }
  const [l1, l2] = [luminance(ink), luminance(back)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

// Each seed's random game ends the way, and with the winner, seed 3's did (Sulus
// Aidi with no moves left, Sokusowó at B's target, Sadeqa II with B out of seeds,
// Anywoli at the stall limit, won by A) in as few moves as such a game takes: the
// review searches every move, so its work grows with the game (found with the
// engine in Node; Sulus Aidi's 25 against 59, Sadeqa II's 12 against 36).
// Anywoli's stall limit is its option's 30 instead of the default 100: the game
// still ends at its stall limit, in 41 moves where the default's shortest took
// 116 of which 100 without a capture, and the record carries the option.
for (const [game, seed, options] of /** @type {const} */ ([
  ['sulus-aidi', 1232, {}],
  ['sokusowo', 3, {}],
  ['sadeqa-ii', 346, {}],
  ['anywoli', 381, { stallLimit: 30 }],
])) {
  test(`${game}: a finished game reviewed from its result: marks, better moves, the graph, jumping to a move, play from here`, async () => {
    const finished = await randomFinishedGame(game, seed, options);
    if (game === 'anywoli') assert.match(finished.view().reason ?? '', /^no capture in 30 moves/, 'Anywoli ends at its stall limit');
    const total = finished.view().moves.length;
    const record = finished.record();
    const fragment = linkFragment(record);
    finished.free();
    const { Game } = await loadBuiltEngine();
    await inContext(site, { reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } }, async ({ page, problems }) => {
      await page.goto(`${site.url}play.html?game=${game}#${fragment}`);
      const dialog = board(page, game).locator('.mg-result');
      await dialog.waitFor({ state: 'visible' });
      await dialog.locator('.mg-result-review').click();
      const panel = page.locator('.mg-review');
      const status = panel.locator('.mg-review-status');
      // A long Anywoli game's review is heavy work: only the context's hang guard (HANG_GUARD_MS), no
      // target (the review's time is the benchmark's, docs/PERFORMANCE.md).
      await page.waitForFunction(() =>
        /Review done|could not/.test(document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-review-status')?.textContent ?? ''),
      );
      assert.match((await status.textContent()) ?? '', /Review done/);
      assert.equal(await panel.locator('.mg-review-progress').isVisible(), false, 'the progress bar goes once done');

      // Every move marked, by a symbol and its class in words.
      const items = panel.locator('.mg-review-item');
      const count = await items.count();
      const plies = new Set();
      for (let i = 0; i < count; i++) {
        const item = items.nth(i);
        const mark = ((await item.locator('.mg-review-mark').textContent()) ?? '').trim();
        const word = ((await item.locator('.mg-review-class').textContent()) ?? '').trim();
        assert.ok(SYMBOLS.includes(mark), `a mark is one of the symbols: ${mark}`);
        assert.ok(CLASSES.includes(word), `a class is named: ${word}`);
        assert.equal(SYMBOLS.indexOf(mark), CLASSES.indexOf(word), 'the symbol goes with its class');
        plies.add(Number(await item.locator('button').getAttribute('data-ply')));
      }
      assert.equal(plies.size, total, 'every move of the game is reviewed');
      assert.equal(count, game === 'sulus-aidi' ? total + 1 : total, 'one review a move (two for the opening race)');
      // Random moves make mistakes: the better move is said with what each gives.
      const better = await panel.locator('.mg-review-better').allTextContents();
      assert.ok(better.length > 0, 'a better move is shown somewhere');
      for (const words of better) assert.match(words, /^\d+[AB] (wins|loses|draws|about)[^;]*; \d+[AB] (wins|loses|draws|about)/);

      // The graph starts from what the start is worth: Sokusowó's a proven B
      // win by 8, Sadeqa II's a proven first-player win (at the edge), the
      // others an estimate; its first point is drawn there, not at "even".
      const graph = panel.locator('.mg-review-graph');
      const start = Number(await graph.getAttribute('data-start'));
      if (game === 'sokusowo') assert.equal(start, 8, 'Sokusowó: B wins by 8');
      if (game === 'sadeqa-ii') assert.equal(start, 99, 'Sadeqa II: the first player wins');
      assert.ok(Number.isFinite(start), `${game}: the start's worth ${start}`);
      const firstY = await graph.locator('.mg-graph-line').evaluate((line) => Number((line.getAttribute('points') ?? '').split(' ')[0].split(',')[1]));
      // The drawing box is 90 high, "even" at 45, the edges 4 from the top and bottom.
      assert.ok(Math.abs(firstY - (45 - graphHeight(start) * 41)) < 0.01, `${game}: the line starts at the start's worth (${firstY})`);
      if (game === 'sokusowo') assert.ok(firstY < 15, `Sokusowó's line starts well above "even" (${firstY})`);

      // The graph: a click at a quarter of its width, then the arrow keys.
      assert.equal(await graph.getAttribute('aria-valuemax'), String(total));
      // The panels' sheet scrolls by itself: the graph is brought into view as a player would.
      await graph.scrollIntoViewIfNeeded();
      const box = await graph.boundingBox();
      assert.ok(box);
      await page.mouse.click(box.x + box.width / 4, box.y + box.height / 2);
      const quarter = await shown(page, game);
      assert.ok(Math.abs(quarter - total / 4) <= 1, `a click on the graph shows that move (${quarter} of ${total})`);
      assert.equal(await graph.getAttribute('aria-valuenow'), String(quarter));
      await page.keyboard.press('ArrowLeft');
      assert.equal(await shown(page, game), quarter - 1, 'ArrowLeft steps back');
      await page.keyboard.press('ArrowRight');
      assert.equal(await shown(page, game), quarter, 'ArrowRight steps forward');
      assert.equal(await graph.getAttribute('aria-valuenow'), String(quarter));
      await page.keyboard.press('End');
      assert.equal(await shown(page, game), total, 'End goes to the last move');
      await page.keyboard.press('Home');
      assert.equal(await shown(page, game), 0);

      // A move of the list, then a new line from there with a friend.
      await items
        .nth(game === 'sulus-aidi' ? 3 : 2)
        .locator('button')
        .click();
      const at = await shown(page, game);
      assert.ok(at === 2 || at === 3, `the board shows the move picked (${at})`);
      assert.equal(await panel.locator('button[aria-current="step"]').first().getAttribute('data-ply'), String(at));
      // The selected row's class word stays readable under the pointer (it was dark grey on the buttons' orange).
      const selected = panel.locator('button[aria-current="step"]').first();
      await selected.hover();
      const ratio = await selected.locator('.mg-review-class').evaluate(contrastOnBackground);
      assert.ok(ratio >= 4.5, `the selected row's class word: contrast ${ratio.toFixed(2)}:1`);
      await panel.locator('.mg-review-play-friend').click();
      assert.equal(await shown(page, game), at);
      assert.equal(await boardData(page, game, 'over'), 'false', 'the new line goes on');
      assert.equal(await boardData(page, game, 'opponent'), 'human');
      assert.equal(await board(page, game).locator('.mg-redo').isDisabled(), true, 'a new game: nothing to redo');
      assert.equal(await panel.locator('.mg-review-list button').first().isDisabled(), true, 'the list belongs to the reviewed game');
      await panel.locator('.mg-review-back').click();
      assert.equal(await shown(page, game), total, 'the reviewed game comes back whole');
      assert.equal(await boardData(page, game, 'over'), 'true');
      assert.equal(await elementRecord(page), record, 'the reviewed game is unchanged');

      // A new line against the computer: it plays the side not to move and answers the player's move.
      await items
        .nth(game === 'sulus-aidi' ? 4 : 3)
        .locator('button')
        .click();
      const from = await shown(page, game);
      const person = await boardData(page, game, 'toMove');
      await panel.locator('.mg-review-play-computer').click();
      assert.equal(await boardData(page, game, 'opponent'), 'computer');
      assert.equal(await shown(page, game), from, 'the new line starts at the move shown');
      // A move after which it is the computer's turn (no extra move, no end), by the engine in Node.
      const line = Game.fromRecord(await elementRecord(page));
      const move = line.view().legal_moves.find((/** @type {string} */ m) => {
        const copy = Game.fromRecord(line.record());
        copy.play(m);
        const after = copy.view();
        copy.free();
        return !after.over && after.to_move !== person;
      });
      line.free();
      assert.ok(move, `${game}: a move of ${person} handing the turn to the computer`);
      // The panel may lie over the board (a drawer beside it): closed to reach the hole, opened again after.
      await panel.locator('summary').click();
      await clickHole(page, game, move);
      await page.waitForFunction(
        ([g, n, p]) => {
          const root = document.querySelector('mancala-game')?.shadowRoot?.querySelector(`.mg[data-game="${g}"]`);
          const moves = root?.getAttribute('data-moves') ?? '';
          return moves.split(' ').length >= Number(n) + 2 && (root?.getAttribute('data-to-move') === p || root?.getAttribute('data-over') === 'true');
        },
        [game, String(from), person],
      );
      const answered = (await boardData(page, game, 'moves')).split(' ');
      assert.equal(answered[from], move, 'the player’s move is in the new line');
      assert.ok(answered.length > from + 1, `the computer answered (${answered.slice(from).join(' ')})`);
      await panel.locator('summary').click();
      await panel.locator('.mg-review-back').click();
      assert.equal(await shown(page, game), total, 'the reviewed game comes back whole after the computer’s line');
      assert.equal(await elementRecord(page), record, 'the reviewed game is unchanged');
      assert.deepEqual(problems, []);
    });
  });
}

test('a long review shows its progress and can be cancelled; the board answers meanwhile; in Spanish', async () => {
  const finished = await randomFinishedGame('anywoli', 11);
  const total = finished.view().moves.length;
  const fragment = linkFragment(finished.record());
  finished.free();
  await inContext(site, { reducedMotion: 'reduce', locale: 'es-ES', viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=anywoli#${fragment}`);
    const dialog = board(page, 'anywoli').locator('.mg-result');
    await dialog.waitFor({ state: 'visible' });
    await dialog.locator('.mg-result-review').click();
    const panel = page.locator('.mg-review');
    const progress = panel.locator('.mg-review-progress');
    await progress.waitFor({ state: 'visible' });
    await page.waitForFunction(
      () => Number(document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-review-progress')?.getAttribute('value') ?? 0) >= 3,
    );
    assert.match((await panel.locator('.mg-review-status').textContent()) ?? '', /^Analizando: jugada \d+ de \d+…$/);
    assert.equal(await progress.getAttribute('max'), String(total));
    // The board answers while the worker reviews: the list's moves show it there.
    await panel.locator('.mg-review-item button').first().click();
    assert.equal(await shown(page, 'anywoli'), 1);
    await panel.locator('.mg-review-cancel').click();
    assert.equal((await panel.locator('.mg-review-status').textContent()) ?? '', 'Análisis cancelado.');
    assert.equal(await progress.isVisible(), false);
    assert.equal(await panel.locator('.mg-review-start').isEnabled(), true, 'it can be started again');
    assert.deepEqual(problems, []);
  });
});
