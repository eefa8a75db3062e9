// @ts-check
// The start position is painted before the engine is in (www/board/start-board.js):
// with the rules' wasm held back, the play page's board shows its game's
// start at once, a tap on it says the board is getting ready, and the board
// that takes over once the wasm comes sits exactly where the start was and
// plays. A board with a kept game paints no start (never the start over
// another position); it waits for the engine.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_START, START_VIEWS } from '../../www/pkg/start-views.js';
import { elementMoves, loadBuiltEngine, nextFrames, openPage, useSite, waitForFirstDraw } from './helpers.mjs';

const site = useSite();
const WASM = '**/mancala_wasm_bg.wasm';

/**
 * Holds the page's rules wasm back until `release` is called.
 * @param {import('playwright-core').Page} page
 */
async function holdWasm(page) {
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((done) => {
    release = () => done(undefined);
  });
  await page.route(WASM, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * Whether a performance mark starting with `prefix` has been set.
 * @param {import('playwright-core').Page} page
 * @param {string} prefix
 */
function marked(page, prefix) {
  return page.evaluate((start) => performance.getEntriesByType('mark').some((m) => m.name.startsWith(start)), prefix);
}

/**
 * The shown canvas of the page's board: its box, and how many of its pixels are painted.
 * @param {import('playwright-core').Page} page
 */
function shownCanvas(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
    const canvases = [...root.querySelectorAll('canvas')].filter((c) => c.getClientRects().length > 0);
    const canvas = /** @type {HTMLCanvasElement} */ (canvases[0]);
    const r = canvas.getBoundingClientRect();
    const pixels = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) painted++;
    return {
      shown: canvases.length,
      box: [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(','),
      painted,
      size: canvas.width * canvas.height,
    };
  });
}

test("the starts painted are the built engine's, for every game and starting player", async () => {
  const { Game } = await loadBuiltEngine();
  assert.deepEqual(
    Object.keys(START_VIEWS),
    Game.games().map((/** @type {{ key: string }} */ g) => g.key),
  );
  assert.equal(DEFAULT_START, Game.settings().defaults.start);
  for (const key of Object.keys(START_VIEWS)) {
    for (const start of /** @type {const} */ (['A', 'B'])) {
      const game = new Game(key, { ...Game.settings().defaults, start });
      assert.deepEqual(START_VIEWS[key][start], JSON.parse(JSON.stringify(game.view())), `${key}, ${start} to start`);
      game.free();
    }
  }
});

/**
 * The shown status line of the element's board (the start's or the board's): its words, short form, colour and box.
 * @param {import('playwright-core').Page} page
 */
function statusLine(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
    const status = [...root.querySelectorAll('.mg-status')].find((node) => node.getClientRects().length > 0);
    const box = status?.getBoundingClientRect();
    return {
      text: status?.textContent ?? '',
      short: status instanceof HTMLElement ? (status.dataset.short ?? null) : null,
      player: status instanceof HTMLElement ? (status.dataset.player ?? null) : null,
      box: box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : '',
      width: box?.width ?? 0,
    };
  });
}

