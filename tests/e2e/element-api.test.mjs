// @ts-check
// End-to-end tests of <mancala-game>'s script API and the attributes that
// hand it a game (docs/EMBED.md, "JavaScript API"): each method and
// property with good and bad input (refused in the page's language, an
// `error` event, nothing changed), `record` and `position` in save slots of
// their own, `mode="replay"` with `ply`, `orientation` and `controls`.
// Expected positions come from the engine itself, loaded in Node.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  assetsDir,
  board,
  boardData,
  callElement,
  firstPlayable,
  inContext,
  loadBuiltEngine,
  randomFinishedGame,
  servePage,
  useSite,
  waitForElements,
  waitIdle,
} from './helpers.mjs';

const site = useSite();

/**
 * Opens a host page with one element and collects its `error` events in `window.refusals`.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} element  the element's HTML
 * @param {string} [lang]
 */
async function openHost(page, context, element, lang = 'en') {
  const url = await servePage(
    context,
    new URL('author/api.html', site.url).href,
    `<script>window.refusals = []; addEventListener('error', (e) => { if (e.detail) window.refusals.push(e.detail); }, true);</script>
     <script type="module" src="../mancala-game.js"></script>${element}`,
    '',
    lang,
  );
  await page.goto(url);
  await waitForElements(page, 1);
  return url;
}

/** @param {import('playwright-core').Page} page */
function facts(page) {
  return page.evaluate(() => {
    const element = /** @type {any} */ (document.querySelector('mancala-game'));
    return { record: element.record, position: element.position, moves: element.moves, over: element.over, winner: element.winner };
  });
}

/** @param {import('playwright-core').Page} page */
const refusals = (page) => page.evaluate(() => /** @type {any} */ (window).refusals.splice(0));

