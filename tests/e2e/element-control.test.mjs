// @ts-check
// End-to-end tests of what page authors control on <mancala-game> besides
// play/undo/redo/newGame (element-api.test.mjs): `readonly` and
// `storage="none"`, setRecord/setPosition/goTo/flip in place, the `change`
// event on every shown change, the cancelable `before-move`, and parts
// that cannot load (the computer's wasm, a lesson file) told once, in the
// board's language, with an `error` event and its code.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  boardData,
  callElement,
  clickHole,
  elementMoves,
  firstPlayable,
  inContext,
  loadBuiltEngine,
  servePage,
  useSite,
  waitForElements,
  waitIdle,
} from './helpers.mjs';

const site = useSite();

/**
 * Opens a host page with the given elements; their events are collected in
 * `window.heard` (type and detail), read and emptied by `heard(page)`.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} elements
 * @param {number} count  how many boards to wait for
 * @param {string} [lang]
 */
async function openHost(page, context, elements, count, lang = 'en') {
  const url = await servePage(
    context,
    new URL('author/control.html', site.url).href,
    `<link rel="icon" href="data:,"><script>
       window.heard = [];
       for (const type of ['ready', 'change', 'before-move', 'move', 'error']) {
         addEventListener(type, (e) => { if (e.target.localName === 'mancala-game') window.heard.push({ type, detail: e.detail }); }, true);
       }
     </script>
     <script type="module" src="../mancala-game.js"></script>${elements}`,
    '',
    lang,
  );
  await page.goto(url);
  await waitForElements(page, count);
}

/**
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ type: string, detail: any }[]>}
 */
const heard = (page) => page.evaluate(() => /** @type {any} */ (window).heard.splice(0));

test('readonly takes no move from a click or play(); readonly and storage="none" keep nothing in localStorage', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await openHost(
      page,
      context,
      '<mancala-game game="sokusowo" readonly speed="instant"></mancala-game><mancala-game game="anywoli" storage="none" speed="instant"></mancala-game>',
      2,
    );
    assert.equal(await boardData(page, 'sokusowo', 'playable'), '', 'a read-only board offers no hole');
    const hole = (await boardData(page, 'anywoli', 'playable')).split(' ')[0];
    const centres = JSON.parse(await boardData(page, 'sokusowo', 'holes'));
    await page.locator('.mg[data-game="sokusowo"] canvas').click({ position: { x: centres['1B'][0], y: centres['1B'][1] } });
    assert.deepEqual(await elementMoves(page), [], 'a click on the read-only board played nothing');
    const refused = await callElement(page, 'play', '1B');
    assert.deepEqual([refused.thrown, refused.code], [true, 'readonly']);
    assert.match(refused.message ?? '', /read-only/);
    // The read-only board still shows what the page hands it.
    const { Game } = await loadBuiltEngine();
    const shown = new Game('sokusowo', {});
    shown.play(shown.view().legal_moves[0]);
    await callElement(page, 'setRecord', shown.record());
    assert.deepEqual(await elementMoves(page), shown.view().moves);

    await clickHole(page, 'anywoli', hole);
    await page.locator('.mg[data-game="anywoli"][data-moves]:not([data-moves=""])').waitFor();
    await waitIdle(page, 'anywoli');
    const kept = await page.evaluate(() => Object.keys(localStorage));
    assert.deepEqual(kept, [], 'nothing in localStorage');
    assert.deepEqual(problems, []);
  });
});

