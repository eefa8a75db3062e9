// @ts-check
// End-to-end tests of puzzle mode on the built site (dist/): the shipped
// puzzles files (as scripts/build.sh wrote them in www/pkg: at least 50 a
// game, grade 1 to grade 3 or more, each line the documented fields); in
// each game a shipped puzzle failed (the wrong move shown to lose or draw, the
// computer's answer, a retry) and then solved to the end; the first move
// shown after two misses; the puzzle of the day the same on every visit;
// solved puzzles remembered without touching play mode's saved game; a bad
// `mode` falling back to play with a warning. The learner's winning moves
// come from the computer player's module in Node (its own proven values),
// never from rules in the test.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { puzzleDate, puzzleOfTheDay } from '../../www/modes/puzzle/puzzle.js';
import { useFreshPages } from './fresh-pages.mjs';
import { assetsDir, board, boardData, clickHole, loadBuiltAi, loadBuiltEngine, openPage, saveScreenshot, useSite } from './helpers.mjs';

const site = useSite();
// First visits in a context the file's tests share, its site storage emptied before each
// (fresh-pages.mjs): a new context each cost more CPU than a load in an open tab.
const inFreshPage = useFreshPages(site);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const GAMES = ['sokusowo', 'sadeqa-ii', 'sulus-aidi', 'anywoli'];
/** Where screenshots to look at go. */
const SHOTS = join(tmpdir(), 'wt-ui-shots');

/**
 * The shipped puzzles of a game, as the site serves them.
 * @param {string} game
 */