test('play, undo, redo and newGame act through the engine and refuse bad input in the page language, changing nothing', async () => {
  const { Game } = await loadBuiltEngine();
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    // Before the board is drawn, a call is refused, not lost.
    await servePage(context, new URL('author/early.html', site.url).href, '<script type="module" src="../mancala-game.js"></script>');
    await page.goto(new URL('author/early.html', site.url).href);
    await page.waitForFunction(() => customElements.get('mancala-game'));
    const early = await page.evaluate(() => {
      const element = /** @type {any} */ (document.createElement('mancala-game'));
      document.body.append(element);
      try {
        element.play('1B');
        return 'played';
      } catch (e) {
        return /** @type {Error} */ (e).message;
      }
    });
    assert.match(early, /not ready yet/);

    await openHost(page, context, '<mancala-game game="anywoli" speed="instant" save="api"></mancala-game>', 'es');
    const start = await facts(page);
    const expected = new Game('anywoli', {});
    assert.equal(start.position, expected.positionText(), 'position: the engine’s text of the start');
    assert.equal(start.record, expected.record());
    assert.deepEqual([start.moves, start.over, start.winner], [[], false, null]);

    const hole = await firstPlayable(page, 'anywoli');
    assert.deepEqual(await callElement(page, 'play', hole), { result: hole });
    await waitIdle(page, 'anywoli');
    expected.play(hole);
    assert.equal((await facts(page)).position, expected.positionText());
    assert.equal(await boardData(page, 'anywoli', 'moves'), hole, 'the board shows the move played from script');

    // Refused moves: not a hole, not a string, the other player's hole. Nothing changes.
    const other = expected.view().holes.find((/** @type {any} */ h) => h.owner !== expected.view().to_move)?.label;
    for (const [move, code, words] of /** @type {[unknown, string, RegExp][]} */ ([
      ['9Z', 'bad-hole', /9Z/],
      [42, 'not-a-string', /texto/],
      [other, 'not-yours', /le toca a/],
    ])) {
      const answer = await callElement(page, 'play', move);
      assert.equal(answer.thrown, true, `play(${JSON.stringify(move)}) throws`);
      assert.match(answer.message ?? '', words, `play(${JSON.stringify(move)}): ${answer.message}`);
      assert.equal(answer.code, code, `play(${JSON.stringify(move)}): the engine's code`);
      const [event] = await refusals(page);
      assert.deepEqual(event, { source: 'method', name: 'play', message: answer.message, code: answer.code });
      assert.equal((await facts(page)).position, expected.positionText(), 'a refused move changes nothing');
    }

    assert.deepEqual(await callElement(page, 'undo'), { result: [] });
    const undone = await facts(page);
    const noUndo = await callElement(page, 'undo');
    assert.deepEqual([noUndo.thrown, noUndo.message, noUndo.code], [true, 'No hay ninguna jugada que deshacer.', 'no-undo']);
    assert.deepEqual(await facts(page), undone, 'a refused undo changes nothing');
    assert.deepEqual(await callElement(page, 'redo'), { result: [hole] });
    await waitIdle(page, 'anywoli');
    const redone = await facts(page);
    assert.deepEqual([redone.moves, redone.position], [[hole], expected.positionText()]);
    const noRedo = await callElement(page, 'redo');
    assert.deepEqual([noRedo.thrown, noRedo.message, noRedo.code], [true, 'No hay ninguna jugada que rehacer.', 'no-redo']);
    assert.deepEqual(await facts(page), redone, 'a refused redo changes nothing: same record, moves and position');
    assert.deepEqual(
      (await refusals(page)).map((/** @type {any} */ e) => e.name),
      ['undo', 'redo'],
    );

    // Bad options are the engine's to refuse; the game in progress stays.
    for (const [options, names] of /** @type {[unknown, RegExp][]} */ ([
      [{ stallLimit: 0 }, /^La opción stallLimit tiene que ser un número entero del 1 al 10000, no 0\.$/],
      [{ colour: 'red' }, /^No existe la opción "colour"/],
      ['x', /^Las opciones tienen que ser un objeto .*, no string\.$/],
      [{ start: 'C' }, /^La opción start no puede valer "C"\.$/],
    ])) {
      const answer = await callElement(page, 'newGame', options);
      assert.equal(answer.thrown, true, `newGame(${JSON.stringify(options)}) throws`);
      assert.ok(answer.code, `newGame(${JSON.stringify(options)}): the engine's code (${answer.message})`);
      assert.match(answer.message ?? '', names, `newGame(${JSON.stringify(options)}): the message names the bad option`);
      assert.deepEqual((await facts(page)).moves, [hole]);
    }
    assert.equal((await refusals(page)).length, 4);
    assert.equal((await callElement(page, 'newGame', { start: 'A', stallLimit: 40 })).thrown, undefined);
    const fresh = await facts(page);
    assert.deepEqual(fresh.moves, []);
    assert.equal(fresh.position, new Game('anywoli', { start: 'A', stallLimit: 40 }).positionText());
    assert.equal(await boardData(page, 'anywoli', 'toMove'), 'A');
    // The game it replaced is kept to bring back.
    assert.match((await board(page, 'anywoli').locator('.mg-notice').textContent()) ?? '', /\S/);
    assert.deepEqual(problems, []);
  });
});

/**
 * Calls play() for each move in one task, so nothing (the computer's answer, a puzzle's
 * check) comes between: each result or refusal, the moves, whether an animation runs.
 * @param {import('playwright-core').Page} page
 * @param {string[]} moves
 */
function playInOneTask(page, moves) {
  return page.evaluate((list) => {
    const element = /** @type {any} */ (document.querySelector('mancala-game'));
    const answers = list.map((move) => {
      try {
        return { result: element.play(move) };
      } catch (e) {
        return { thrown: e instanceof Error, message: /** @type {Error} */ (e).message, code: /** @type {any} */ (e).code ?? null };
      }
    });
    const animating = element.shadowRoot.querySelector('.mg').dataset.animating;
    return { answers, moves: element.moves, animating };
  }, moves);
}

