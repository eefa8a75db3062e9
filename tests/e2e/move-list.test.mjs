// @ts-check
// The move list is a way through the game (issue 38), as on lichess: a tap
// on a move shows the board after it, the list staying in sight with that
// move marked and the moves after it still listed; another move played
// there keeps the line left as a game of its own, and the notice counts the
// moves taken back. On four screens, in English and Spanish.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkFragment } from '../../www/ui/records.js';
import { useFreshPages } from './fresh-pages.mjs';
import { board, boardData, clickHole, loadBuiltEngine, useSite, waitIdle } from './helpers.mjs';

const site = useSite();
// Each test starts as a first visit, in a context per locale the file's tests share (its site
// storage emptied first): a new context each cost about half a second of CPU.
const inFreshPage = useFreshPages(site);
const GAME = 'sokusowo';

/** Six moves of a Sokusowó game, none ending it: the record's link fragment and the moves. */
async function sixMoves() {
  const { Game } = await loadBuiltEngine();
  const game = new Game(GAME, {});
  let seed = 7;
  for (let i = 0; i < 6; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const legal = game.view().legal_moves;
    game.play(legal[seed % legal.length]);
  }
  const result = { fragment: linkFragment(game.record()), moves: [...game.view().moves] };
  game.free();
  return result;
}

/**
 * Where a move's item is: whole on the screen and the topmost element at its centre; marked as shown or ahead.
 * @param {import('playwright-core').Page} page
 * @param {number} number  the move's number, from 1
 */
function itemState(page, number) {
  return board(page, GAME)
    .locator(`.mg-moves-list li:nth-child(${number})`)
    .evaluate((item) => {
      const r = item.getBoundingClientRect();
      const hit = /** @type {ShadowRoot} */ (item.getRootNode()).elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return {
        inSight: r.top >= 0 && r.bottom <= innerHeight && hit !== null && item.contains(hit),
        current: item.getAttribute('aria-current'),
        ahead: item.hasAttribute('data-ahead'),
      };
    });
}

for (const [width, height, locale] of /** @type {const} */ ([
  [390, 844, 'en-GB'],
  [360, 640, 'es-ES'],
  [844, 390, 'en-GB'],
  [1280, 800, 'en-GB'],
])) {
  test(`${width}×${height} (${locale}): a tap on a move goes to it, the list in sight; a new move there counts the moves taken back`, async () => {
    const line = await sixMoves();
    await inFreshPage({ reducedMotion: 'reduce', locale, viewport: { width, height } }, async ({ page, problems }) => {
      await page.goto(`${site.url}play.html?game=${GAME}#${line.fragment}`);
      await page.locator(`.mg[data-game="${GAME}"][data-holes]`).waitFor({ state: 'attached' });
      const items = board(page, GAME).locator('.mg-moves-list li');
      assert.equal(await items.count(), 6);
      assert.equal((await itemState(page, 6)).current, 'step', 'the last move is the one shown');

      await items.nth(2).locator('button').click();
      await waitIdle(page, GAME);
      assert.equal(await boardData(page, GAME, 'moves'), line.moves.slice(0, 3).join(' '), 'the board after the third move');
      assert.equal(await items.count(), 6, 'the moves after it stay listed');
      assert.equal(await board(page, GAME).locator('details.mg-moves').getAttribute('open'), '', 'the Moves tab stays open');
      assert.deepEqual(await itemState(page, 3), { inSight: true, current: 'step', ahead: false });
      assert.equal((await itemState(page, 4)).ahead, true);

      await items.nth(5).locator('button').click();
      await waitIdle(page, GAME);
      assert.equal(await boardData(page, GAME, 'moves'), line.moves.join(' '), 'forward again to the last move');
      assert.deepEqual(await itemState(page, 6), { inSight: true, current: 'step', ahead: false });

      await items.nth(1).locator('button').click();
      await waitIdle(page, GAME);
      assert.equal(await boardData(page, GAME, 'moves'), line.moves.slice(0, 2).join(' '));
      const other = (await boardData(page, GAME, 'playable')).split(' ').find((hole) => hole !== line.moves[2]);
      assert.ok(other, 'a move the line did not play');
      await clickHole(page, GAME, other);
      await waitIdle(page, GAME);
      assert.equal(await boardData(page, GAME, 'moves'), [...line.moves.slice(0, 2), other].join(' '));
      const notice = (await board(page, GAME).locator('.mg-notice').textContent()) ?? '';
      assert.match(notice, locale === 'es-ES' ? /habías deshecho \(4 en total\)/ : /taken back \(4 in all\)/, notice);
      assert.equal(await items.count(), 3, 'the new line replaces the old one in the list');
      assert.deepEqual(problems, []);
    });
  });
}