function shipped(game) {
  return readFileSync(join(assetsDir(), 'pkg', `puzzles-${game}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

const ai = await loadBuiltAi();
// The page's rules, for views (the worker's module has none).
const engine = await loadBuiltEngine();
const endings = new ai.EndingsTable(new Uint8Array(gunzipSync(readFileSync(join(assetsDir(), 'pkg', 'sadeqa-ii-endings.bin.gz')))));

/**
 * A move keeping the goal in the board's position, by the computer
 * player's proven values in Node: a win, the largest where margins count.
 * @param {string} game
 * @param {string} position  the puzzle's position text
 * @param {string} moves  the moves played since
 * @param {'A' | 'B'} player
 */
function winningMove(game, position, moves, player) {
  const record = `game: ${game}\nposition: ${position}\nmoves: ${moves}\n`;
  const played = ai.Game.fromRecord(record);
  const computer = new ai.Computer('expert', 1);
  computer.useEndings(endings);
  computer.setExpertNodes(4_000_000);
  try {
    const wins = computer.hint(played, player).holes.filter((h) => h.outcome === 'win');
    wins.sort((x, y) => (y.margin ?? 0) - (x.margin ?? 0));
    assert.ok(wins.length > 0, `${record}: a winning move for ${player}`);
    return wins[0].hole;
  } finally {
    computer.free();
    played.free();
  }
}

/**
 * Runs `body` on a first visit to a game's puzzles (a page of the file's shared context, the
 * site's storage emptied first: fresh-pages.mjs), once the learner's first move is awaited.
 * @param {string} game
 * @param {Parameters<typeof inFreshPage>[0]} options
 * @param {(opened: { page: import('playwright-core').Page, problems: string[] }) => Promise<void>} body
 */
async function withPuzzles(game, options, body) {
  await inFreshPage(options, async (opened) => {
    await opened.page.goto(`${site.url}play.html?game=${game}&mode=puzzle&speed=instant`);
    await waitStatus(opened.page, game, 'yours');
    await body(opened);
  });
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} status
 */
async function waitStatus(page, game, status) {
  await page.locator(`.mg[data-game="${game}"][data-puzzle-status="${status}"][data-animating="false"]`).waitFor({ state: 'attached' });
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
const messageText = (page, game) => textOf(board(page, game).locator('.mg-puzzle-message'));

/** @param {import('playwright-core').Locator} locator */
const textOf = async (locator) => (await locator.textContent()) ?? '';

/**
 * Plays a wrong first move and waits until the computer has answered it.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {{ solution: string }} puzzle
 */
async function miss(page, game, puzzle) {
  const wrong = (await boardData(page, game, 'playable')).split(' ').find((h) => h !== '' && h !== puzzle.solution);
  assert.ok(wrong, `${game}: a move other than the solution`);
  await clickHole(page, game, wrong);
  await page.locator(`.mg[data-game="${game}"][data-puzzle-status="wrong"]`).waitFor({ state: 'attached' });
  await page.waitForFunction(
    ([g]) => {
      const root = document.querySelector('mancala-game')?.shadowRoot?.querySelector(`.mg[data-game="${g}"]`);
      return root?.querySelector('.mg-puzzle-retry:not([hidden])') !== null && root?.getAttribute('data-animating') === 'false';
    },
    [game],
  );
  return wrong;
}

/**
 * Plays the puzzle's answer, then a winning move at each of the learner's
 * turns, until the panel says how it ended.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {{ position: string, solution: string }} puzzle
 * @param {'A' | 'B'} learner
 * @returns {Promise<number>} the learner's moves played
 */
async function solve(page, game, puzzle, learner) {
  await clickHole(page, game, puzzle.solution);
  let played = 1;
  for (let turn = 0; turn < 40; turn++) {
    await page.waitForFunction(
      ([g]) => {
        const root = document.querySelector('mancala-game')?.shadowRoot?.querySelector(`.mg[data-game="${g}"]`);
        return (
          ['yours', 'solved', 'failed', 'wrong', 'broken'].includes(root?.getAttribute('data-puzzle-status') ?? '') &&
          root?.getAttribute('data-animating') === 'false'
        );
      },
      [game],
    );
    if ((await boardData(page, game, 'puzzleStatus')) !== 'yours') break;
    await clickHole(page, game, winningMove(game, puzzle.position, await boardData(page, game, 'moves'), learner));
    played += 1;
  }
  return played;
}

test('the shipped puzzles files: at least 50 lines a game, easy to hard, each line the documented fields (docs/PUZZLES.md)', () => {
  const fields = ['game', 'position', 'solution', 'goal', 'plies', 'difficulty', 'margin', 'gains'];
  for (const game of GAMES) {
    const text = readFileSync(join(assetsDir(), 'pkg', `puzzles-${game}.jsonl`), 'utf8');
    assert.equal(text, readFileSync(join(ROOT, 'www', 'pkg', `puzzles-${game}.jsonl`), 'utf8'), `${game}: the site ships the file the build wrote in www/pkg`);
    assert.ok(text.endsWith('\n'), `${game}: every line ends`);
    const lines = text.slice(0, -1).split('\n');
    assert.ok(lines.length >= 50, `${game}: ${lines.length} puzzles, at least 50`);
    const positions = new Set();
    for (const [i, line] of lines.entries()) {
      const where = `puzzles-${game}.jsonl:${i + 1}`;
      /** @type {Record<string, unknown>} */
      const puzzle = JSON.parse(line);
      assert.deepEqual(
        Object.keys(puzzle).filter((key) => !fields.includes(key)),
        [],
        `${where}: only documented fields`,
      );
      assert.equal(puzzle.game, game, where);
      assert.equal(typeof puzzle.position, 'string', where);
      assert.ok(String(puzzle.position).startsWith(`${game} `), `${where}: a position of ${game}`);
      assert.ok(!positions.has(puzzle.position), `${where}: a position not used before`);
      positions.add(puzzle.position);
      assert.ok(
        ['win', ...(game === 'sokusowo' ? ['best'] : []), ...(game === 'anywoli' ? ['gain'] : [])].includes(String(puzzle.goal)),
        `${where}: goal ${puzzle.goal}`,
      );
      assert.ok(Number.isInteger(puzzle.plies) && Number(puzzle.plies) >= 1, `${where}: plies ${puzzle.plies}`);
      assert.ok([1, 2, 3, 4, 5].includes(Number(puzzle.difficulty)) && Number.isInteger(puzzle.difficulty), `${where}: difficulty ${puzzle.difficulty}`);
      // A margin where seeds decide; none in Sadeqa II, where survival does.
      if (game === 'sadeqa-ii') assert.equal(puzzle.margin, undefined, `${where}: no margin`);
      else assert.ok(Number.isInteger(puzzle.margin) && Number(puzzle.margin) > 0, `${where}: margin ${puzzle.margin}`);
      // The position reads, the solver is to move, and the solution is one of their moves.
      const played = engine.Game.fromRecord(`game: ${game}\nposition: ${puzzle.position}\n`);
      const view = played.view();
      played.free();
      assert.equal(view.over, false, `${where}: a game still going on`);
      assert.ok(view.legal_moves.includes(String(puzzle.solution)), `${where}: ${puzzle.solution} is a legal move`);
      // A gain puzzle states what every move guarantees, the solution the one best; the move limit out of its reach.
      if (puzzle.goal === 'gain') {
        const gains = /** @type {Record<string, number>} */ (puzzle.gains);
        assert.deepEqual(Object.keys(gains).sort(), [...view.legal_moves].sort(), `${where}: a gain for every move`);
        assert.equal(gains[String(puzzle.solution)], puzzle.margin, where);
        assert.ok(
          Object.entries(gains).every(([hole, gain]) => hole === puzzle.solution || gain < Number(puzzle.margin)),
          `${where}: the solution is the one best`,
        );
        assert.ok(Number(view.stall) + Number(puzzle.plies) < Number(view.stall_limit), `${where}: the move limit out of reach`);
      } else {
        assert.equal(puzzle.gains, undefined, `${where}: gains only in a gain puzzle`);
      }
    }
    // Anywoli: at least half won by captures, not decided by the move limit.
    if (game === 'anywoli') {
      const gains = shipped(game).filter((p) => p.goal === 'gain').length;
      assert.ok(gains * 2 >= lines.length, `anywoli: ${gains} of ${lines.length} puzzles decided by captures`);
    }
    const grades = new Set(shipped(game).map((p) => p.difficulty));
    assert.ok(grades.has(1), `${game}: easy puzzles (grade 1) among ${[...grades]}`);
    assert.ok(
      [...grades].some((g) => g >= 3),
      `${game}: hard puzzles (grade 3 or more) among ${[...grades]}`,
    );
  }
});

for (const game of GAMES) {
  test(`${game}: a puzzle failed, retried and solved`, async () => {
    await withPuzzles(game, {}, async ({ page, problems }) => {
      const puzzles = shipped(game);
      const puzzle = puzzles[Number(await boardData(page, game, 'puzzleIndex'))];
      assert.equal(await boardData(page, game, 'position'), puzzle.position, 'the puzzle is on the board');
      const goal = await textOf(board(page, game).locator('.mg-puzzle-goal'));
      const learner = /** @type {'A' | 'B'} */ (await boardData(page, game, 'toMove'));
      if (puzzle.goal === 'gain') {
        assert.match(
          goal,
          new RegExp(
            `^${learner} .* to play and gain ${puzzle.margin} seeds on the other side within ${puzzle.plies} moves, whatever the defence\\. Only captures count: ${puzzle.plies} moves`,
          ),
        );
      } else {
        assert.match(
          goal,
          new RegExp(`^${learner} .* to play and win${puzzle.goal === 'best' ? ` by ${puzzle.margin}` : ''}(\\. The 100-move rule ends this game .*)?$`),
        );
      }

      const wrong = await miss(page, game, puzzle);
      const reason = await messageText(page, game);
      assert.match(reason, new RegExp(`^${wrong} (loses|only draws|wins, but only|does not win|is sure of only|can lose)`), reason);
      if (puzzle.goal === 'gain') assert.ok(reason.includes(`${Math.abs(puzzle.gains[wrong])} seeds within ${puzzle.plies} moves`), reason);
      // The computer answers the miss where it is to move after it (in Sokusowó it always is).
      assert.match(reason, game === 'sokusowo' ? /answered \d+[AB]\. Try again\.$/ : /Try again\.$/, reason);
      assert.equal(await boardData(page, game, 'puzzleMisses'), '1');
      assert.ok(await board(page, game).locator('.mg-puzzle-reveal').isDisabled(), 'no reveal after one miss');
      await board(page, game).locator('.mg-puzzle-retry').click();
      await waitStatus(page, game, 'yours');
      assert.equal(await boardData(page, game, 'position'), puzzle.position, 'back at the start');

      await solve(page, game, puzzle, learner);
      assert.equal(await boardData(page, game, 'puzzleStatus'), 'solved', await messageText(page, game));
      assert.match(await messageText(page, game), /^Solved!/);
      assert.match(await textOf(board(page, game).locator('.mg-puzzle-heading')), /solved ✓ · 1 of 50 solved/);

      // Remembered, under its own key: play mode's saved game is never touched.
      await page.reload();
      await waitStatus(page, game, 'yours');
      assert.match(await textOf(board(page, game).locator('.mg-puzzle-heading')), /1 of 50 solved/);
      assert.notEqual(Number(await boardData(page, game, 'puzzleIndex')), puzzles.indexOf(puzzle), 'the next unsolved puzzle comes first');
      const keys = await page.evaluate(() => Object.keys(localStorage));
      assert.ok(!keys.some((k) => k === `mancala:element:${game}` || k === `mancala:game:${game}`), keys.join(' '));
      assert.ok(keys.includes(`mancala:puzzles-solved:${game}`), keys.join(' '));
      assert.deepEqual(problems, []);
    });
  });
}

test('anywoli: the move limit said where it decides, a gain puzzle solved by its one best move, the board turned for A', async () => {
  const game = 'anywoli';
  const puzzles = shipped(game);
  await withPuzzles(game, {}, async ({ page, problems }) => {
    const goal = board(page, game).locator('.mg-puzzle-goal');
    const next = board(page, game).locator('.mg-puzzle-next');
    // Step to a win puzzle near the move limit, then to a gain puzzle with A to play.
    /** @param {(p: any) => boolean} wanted */
    const stepTo = async (wanted) => {
      for (let i = 0; i < puzzles.length; i++) {
        if (wanted(puzzles[Number(await boardData(page, game, 'puzzleIndex'))])) return puzzles[Number(await boardData(page, game, 'puzzleIndex'))];
        await next.click();
        await waitStatus(page, game, 'yours');
      }
      throw new Error('no such puzzle');
    };
    const ending = await stepTo((p) => p.goal === 'win');
    const [, stall] = /stall=(\d+)/.exec(ending.position) ?? [];
    const left = 100 - Number(stall);
    assert.match(
      await textOf(goal),
      left === 1
        ? /The 100-move rule ends this game after the next move unless it captures/
        : new RegExp(`The 100-move rule ends this game in ${left} moves unless seeds are captured: then each side takes the seeds on its own side\\.$`),
    );
    const puzzle = await stepTo((p) => p.goal === 'gain' && / A /.test(p.position));
    // A at the bottom: A's holes below B's.
    const centres = JSON.parse(await boardData(page, game, 'holes'));
    assert.ok(centres['1A'][1] > centres['1B'][1], `A's row at the bottom: ${centres['1A']} ${centres['1B']}`);
    await screenshotPuzzle(page, 'anywoli-gain-A-1280');
    await clickHole(page, game, puzzle.solution);
    await waitStatus(page, game, 'solved');
    assert.equal(
      await messageText(page, game),
      `Solved! ${puzzle.solution} gains ${puzzle.margin} seeds within ${puzzle.plies} moves whatever B (South) does; every other move gains fewer.`,
    );
    // The next puzzle with B to play: the board is turned back.
    await stepTo((p) => / B /.test(p.position));
    const back = JSON.parse(await boardData(page, game, 'holes'));
    assert.ok(back['1B'][1] > back['1A'][1], 'B at the bottom again');
    assert.deepEqual(problems, []);
  });
});

