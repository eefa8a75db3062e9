// @ts-check
// The figures issue 38 ("every flow finished on a phone") asks for in its
// closing note, printed (run by `bash scripts/bench.sh phone`); measured,
// never asserted: the end-to-end tests assert what the flows must do.
//
// - the result box's height against the screen's, on the four screens;
// - the panel area under the tabs at 360×640, in each tab;
// - Anywoli against the computer at Normal speed: from the end of the
//   player's move to the player's next turn, median over a game's turns;
// - a lesson's wrong try to its feedback (Sadeqa II step 3, the slow speed).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { median } from '../../scripts/median.mjs';
import { parseLesson } from '../../www/modes/lesson/lesson.js';
import { linkFragment } from '../../www/ui/records.js';
import { assetsDir, board, boardData, clickHole, inContext, loadBuiltEngine, randomFinishedGame, useSite } from '../e2e/helpers.mjs';

const site = useSite();

const SCREENS = /** @type {const} */ ([
  [390, 844],
  [360, 640],
  [844, 390],
  [1280, 800],
]);

test("the result box's height against the screen's", async (t) => {
  for (const game of ['sokusowo', 'sadeqa-ii']) {
    const finished = await randomFinishedGame(game, 7);
    const last = finished.view().moves.at(-1) ?? '';
    finished.undo();
    const fragment = linkFragment(finished.record());
    finished.free();
    for (const [width, height] of SCREENS) {
      await inContext(site, { reducedMotion: 'reduce', viewport: { width, height } }, async ({ page }) => {
        await page.goto(`${site.url}play.html?game=${game}#${fragment}`);
        await page.locator(`.mg[data-game="${game}"][data-holes][data-animating="false"]`).waitFor({ state: 'attached' });
        await clickHole(page, game, last.split('+')[0]);
        const result = board(page, game).locator('.mg-result:not([hidden])');
        await result.waitFor();
        const box = await result.evaluate((node) => {
          const r = node.getBoundingClientRect();
          return {
            height: Math.round(r.height),
            shown: Math.round(Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)),
            scroll: node.scrollHeight - node.clientHeight,
          };
        });
        t.diagnostic(
          `${game} ${width}×${height}: result box ${box.height} px of the screen's ${height} (${Math.round((100 * box.height) / height)} %), ${box.shown} px on the screen, ${box.scroll} px scrolled inside`,
        );
      });
    }
  }
});

test('the panel area under the tabs at 360×640, in each tab', async (t) => {
  await inContext(site, { reducedMotion: 'reduce', viewport: { width: 360, height: 640 } }, async ({ page }) => {
    await page.goto(`${site.url}play.html?game=sokusowo`);
    await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
    // The first visit's question answered: against the computer, who plays shown.
    await board(page, 'sokusowo').locator('.mg-how-choice[data-choice="computer"]').click();
    /** @type {string[]} */
    const parts = [];
    for (const tab of ['mg-moves', 'mg-options', 'mg-records', 'mg-review', 'mg-setup', 'mg-games', 'mg-friend']) {
      const summary = board(page, 'sokusowo').locator(`.${tab} > summary`);
      if (!(await summary.isVisible())) continue;
      // A tap on a tab raises the sheet (the move list's too, open from the start).
      await summary.click();
      await page.locator(`mancala-game .${tab}[open]`).waitFor({ state: 'attached' });
      // The sheet rises in a transition: measured once it stands still.
      await page.waitForFunction(
        () =>
          new Promise((resolve) => {
            const sheet = document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-sheet');
            const before = sheet?.getBoundingClientRect().height;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(sheet?.getBoundingClientRect().height === before)));
          }),
      );
      const room = await page.evaluate(() => {
        const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
        const sheet = /** @type {HTMLElement} */ (root.querySelector('.mg-sheet')).getBoundingClientRect();
        const tabs = [...root.querySelectorAll('.mg-panels summary')].map((s) => s.getBoundingClientRect()).filter((r) => r.height > 0);
        return Math.round(sheet.height - (Math.max(...tabs.map((r) => r.bottom)) - Math.min(...tabs.map((r) => r.top))));
      });
      parts.push(`${tab.slice(3)} ${room} px`);
    }
    t.diagnostic(`360×640 against the computer, the panel under the tabs: ${parts.join(', ')}`);
  });
});