test('setRecord, setPosition, goTo and flip act in place; change fires on each; before-move vetoes a click', async () => {
  const { Game } = await loadBuiltEngine();
  const game = new Game('sokusowo', {});
  for (let i = 0; i < 3; i++) game.play(game.view().legal_moves[0]);
  const record = game.record();
  const moves = game.view().moves;
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await openHost(page, context, '<mancala-game game="sokusowo" storage="none" speed="instant"></mancala-game>', 1, 'es');
    const opening = await heard(page);
    assert.deepEqual(
      opening.map((e) => e.type),
      ['change', 'ready'],
      'the first position is told once, then ready',
    );

    assert.equal((await callElement(page, 'setRecord', record)).thrown, undefined);
    assert.deepEqual(await elementMoves(page), moves);
    let events = await heard(page);
    assert.deepEqual(
      events.map((e) => [e.type, e.detail.ply]),
      [['change', 3]],
      'in place: a change, no ready',
    );

    // Bad input: a code, the message in the board's language, nothing changed.
    for (const [value, code] of /** @type {[unknown, string | RegExp][]} */ ([
      [42, 'not-a-string'],
      ['game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 1B\nresult: *\n', 'other-game'],
      ['moves: 1B', /./],
    ])) {
      const refused = await callElement(page, 'setRecord', value);
      assert.equal(refused.thrown, true, `setRecord(${JSON.stringify(value)}) is refused`);
      assert.match(String(refused.code), typeof code === 'string' ? new RegExp(`^${code}$`) : code);
      assert.deepEqual(await elementMoves(page), moves, 'nothing changed');
    }
    assert.match(String((await heard(page)).find((e) => e.detail?.code === 'other-game')?.detail.message), /Es una partida de Anywoli/);

    assert.deepEqual(await callElement(page, 'goTo', 1), { result: 1 });
    assert.deepEqual(await elementMoves(page), moves.slice(0, 1));
    assert.deepEqual((await callElement(page, 'goTo', 9)).code, 'bad-ply', 'beyond the moves of the game');
    assert.deepEqual((await callElement(page, 'goTo', 1.5)).code, 'bad-ply');
    assert.deepEqual(await callElement(page, 'undo'), { result: [] });
    events = await heard(page);
    assert.deepEqual(
      events.filter((e) => e.type === 'change').map((e) => e.detail.ply),
      [1, 0],
      'goTo and undo each told',
    );

    const other = new Game('sokusowo', {});
    other.play(/** @type {string} */ (other.view().legal_moves.at(-1)));
    const position = other.positionText();
    assert.equal((await callElement(page, 'setPosition', position)).thrown, undefined);
    assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).position), position);
    assert.equal((await callElement(page, 'setPosition', 'sokusowo 1,2')).thrown, true);
    await callElement(page, 'newGame');
    events = await heard(page);
    assert.deepEqual(
      events.filter((e) => e.type === 'change').map((e) => e.detail.position),
      [position, new Game('sokusowo', {}).positionText()],
      'setPosition and newGame each told',
    );

    // flip(): the other side at the bottom, in place.
    assert.deepEqual(await callElement(page, 'flip'), { result: 'A' });
    await page.waitForFunction(() => {
      const sides = document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg')?.getAttribute('data-sides');
      return sides && JSON.parse(sides).plates.A[1] > JSON.parse(sides).plates.B[1];
    });

    // before-move: the page vetoes the person's move, then lets the next one through.
    await page.evaluate(() => {
      document.querySelector('mancala-game')?.addEventListener('before-move', (e) => e.preventDefault(), { once: true });
    });
    const hole = await firstPlayable(page, 'sokusowo');
    await clickHole(page, 'sokusowo', hole);
    assert.deepEqual(await elementMoves(page), [], 'the vetoed move was not played');
    await clickHole(page, 'sokusowo', hole);
    await page.locator(`.mg[data-game="sokusowo"][data-moves="${hole}"]`).waitFor();
    events = await heard(page);
    assert.deepEqual(
      events.filter((e) => e.type === 'before-move').map((e) => e.detail),
      [
        { game: 'sokusowo', move: hole },
        { game: 'sokusowo', move: hole },
      ],
    );
    assert.deepEqual(problems, []);
  });
});

test('a computer that cannot load is told once, in the board’s language, with an error event; so is a lesson file', async () => {
  await inContext(site, { reducedMotion: 'reduce', serviceWorkers: 'block' }, async ({ context, page, problems }) => {
    await context.route('**/pkg-ai/mancala_wasm_ai_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await context.route('**/lessons/anywoli.jsonl', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openHost(
      page,
      context,
      `<mancala-game game="sokusowo" opponent="computer" computer-side="A" level="beginner" speed="instant" storage="none"></mancala-game>
       <mancala-game game="anywoli" mode="lesson" storage="none"></mancala-game>`,
      2,
      'es',
    );
    const hole = await firstPlayable(page, 'sokusowo');
    await clickHole(page, 'sokusowo', hole);
    const status = page.locator('.mg[data-game="sokusowo"] .mg-status');
    await status.filter({ hasText: 'El ordenador no ha podido arrancar' }).waitFor();
    // Taken back and played again: the board asks again, and says nothing new.
    assert.deepEqual(await callElement(page, 'undo'), { result: [] });
    const answers = () => performance.getEntriesByType('measure').filter((m) => m.name.startsWith('mancala:think:')).length;
    const answersBefore = await page.evaluate(answers);
    await clickHole(page, 'sokusowo', hole);
    // The second request is answered (every answer, an error too, is measured as mancala:think:…).
    await page.waitForFunction(`(${answers})() > ${answersBefore}`);
    await status.filter({ hasText: 'El ordenador no ha podido arrancar' }).waitFor();
    assert.equal(await boardData(page, 'sokusowo', 'thinking'), 'false', 'not "thinking" for ever');
    const errors = (await heard(page)).filter((e) => e.type === 'error').map((e) => e.detail);
    const computer = errors.filter((e) => e.code === 'computer-unavailable');
    assert.equal(computer.length, 1, `told once: ${JSON.stringify(errors)}`);
    assert.equal(computer[0].source, 'asset');
    assert.match(computer[0].message, /^El ordenador no ha podido arrancar/);
    const lesson = errors.filter((e) => e.code === 'lesson-failed');
    assert.equal(lesson.length, 1);
    assert.match(lesson[0].message, /404/);
    // The two 404s the test made, and nothing else.
    assert.deepEqual(
      problems.filter((p) => !/404|Failed to load resource/.test(p)),
      [],
    );
  });
});

