// @ts-check
// The computer opponent in the page: whole games against it, its opening
// choice in Sulus Aidi, the hint with proven outcomes, and undo cancelling
// a running search.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playComputer, playToTheEnd, recordLongTasks, searchOnMainThread, thinkTimes, waitForPerson } from './ai-helpers.mjs';
import { board, boardData, clickHole, loadSite, openPage, screenshotBoard, setSpeed, useSite } from './helpers.mjs';

const site = useSite();

test('a whole Sulus Aidi game against the computer, opening race included', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  await recordLongTasks(context);
  await loadSite(page, site.url);
  const game = 'sulus-aidi';
  await setSpeed(page, game, 'instant');
  await playComputer(page, game, 'A', 'beginner');
  assert.equal(await boardData(page, game, 'opponent'), 'computer');
  assert.equal(await boardData(page, game, 'phase'), 'race');
  // The person picks only their own holes; the computer's pick is its own.
  await waitForPerson(page, game);
  const offered = (await boardData(page, game, 'playable')).split(' ');
  assert.ok(offered.length > 0 && offered.every((hole) => hole.endsWith('B')), `B picks among B's holes: ${offered}`);
  const clicks = await playToTheEnd(page, game, 200);
  const moves = (await boardData(page, game, 'moves')).split(' ');
  assert.match(moves[0], new RegExp(`^${offered[0]}\\+\\d+A$`), 'the joint opening pairs the person’s hole with the computer’s');
  const computerMoves = moves.slice(1).filter((mv) => mv.endsWith('A')).length;
  assert.ok(clicks > 5 && computerMoves > 5, `both sides played (person ${clicks}, computer ${computerMoves})`);
  assert.equal(await boardData(page, game, 'over'), 'true');
  assert.ok(await board(page, game).locator('.mg-result').isVisible(), 'the result is shown');
  const answers = (await thinkTimes(page)).filter((t) => t.name === `mancala:think:${game}:move:beginner`);
  assert.equal(answers.length, computerMoves + 1, 'one answer per computer move, its opening choice included');
  assert.deepEqual(await searchOnMainThread(page, 'Beginner game'), [], 'the search never runs on the main thread');
  await screenshotBoard(page, game, 'ai-sulus-aidi-over');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the computer moves first when it plays the starting side, and two players is one click away', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  await loadSite(page, site.url);
  const game = 'sokusowo';
  await setSpeed(page, game, 'instant');
  await playComputer(page, game, 'B', 'intermediate');
  await waitForPerson(page, game);
  const moves = (await boardData(page, game, 'moves')).split(' ');
  assert.equal(moves.length, 1, 'the computer (B) played the first move without a click');
  assert.match(moves[0], /^\dB$/);
  assert.equal(await boardData(page, game, 'toMove'), 'A');
  await board(page, game).locator('button.mg-opponent[data-opponent="human"]').click();
  assert.equal(await boardData(page, game, 'opponent'), 'human');
  // Two players: A plays, then B is the person's again, and nobody answers:
  // the person's own move for B is taken, and it is the second move after the computer's.
  const [first] = (await boardData(page, game, 'playable')).split(' ');
  await clickHole(page, game, first);
  await waitForPerson(page, game);
  assert.equal(await boardData(page, game, 'toMove'), 'B');
  assert.equal((await boardData(page, game, 'moves')).split(' ').length, 2);
  const [reply] = (await boardData(page, game, 'playable')).split(' ');
  await clickHole(page, game, reply);
  await waitForPerson(page, game);
  assert.deepEqual((await boardData(page, game, 'moves')).split(' ').slice(1), [first, reply], 'both moves are the person’s');
  assert.equal(await boardData(page, game, 'toMove'), 'A');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the hint names the Expert’s move and the proven outcome of every Sokusowó hole', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url, { locale: 'es-ES' });
  await loadSite(page, site.url);
  const game = 'sokusowo';
  const root = board(page, game);
  await root.locator('button.mg-hint').click();
  await page.waitForFunction((g) => document.querySelector(`.mg[data-game="${g}"]`)?.getAttribute('data-hint') !== '', game);
  const best = await boardData(page, game, 'hint');
  const outcomes = Object.fromEntries((await boardData(page, game, 'outcomes')).split(' ').map((entry) => entry.split(':')));
  const playable = (await boardData(page, game, 'playable')).split(' ');
  assert.deepEqual(Object.keys(outcomes).sort(), [...playable].sort(), 'an outcome for every playable hole');
  // The start is a proven win for B by 8 seeds (crates/ai/src/solve.rs).
  assert.equal(outcomes[best], 'win8', `the hinted ${best} keeps B's proven win by 8`);
  for (const outcome of Object.values(outcomes)) assert.match(outcome, /^(win|draw|loss)-?\d+$/);
  const line = await root.locator('.mg-hint-text').textContent();
  assert.match(line ?? '', new RegExp(`Pista: el Experto jugaría ${best}\\. Demostrado con juego perfecto: .*${best} gana por 8`));
  await screenshotBoard(page, game, 'ai-hint-sokusowo');
  // A move clears the hint.
  await clickHole(page, game, best);
  await page.waitForFunction((g) => document.querySelector(`.mg[data-game="${g}"]`)?.getAttribute('data-hint') === '', game);
  assert.equal(await root.locator('.mg-hint-text').isHidden(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('undo during the computer’s search cancels it', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  await loadSite(page, site.url);
  const game = 'anywoli';
  await setSpeed(page, game, 'instant');
  await playComputer(page, game, 'A', 'expert');
  await waitForPerson(page, game);
  const [first] = (await boardData(page, game, 'playable')).split(' ');
  await clickHole(page, game, first);
  // Every frame: the undo must come while the search still runs.
  await page.waitForFunction((g) => document.querySelector(`.mg[data-game="${g}"]`)?.getAttribute('data-thinking') === 'true', game, { polling: 'raf' });
  await screenshotBoard(page, game, 'ai-thinking-anywoli');
  await board(page, game).locator('button.mg-undo').click();
  assert.equal(await boardData(page, game, 'thinking'), 'false');
  assert.equal(await boardData(page, game, 'moves'), '');
  // The search is ended with its worker (the channel marks it once it is, a task
  // or more after the undo on a busy machine), so its answer can never come.
  await page.waitForFunction(() => performance.getEntriesByType('mark').some((m) => m.name.startsWith('mancala:search-ended:')));
  const ended = await page.evaluate(() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('mancala:search-ended:')).length);
  assert.equal(ended, 1, 'the running search was ended');
  assert.equal(await boardData(page, game, 'moves'), '', 'no move arrived after the undo');
  assert.deepEqual(await thinkTimes(page), []);
  assert.equal(await boardData(page, game, 'toMove'), 'B');
  assert.deepEqual(problems, []);
  await context.close();
});

test('redo against the computer brings back its own replies, without searching again', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  await loadSite(page, site.url);
  const game = 'sokusowo';
  await setSpeed(page, game, 'instant');
  await playComputer(page, game, 'A', 'intermediate');
  for (let round = 0; round < 2; round++) {
    await waitForPerson(page, game);
    const [hole] = (await boardData(page, game, 'playable')).split(' ');
    await clickHole(page, game, hole);
    await page.waitForFunction((g) => document.querySelector(`.mg[data-game="${g}"]`)?.getAttribute('data-to-move') === 'B', game);
  }
  await waitForPerson(page, game);
  const played = (await boardData(page, game, 'moves')).split(' ');
  assert.equal(played.length, 4, `two rounds: ${played.join(' ')}`);
  const searches = (await thinkTimes(page)).length;
  const undo = board(page, game).locator('button.mg-undo');
  const redo = board(page, game).locator('button.mg-redo');
  await undo.click();
  await undo.click();
  assert.equal(await boardData(page, game, 'moves'), '', 'each undo takes a round back');
  await redo.click();
  await page.waitForFunction(
    ([g, want]) => document.querySelector(`.mg[data-game="${g}"]`)?.getAttribute('data-moves') === want,
    [game, played.slice(0, 2).join(' ')],
  );
  await waitForPerson(page, game);
  assert.equal(await redo.isDisabled(), false, 'the second round can still be redone');
  await redo.click();
  await page.waitForFunction(([g, want]) => document.querySelector(`.mg[data-game="${g}"]`)?.getAttribute('data-moves') === want, [game, played.join(' ')]);
  await waitForPerson(page, game);
  assert.equal(await boardData(page, game, 'moves'), played.join(' '), 'the game is back as it was');
  assert.equal((await thinkTimes(page)).length, searches, 'the computer did not search again');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the person’s hidden Sulus Aidi opening pick is confirmed while the computer still chooses', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  // The computer's answers reach the page 1.2 s late, so that the person
  // picks while it still chooses: its opening races are precomputed now,
  // and its pick could otherwise come before a poll of the page sees it think.
  await page.addInitScript(() => {
    const add = Worker.prototype.addEventListener;
    /** @type {(this: Worker, type: string, listener: any, options?: any) => void} */
    const delayed = function (type, listener, options) {
      if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener, options);
      return add.call(this, type, (/** @type {Event} */ event) => setTimeout(() => listener.call(this, event), 1200), options);
    };
    Worker.prototype.addEventListener = delayed;
  });
  await loadSite(page, site.url);
  const game = 'sulus-aidi';
  await setSpeed(page, game, 'instant');
  await playComputer(page, game, 'A', 'expert');
  // Pick while the computer chooses its own opening hole.
  await page.waitForFunction((g) => {
    const data = /** @type {HTMLElement} */ (document.querySelector(`.mg[data-game="${g}"]`)).dataset;
    return data.thinking === 'true' && data.playable !== '';
  }, game);
  const [hole] = (await boardData(page, game, 'playable')).split(' ');
  await clickHole(page, game, hole);
  const status = board(page, game).locator('.mg-status');
  const shown = await status.textContent();
  if ((await boardData(page, game, 'phase')) === 'race') {
    assert.match(shown ?? '', new RegExp(`your opening hole is ${hole}; the computer is picking its own`));
  }
  await waitForPerson(page, game);
  assert.match((await boardData(page, game, 'moves')).split(' ')[0], new RegExp(`^${hole}\\+\\d+A$`));
  assert.deepEqual(problems, []);
  await context.close();
});