// Each game on one screen; Anywoli's long board on a landscape phone has the action bar under it.
for (const [game, viewport] of /** @type {const} */ ([
  ['sadeqa-ii', { width: 390, height: 844 }],
  ['sokusowo', { width: 360, height: 640 }],
  ['anywoli', { width: 844, height: 390 }],
  ['sulus-aidi', { width: 1280, height: 800 }],
])) {
  test(`the start is painted before the engine is in and the board takes its place (${game}, ${viewport.width}x${viewport.height})`, async () => {
    const { context, page, problems } = await openPage(site.browser, site.url, { viewport });
    try {
      await page.addInitScript(() => {
        const w = /** @type {any} */ (window);
        w.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.layoutShifts.push(/** @type {any} */ (entry).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { release } = await holdWasm(page);
      await page.goto(`${site.url}play.html?game=${game}`);
      await page.waitForFunction((key) => performance.getEntriesByType('mark').some((m) => m.name === `mancala:start-paint:${key}`), game, { timeout: 60_000 });
      await nextFrames(page);
      assert.equal(await marked(page, 'mancala:first-draw:'), false, 'the wasm is held back: the board cannot be up yet');
      const start = await shownCanvas(page);
      assert.equal(start.shown, 1);
      assert.ok(start.painted > start.size / 2, `the start is drawn (${start.painted} of ${start.size} pixels painted)`);
      // What scripts and tests find the board that plays by is not on the start: they wait for the board.
      assert.equal(
        await page.evaluate(() => document.querySelector('mancala-game')?.shadowRoot?.querySelectorAll('.mg[data-holes], .mg[data-game]').length),
        0,
        "the start carries none of the board's marks",
      );
      // The page's header is beside or above the board already, where the board keeps it.
      assert.equal(await page.locator('.play-header').getAttribute('slot'), 'header');
      // The status line too, as the board first writes it: the largest text of its first screen (its Largest Contentful Paint).
      const startStatus = await statusLine(page);
      assert.ok(startStatus.text.length > 0 && startStatus.width > 0, `the start's status line is shown: ${JSON.stringify(startStatus)}`);

      // A tap says why nothing happens.
      const canvas = page.locator('mancala-game canvas').first();
      await canvas.click();
      await page.waitForFunction(() => {
        const toast = document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-toast:not([hidden])');
        return toast?.textContent?.includes('The board is getting ready');
      });
      assert.match((await page.locator('mancala-game .mg-live').first().textContent()) ?? '', /getting ready/);

      release();
      await waitForFirstDraw(page);
      await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelectorAll('.mg').length === 1);
      const board = await shownCanvas(page);
      assert.equal(board.box, start.box, 'the board sits where the start was painted');
      assert.deepEqual(await statusLine(page), startStatus, "the board's status line says the same, where the start's was");
      await nextFrames(page);
      // Nothing moved on the page meanwhile (a thousandth, as layout-shift.test.mjs allows, is not seen).
      const shifts = /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).layoutShifts));
      assert.ok(
        shifts.every((value) => value < 0.005),
        `layout shifts: ${shifts.join(', ')}`,
      );
      // The board plays now: a hole of the side to move takes a tap.
      const move = START_VIEWS[game].B.legal_moves[0];
      await page.evaluate((first) => /** @type {any} */ (document.querySelector('mancala-game')).play(first), move);
      assert.deepEqual(await elementMoves(page), [move]);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('a board with a kept game paints no start before the engine is in', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  try {
    await page.goto(`${site.url}play.html?game=sokusowo`);
    await waitForFirstDraw(page);
    await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).play('1B'));
    // Kept once the store has it: the element's move is written to IndexedDB.
    await page.waitForFunction(
      () =>
        new Promise((done) => {
          const open = indexedDB.open('mancala');
          open.onerror = () => done(false);
          open.onsuccess = () => {
            const db = open.result;
            const names = [...db.objectStoreNames];
            if (names.length === 0) return done(false);
            const all = db.transaction(names[0]).objectStore(names[0]).getAll();
            all.onsuccess = () => done(all.result.some((entry) => entry.slot === 'sokusowo' && entry.summary?.moves === 1));
            all.onerror = () => done(false);
          };
        }),
    );

    const { release } = await holdWasm(page);
    await page.reload();
    // The page's own read of its games is done once a read started after it is (one database, in order).
    await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('link')?.sheet != null);
    await page.evaluate(
      () =>
        new Promise((done) => {
          const open = indexedDB.open('mancala');
          open.onsuccess = () => {
            const db = open.result;
            const all = db
              .transaction([...db.objectStoreNames])
              .objectStore(db.objectStoreNames[0])
              .getAll();
            all.onsuccess = () => done(undefined);
          };
        }),
    );
    await nextFrames(page, 3);
    assert.equal(await marked(page, 'mancala:start-paint:'), false, 'no start is painted over a kept game');
    release();
    await waitForFirstDraw(page);
    assert.equal(await marked(page, 'mancala:start-paint:'), false);
    assert.deepEqual(await elementMoves(page), ['1B'], 'the kept game is shown');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// The start comes from the page's first script (www/pages/first-paint.js), not after the page's whole code.
for (const [path, game, viewport] of /** @type {const} */ ([
  ['play', 'sokusowo', { width: 390, height: 844 }],
  ['embed', 'anywoli', { width: 844, height: 390 }],
])) {
  test(`${path}.html paints the start before the page's code is in, and the element takes it over (${game})`, async () => {
    const { context, page, problems } = await openPage(site.browser, site.url, { viewport });
    try {
      /** @type {() => void} */
      let release = () => {};
      const held = new Promise((done) => {
        release = () => done(undefined);
      });
      await page.route(`**/${path}.bundle.js`, async (route) => {
        await held;
        await route.continue();
      });
      // Not until `load`: the held code holds it back.
      await page.goto(`${site.url}${path}.html?game=${game}`, { waitUntil: 'commit' });
      await page.waitForFunction((key) => performance.getEntriesByType('mark').some((m) => m.name === `mancala:start-paint:${key}`), game, { timeout: 60_000 });
      assert.equal(await page.evaluate(() => customElements.get('mancala-game')), undefined, "the element's code is held back: it is not defined yet");
      const start = await shownCanvas(page);
      assert.ok(start.painted > start.size / 2, `the start is drawn (${start.painted} of ${start.size} pixels painted)`);
      if (path === 'play') {
        assert.equal(await page.locator('.play-header').getAttribute('slot'), 'header');
      }

      release();
      await waitForFirstDraw(page);
      await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelectorAll('.mg').length === 1);
      const board = await shownCanvas(page);
      assert.equal(board.box, start.box, 'the board sits where the start was painted');
      // One stylesheet and one box for the board in the element's shadow root: the start's were taken over.
      assert.deepEqual(
        await page.evaluate(() => {
          const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
          return [root.querySelectorAll('link[rel="stylesheet"]').length, root.querySelectorAll('.mg-element').length];
        }),
        [1, 1],
      );
      const move = START_VIEWS[game].B.legal_moves[0];
      await page.evaluate((first) => /** @type {any} */ (document.querySelector('mancala-game')).play(first), move);
      assert.deepEqual(await elementMoves(page), [move]);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