/**
 * A screenshot of the page to look at (/tmp/wt-ui-shots/), when the run saves them.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
async function screenshotPuzzle(page, name) {
  await saveScreenshot(page, join(SHOTS, `${name}.png`));
}

test('a longer puzzle: the computer defends and each reply is checked until the win is certain', async () => {
  const game = 'sokusowo';
  await withPuzzles(game, {}, async ({ page, problems }) => {
    await board(page, game).locator('select.mg-puzzle-filter').selectOption('4');
    await waitStatus(page, game, 'yours');
    const puzzle = shipped(game)[Number(await boardData(page, game, 'puzzleIndex'))];
    assert.equal(puzzle.difficulty, 4);
    assert.match(await textOf(board(page, game).locator('.mg-puzzle-heading')), /^Puzzle 1 of \d+ · difficulty 4 of 5/);
    const learner = /** @type {'A' | 'B'} */ (await boardData(page, game, 'toMove'));
    const played = await solve(page, game, puzzle, learner);
    assert.equal(await boardData(page, game, 'puzzleStatus'), 'solved', await messageText(page, game));
    assert.ok(played >= 2, `${played} learner moves: the defence was met`);
    const moves = (await boardData(page, game, 'moves')).split(' ');
    assert.ok(moves.length >= 3, moves.join(' '));
    assert.deepEqual(problems, []);
  });
});