test('off the site, a lesson’s end offers to switch the board to play or puzzles, never a link to a page that is not there', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await openHost(page, context, '<mancala-game game="sokusowo" mode="lesson" storage="none"></mancala-game>', 1);
    await page.locator('.mg[data-lesson-phase="try"]').waitFor();
    const ending = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
      const shown = (/** @type {string} */ selector) => {
        const node = /** @type {HTMLElement} */ (root.querySelector(selector));
        return { hidden: node.hidden, href: node.getAttribute('href') };
      };
      return {
        play: shown('.mg-lesson-play'),
        puzzles: shown('.mg-lesson-puzzles'),
        playHere: shown('.mg-lesson-play-here'),
        puzzlesHere: shown('.mg-lesson-puzzles-here'),
      };
    });
    assert.deepEqual(ending, {
      play: { hidden: true, href: null },
      puzzles: { hidden: true, href: null },
      playHere: { hidden: false, href: null },
      puzzlesHere: { hidden: false, href: null },
    });
    await heard(page);
    // Clicked as a learner would at the end (the ending is hidden until the last step).
    await page.locator('.mg-lesson-puzzles-here').dispatchEvent('click');
    await page.locator('.mg[data-puzzle-status="yours"]').waitFor({});
    assert.equal(await page.evaluate(() => document.querySelector('mancala-game')?.getAttribute('mode')), 'puzzle');
    assert.deepEqual(
      (await heard(page)).filter((e) => e.type === 'ready').map((e) => e.detail),
      [{ game: 'sokusowo', mode: 'puzzle' }],
    );
    assert.deepEqual(problems, []);
  });
});

test('every board of a page plays the computer through one AI worker', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    /** @type {string[]} */
    const workers = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const boards = ['sokusowo', 'anywoli', 'sadeqa-ii']
      .map((game) => `<mancala-game game="${game}" opponent="computer" computer-side="A" level="beginner" speed="instant" storage="none"></mancala-game>`)
      .join('');
    await openHost(page, context, boards, 3);
    for (const game of ['sokusowo', 'anywoli', 'sadeqa-ii']) await clickHole(page, game, await firstPlayable(page, game));
    for (const game of ['sokusowo', 'anywoli', 'sadeqa-ii']) {
      await page.locator(`.mg[data-game="${game}"][data-to-move="B"][data-moves*=" "]`).waitFor({});
    }
    assert.equal(workers.length, 1, `one worker answered the three boards: ${workers.join(', ')}`);
    assert.deepEqual(problems, []);
  });
});

test('setTranslator words the boards’ texts in the page’s own language; bad input is refused with a code', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await openHost(
      page,
      context,
      `<script type="module">
         import { setTranslator } from '../mancala-game.js';
         const FR = { 'computer.twoPlayers': 'Deux joueurs', 'computer.vsComputer': 'Contre l’ordinateur', 'api.noUndo': 'Aucun coup à reprendre ({lang}).' };
         setTranslator((key, params, lang, text) => FR[key]?.replace('{lang}', lang));
       </script>
       <mancala-game game="anywoli" storage="none"></mancala-game>`,
      1,
    );
    const opponents = page.locator('.mg[data-game="anywoli"] .mg-opponent');
    assert.deepEqual(await opponents.allTextContents(), ['Deux joueurs', 'Contre l’ordinateur']);
    const refused = await callElement(page, 'undo');
    assert.deepEqual([refused.code, refused.message], ['no-undo', 'Aucun coup à reprendre (en).'], 'a method’s refusal in the page’s words, its code kept');
    const bad = await page.evaluate(() => {
      try {
        /** @type {any} */ (customElements.get('mancala-game')).setTranslator('fr');
        return null;
      } catch (e) {
        return /** @type {any} */ (e).code;
      }
    });
    assert.equal(bad, 'not-a-function');
    assert.deepEqual(await opponents.allTextContents(), ['Deux joueurs', 'Contre l’ordinateur'], 'the refused call changed nothing');
    assert.deepEqual(problems, []);
  });
});