test('play() refuses what a click may not do: the computer to move, a puzzle holding the board; a refused move keeps the animation', async () => {
  const { Game } = await loadBuiltEngine();
  // Against the computer (it plays A): after B's move it is the computer's
  // turn, and a legal move of A's from script is refused.
  const start = new Game('sokusowo', {});
  const hole = start.view().legal_moves.find((/** @type {string} */ move) => {
    const copy = new Game('sokusowo', {});
    copy.play(move);
    return copy.view().to_move === 'A';
  });
  assert.ok(hole, 'a first move of B that hands the turn to A');
  start.play(hole);
  const reply = start.view().legal_moves[0];
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await openHost(page, context, '<mancala-game game="sokusowo" opponent="computer" computer-side="A" level="beginner" speed="instant"></mancala-game>');
    const { answers, moves } = await playInOneTask(page, [hole, reply]);
    assert.deepEqual(answers[0], { result: hole });
    assert.deepEqual(answers[1], { thrown: true, message: 'The computer is to move: wait for its move before playing.', code: 'computer-to-move' });
    assert.deepEqual(moves, [hole], 'the refused move was not played');
    assert.deepEqual(await refusals(page), [{ source: 'method', name: 'play', message: answers[1].message, code: 'computer-to-move' }]);
    // The computer still answers, as after a click.
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-game')).moves.length >= 2);
    assert.equal((await facts(page)).moves[0], hole);
    assert.deepEqual(problems, []);
  });

  // Puzzle mode: after a wrong move and the computer's answer the panel
  // holds the board until Retry; play() of a legal move is refused.
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await openHost(page, context, '<mancala-game game="sokusowo" mode="puzzle" speed="instant"></mancala-game>', 'es');
    const status = (/** @type {string} */ s) => page.locator(`.mg[data-puzzle-status="${s}"]`).waitFor({ state: 'attached' });
    await status('yours');
    const position = (await facts(page)).position;
    const shipped = readFileSync(join(assetsDir(), 'pkg', 'puzzles-sokusowo.jsonl'), 'utf8').split('\n');
    const line = shipped.find((l) => l.includes(`"position":"${position}"`));
    assert.ok(line, `the puzzle on the board (${position}) is a shipped one`);
    // A legal move other than the solution: a miss the computer answers.
    const wrong = (await boardData(page, 'sokusowo', 'playable')).split(' ').find((h) => h !== '' && h !== JSON.parse(line).solution);
    assert.deepEqual(await callElement(page, 'play', wrong), { result: wrong }, 'the learner may move from script');
    await status('wrong');
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-game')).moves.length === 2);
    const held = await facts(page);
    const again = Game.fromPosition(held.position).view().legal_moves[0]; // legal, but a click would not play it now
    const answer = await callElement(page, 'play', again);
    assert.deepEqual([answer.thrown, answer.code], [true, 'held']);
    assert.match(answer.message ?? '', /lección o problema/, `refused in the page language: ${answer.message}`);
    assert.deepEqual(await facts(page), held, 'nothing changed');
    assert.equal((await refusals(page)).length, 1);
    assert.deepEqual(problems, []);
  });

  // A move the engine refuses does not cut short the animation running.
  await inContext(site, {}, async ({ context, page, problems }) => {
    await openHost(page, context, '<mancala-game game="anywoli" speed="slow" save="anim"></mancala-game>');
    const first = await firstPlayable(page, 'anywoli');
    const { answers, moves, animating } = await playInOneTask(page, [first, '9Z']);
    assert.deepEqual(answers[0], { result: first });
    assert.equal(answers[1].code, 'bad-hole');
    assert.deepEqual([moves, animating], [[first], 'true'], 'the first move is still being sown');
    assert.deepEqual(problems, []);
  });
});