test('after two misses the first move can be shown; solved so, it is not counted and the panel says why (in Spanish)', async () => {
  const game = 'sokusowo';
  await withPuzzles(game, { locale: 'es-ES' }, async ({ page, problems }) => {
    const puzzle = shipped(game)[Number(await boardData(page, game, 'puzzleIndex'))];
    for (const count of [1, 2]) {
      await miss(page, game, puzzle);
      assert.equal(await boardData(page, game, 'puzzleMisses'), String(count));
      await board(page, game).locator('.mg-puzzle-retry').click();
      await waitStatus(page, game, 'yours');
    }
    const reveal = board(page, game).locator('.mg-puzzle-reveal');
    assert.equal(await textOf(reveal), 'Mostrar la primera jugada');
    await reveal.click();
    assert.equal(await messageText(page, game), `La primera jugada es ${puzzle.solution}.`);
    assert.ok(await reveal.isDisabled());
    // Solved with the first move shown: not counted, and the panel says why; its button plays it again.
    await solve(page, game, puzzle, /** @type {'A' | 'B'} */ (await boardData(page, game, 'toMove')));
    assert.equal(await boardData(page, game, 'puzzleStatus'), 'solved');
    assert.match(await messageText(page, game), /No cuenta como resuelto: se mostró la primera jugada\.$/);
    assert.match(await textOf(board(page, game).locator('.mg-puzzle-heading')), / 0 de \d+ resueltos$/);
    assert.equal(await textOf(board(page, game).locator('.mg-puzzle-retry')), 'Jugarlo otra vez');
    assert.deepEqual(problems, []);
  });
});