test("Anywoli against the computer at Normal speed: the end of the player's move to their next turn", async (t) => {
  /** Turns measured: a game's first this many of the computer's turns (a whole game at Normal speed lasts many minutes). */
  const TURNS = 12;
  await inContext(site, { reducedMotion: 'no-preference', viewport: { width: 390, height: 844 } }, async ({ page }) => {
    await page.goto(`${site.url}play.html?game=anywoli&opponent=computer&computer-side=A&speed=normal`);
    await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
    /** @type {number[]} */
    const waits = [];
    /** @type {number[]} the player's own sowings, from the click (a check that the wait starts at their end) */
    const sowings = [];
    const data = (/** @type {string} */ name) => boardData(page, 'anywoli', name);
    for (let turn = 0; waits.length < TURNS && turn < 80; turn++) {
      await page.waitForFunction(() => {
        const mg = /** @type {HTMLElement} */ (document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg'));
        return mg.dataset.over === 'true' || (mg.dataset.toMove === 'B' && mg.dataset.animating === 'false' && (mg.dataset.playable ?? '') !== '');
      });
      if ((await data('over')) === 'true') break;
      const move = (await data('playable')).split(' ')[0];
      // In the page, from the click on: when the player's sowing ends (the board still, the move in), and when their next turn comes.
      await page.evaluate(() => {
        const mg = /** @type {HTMLElement} */ (document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg'));
        const count = () => (mg.dataset.moves ?? '').split(' ').filter(Boolean).length;
        const w = /** @type {any} */ (window);
        const before = count();
        w.__turn = { started: performance.now(), ended: 0, next: 0, own: false };
        const observer = new MutationObserver(() => {
          const still = mg.dataset.animating === 'false';
          if (!w.__turn.ended && still && count() > before) {
            w.__turn.ended = performance.now();
            // The move gave the player another, or ended the game: no computer turn to time.
            if (mg.dataset.toMove === 'B' || mg.dataset.over === 'true') {
              w.__turn.own = true;
              observer.disconnect();
            }
            w.__turn.at = count();
          } else if (w.__turn.ended && still && count() > w.__turn.at && (mg.dataset.toMove === 'B' || mg.dataset.over === 'true')) {
            w.__turn.next = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(mg, { attributes: true, attributeFilter: ['data-animating', 'data-moves', 'data-to-move', 'data-over'] });
      });
      await clickHole(page, 'anywoli', move);
      const timed = await page.waitForFunction(() => {
        const turn = /** @type {any} */ (window).__turn;
        return turn.own || turn.next ? turn : null;
      });
      const turn = await timed.jsonValue();
      if (!turn.own) waits.push(turn.next - turn.ended);
      sowings.push(turn.ended - turn.started);
    }
    t.diagnostic(
      `Anywoli, computer at Normal speed: the player's next turn ${(median(waits) / 1000).toFixed(1)} s after their move ended (median of ${waits.length} turns; longest ${(Math.max(...waits) / 1000).toFixed(1)} s; the player's own sowing ${(median(sowings) / 1000).toFixed(1)} s)`,
    );
  });
});

test("a lesson's wrong try to its feedback (Sadeqa II step 3, the slow speed)", async (t) => {
  const game = 'sadeqa-ii';
  const lesson = parseLesson(readFileSync(join(assetsDir(), 'lessons', `${game}.jsonl`), 'utf8'));
  const step = lesson.steps[2];
  const answers = step.play !== undefined ? [step.play] : (step.answers ?? []);
  const { Game } = await loadBuiltEngine();
  const start = Game.fromPosition(step.position);
  const wrongs = start.view().legal_moves.filter((/** @type {string} */ m) => !answers.includes(m));
  start.free();
  /** @type {string[]} */
  const parts = [];
  for (const wrong of wrongs) {
    await inContext(site, { reducedMotion: 'no-preference', viewport: { width: 1280, height: 800 } }, async ({ page }) => {
      await page.goto(`${site.url}play.html?game=${game}&mode=lesson`);
      const mg = board(page, game);
      await page.locator(`.mg[data-game="${game}"][data-lesson-phase="try"]`).waitFor({ state: 'attached' });
      for (const next of [2, 3]) {
        await mg.locator('.mg-lesson-next').click();
        await page.locator(`.mg[data-game="${game}"][data-lesson-phase="try"][data-lesson-step="${next}"]`).waitFor({ state: 'attached' });
      }
      const started = Date.now();
      await clickHole(page, game, wrong);
      await page.locator(`.mg[data-game="${game}"][data-lesson-phase="wrong"]`).waitFor({ state: 'attached' });
      parts.push(`${wrong} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  }
  t.diagnostic(`Sadeqa II step 3 at the slow speed, each wrong try to its feedback: ${parts.join(', ')}`);
});