test('record and position hand in a game in a save slot of its own; bad ones are refused and the saved game stays', async () => {
  const finished = await randomFinishedGame('sokusowo', 11);
  const record = finished.record();
  const view = finished.view();
  finished.undo();
  const unfinished = finished.record();
  const last = view.moves[view.moves.length - 1];
  const { Game } = await loadBuiltEngine();
  const setUp = new Game('anywoli', {});
  for (const move of setUp.view().legal_moves.slice(0, 1)) setUp.play(move);
  setUp.play(setUp.view().legal_moves[0]);
  const position = setUp.positionText();

  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await openHost(page, context, '<mancala-game game="sokusowo" speed="instant"></mancala-game>');
    const own = await firstPlayable(page, 'sokusowo');
    await callElement(page, 'play', own);
    await waitIdle(page, 'sokusowo');

    const element = page.locator('mancala-game');
    const shows = async (/** @type {string} */ moves) => {
      await page.waitForFunction((m) => document.querySelector('mancala-game')?.shadowRoot?.querySelector(`.mg[data-holes][data-moves="${m}"]`), moves);
    };
    await element.evaluate((node, text) => node.setAttribute('record', text), record);
    await shows(view.moves.join(' '));
    const done = await facts(page);
    assert.deepEqual([done.over, done.winner, done.record], [true, view.winner, record]);
    await element.evaluate((node) => node.removeAttribute('record'));
    await shows(own);

    // A record to play on: the continuation is the player's, kept in the record's slot.
    await element.evaluate((node, text) => node.setAttribute('record', text), unfinished);
    await shows(view.moves.slice(0, -1).join(' '));
    await callElement(page, 'play', last);
    await waitIdle(page, 'sokusowo');
    await page.reload();
    await waitForElements(page, 1);
    // The reload builds the host page without the attribute: the player's own game.
    await shows(own);
    await element.evaluate((node, text) => node.setAttribute('record', text), unfinished);
    await shows(view.moves.join(' '));

    // Refused: a text the engine cannot read, a game other than `game`'s. The saved game stays.
    await element.evaluate((node) => node.removeAttribute('record'));
    await shows(own);
    await refusals(page);
    for (const [name, value, words] of /** @type {[string, string, RegExp][]} */ ([
      ['position', 'garbage', /position attribute could not be used/],
      ['record', new Game('anywoli', {}).record(), /game of Anywoli/],
    ])) {
      await element.evaluate((node, [n, v]) => node.setAttribute(n, v), [name, value]);
      await page.waitForFunction(() => /** @type {any} */ (window).refusals.length > 0);
      const [event] = await refusals(page);
      assert.equal(event.name, name);
      assert.match(event.message, words);
      await shows(own);
      await element.evaluate((node, n) => node.removeAttribute(n), name);
      await shows(own);
    }
    assert.deepEqual(
      problems.map((p) => p.replace(/:.*$/s, '')),
      ['console warning', 'console warning'],
      'each refused attribute is also a console warning',
    );
    problems.length = 0;

    // A set-up position of another game (the element follows the position's game).
    await element.evaluate((node) => node.removeAttribute('game'));
    await element.evaluate((node, text) => node.setAttribute('position', text), position);
    await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg[data-game="anywoli"][data-holes]'));
    assert.equal((await facts(page)).position, position);
    assert.deepEqual(problems, []);
  });
});