test('the puzzle of the day is the same on every visit and for everyone', async () => {
  const game = 'anywoli';
  const expected = puzzleOfTheDay(shipped(game).length, puzzleDate(new Date()));
  for (const locale of ['en-GB', 'es-ES']) {
    await withPuzzles(game, { locale }, async ({ page, problems }) => {
      await board(page, game).locator('.mg-puzzle-daily').click();
      await waitStatus(page, game, 'yours');
      assert.equal(Number(await boardData(page, game, 'puzzleIndex')), expected);
      assert.match(await textOf(board(page, game).locator('.mg-puzzle-heading')), locale === 'en-GB' ? /puzzle of the day/ : /problema del día/);
      assert.deepEqual(problems, []);
    });
  }
});

test('embed.html and the element take mode=puzzle too', async () => {
  await inFreshPage({ viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
    await page.goto(`${site.url}embed.html?game=sadeqa-ii&mode=puzzle&lang=es`);
    await waitStatus(page, 'sadeqa-ii', 'yours');
    assert.match(await textOf(board(page, 'sadeqa-ii').locator('.mg-puzzle-goal')), /^Juega [AB] \((sur|norte)\) y gana$/);
    // Switched to play mode by the attribute: the game of play mode, untouched by the puzzle.
    await page.evaluate(() => document.querySelector('mancala-game')?.setAttribute('mode', 'play'));
    await page.locator('.mg[data-game="sadeqa-ii"][data-holes]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => !document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-puzzle'));
    assert.equal(await boardData(page, 'sadeqa-ii', 'moves'), '', 'a new game in play mode');
    assert.deepEqual(problems, []);
  });
});

test('a damaged or missing puzzles file is said in words, never breaking the board', async () => {
  const game = 'sokusowo';
  const good = readFileSync(join(assetsDir(), 'pkg', `puzzles-${game}.jsonl`), 'utf8').split('\n')[0];
  const { context, page, problems } = await openPage(site.browser, site.url, { serviceWorkers: 'block' });
  await context.route('**/puzzles-sokusowo.jsonl', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: `{"game":"sokusowo",\n${good}\n` }),
  );
  await page.goto(`${site.url}play.html?game=${game}&mode=puzzle`);
  await waitStatus(page, game, 'yours');
  const { goal, margin } = JSON.parse(good);
  const task = goal === 'best' ? `find the one move that wins by ${margin}` : 'find the winning move';
  assert.equal(
    await textOf(board(page, game).locator('.mg-puzzle-message')),
    `Lines 1 of puzzles-sokusowo.jsonl could not be read and were left out. Your move: ${task}.`,
  );
  assert.match(await textOf(board(page, game).locator('.mg-puzzle-heading')), /^Puzzle 1 of 1 ·/);
  await context.unroute('**/puzzles-sokusowo.jsonl');
  await context.route('**/puzzles-sokusowo.jsonl', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${site.url}play.html?game=${game}&mode=puzzle&lang=es`);
  await page.locator(`.mg[data-game="${game}"][data-puzzle-status="broken"]`).waitFor({ state: 'attached' });
  assert.match(await textOf(board(page, game).locator('.mg-puzzle-message')), /^No se pudieron cargar los problemas: .*404/);
  assert.equal(await boardData(page, game, 'playable'), '', 'nothing to play');
  // The 404 itself is expected, and so is the word that the service worker was kept out.
  assert.deepEqual(
    problems.filter((p) => !p.includes('404') && !p.includes('Service Worker registration blocked')),
    [],
  );
  await context.close();
});

test('a bad mode falls back to play with a warning', async () => {
  await inFreshPage({}, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=sokusowo&mode=quiz`);
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.mg-puzzle').count(), 0, 'no puzzle panel');
    assert.equal(await board(page, 'sokusowo').locator('.mg-players').isVisible(), true, 'play mode');
    assert.deepEqual(problems, ['console warning: <mancala-game>: mode="quiz" is not one of play, replay, lesson, puzzle; using "play".']);
  });
});