test('mode="replay" opens a game at move `ply`; orientation turns the board; controls trims the controls', async () => {
  const finished = await randomFinishedGame('sadeqa-ii', 5);
  const record = finished.record();
  const total = finished.view().moves.length;
  const { Game } = await loadBuiltEngine();
  const at = (/** @type {number} */ k) => {
    const copy = Game.fromRecord(record);
    for (let i = total; i > k; i--) copy.undo();
    return copy.positionText();
  };
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const escaped = record.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    await openHost(page, context, `<mancala-game mode="replay" ply="3" record="${escaped}" speed="instant" orientation="A" controls="minimal"></mancala-game>`);
    assert.equal((await facts(page)).position, at(3));
    assert.equal(await board(page, 'sadeqa-ii').locator('.mg-records').getAttribute('open'), '', 'the replay panel is open');
    const element = page.locator('mancala-game');
    await element.evaluate((node) => node.setAttribute('ply', '5'));
    assert.equal((await facts(page)).position, at(5));
    assert.deepEqual(
      await callElement(page, 'redo'),
      { result: Game.fromRecord(record).view().moves.slice(0, 6) },
      'the rest of the game is there to step through',
    );
    for (const bad of ['999', '-1', 'three']) {
      await element.evaluate((node, value) => node.setAttribute('ply', value), bad);
      const [event] = await refusals(page);
      assert.match(event.message, new RegExp(`ply must be a whole number from 0 to ${total}`));
    }
    assert.equal((await facts(page)).position, at(6), 'a bad ply leaves the board where it was');
    // Another game handed in (here the same game, re-written): the bad ply is reported for it too.
    await element.evaluate((node) => node.setAttribute('record', `${node.getAttribute('record')}# the same game\n`));
    await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg[data-holes]'));
    assert.deepEqual(
      (await refusals(page)).map((/** @type {any} */ e) => e.name),
      ['ply'],
    );
    problems.length = 0;

    // orientation="A": A's side at the bottom (its plate below B's); B (the default) the other way.
    const plates = async () => JSON.parse(await boardData(page, 'sadeqa-ii', 'sides')).plates;
    const turned = await plates();
    assert.ok(turned.A[1] > turned.B[1], `A at the bottom: ${JSON.stringify(turned)}`);
    // controls="minimal": the bar's buttons, no panels.
    const sadeqa = board(page, 'sadeqa-ii');
    assert.equal(await sadeqa.locator('button.mg-new').isVisible(), true);
    assert.equal(await sadeqa.locator('.mg-panels').isVisible(), false);
    await element.evaluate((node) => node.setAttribute('controls', 'none'));
    assert.equal(await sadeqa.locator('.mg-bar').isVisible(), false);
    assert.equal(await sadeqa.locator('canvas').isVisible(), true);
    await element.evaluate((node) => node.setAttribute('controls', 'lots'));
    assert.equal(await sadeqa.locator('.mg-panels').isVisible(), true, 'a bad value gives the default, full');
    assert.match(problems.join('\n'), /controls="lots" is not one of full, minimal, none/);
    // Turned back in place, at the board's next frame (no rebuild).
    await element.evaluate((node) => node.removeAttribute('orientation'));
    await page.waitForFunction(() => {
      const sides = document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg')?.getAttribute('data-sides');
      return sides && JSON.parse(sides).plates.A[1] < JSON.parse(sides).plates.B[1];
    });
    const upright = await plates();
    assert.ok(upright.A[1] < upright.B[1], `B at the bottom: ${JSON.stringify(upright)}`);

    // Bad values of the other new attributes: the default, a warning and an error event each.
    problems.length = 0;
    await refusals(page);
    for (const [name, value, fallback] of [
      ['orientation', 'C', '"B"'],
      ['theme', 'neon', '"light"'],
      ['mode', 'rewind', '"play"'],
    ]) {
      await element.evaluate((node, [n, v]) => node.setAttribute(n, v), [name, value]);
      await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg[data-holes]'));
      const events = await refusals(page);
      assert.ok(
        events.some((/** @type {any} */ e) => e.name === name && e.message.includes(`using ${fallback}`)),
        `${name}="${value}": ${JSON.stringify(events)}`,
      );
    }
    assert.equal(await sadeqa.locator('.mg-records').getAttribute('open'), null, 'mode="rewind" plays: the replay panel stays closed');
    const stage = await page.evaluate(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-element')?.getAttribute('data-theme'));
    assert.equal(stage, 'light');
    const flat = await plates();
    assert.ok(flat.A[1] < flat.B[1], 'orientation="C" gives B at the bottom');
    assert.ok(problems.length >= 3, 'each bad value is a console warning too');

    // Reported once: a rebuild for another attribute does not report the bad values again,
    // and a bad value set afresh is reported afresh.
    problems.length = 0;
    await element.evaluate((node) => node.setAttribute('speed', 'fast'));
    await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg[data-holes]'));
    await element.evaluate((node) => node.setAttribute('controls', 'minimal'));
    assert.deepEqual(await refusals(page), [], 'nothing new was refused');
    assert.deepEqual(problems, []);
    await element.evaluate((node) => node.setAttribute('theme', 'dark'));
    await element.evaluate((node) => node.setAttribute('theme', 'neon'));
    assert.deepEqual(
      (await refusals(page)).map((/** @type {any} */ e) => e.name),
      ['theme'],
    );
  });
});

test('two boards keeping their game under the same save name are reported: the second keeps its game apart', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/two-boards.html', site.url).href,
      `<script>window.refusals = []; addEventListener('error', (e) => { if (e.detail) window.refusals.push(e.detail); }, true);</script>
       <script type="module" src="../mancala-game.js"></script>
       <mancala-game game="sokusowo"></mancala-game><mancala-game game="sokusowo"></mancala-game>
       <mancala-game game="sokusowo" save="second"></mancala-game><mancala-game game="anywoli"></mancala-game>`,
      '',
      'es',
    );
    await page.goto(url);
    await waitForElements(page, 4);
    const events = await refusals(page);
    assert.deepEqual(
      events.map((/** @type {any} */ e) => [e.source, e.name]),
      [['attribute', 'save']],
      `one report, for the second board of the same name: ${JSON.stringify(events)}`,
    );
    assert.match(events[0].message, /«sokusowo»/, 'in the page’s language, naming the save name');
    assert.equal(problems.length, 1, 'and one console warning');
    problems.length = 0;
  });
});
