// @ts-check
// The page's drawing and bookkeeping stay proportionate: at most one repaint
// of a board per animation frame however many pointer events arrive, the
// engine's view built once per move, and the move list extended, never
// rebuilt.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { board, boardData, clickHole, firstPlayable, inContext, loadSite, nextFrames, reloadSite, setSpeed, useSite, waitIdle } from './helpers.mjs';

const site = useSite();

/** Counts, per animation frame, the repaints of every canvas on the page (the painter sets the transform once per paint). */
function countPaints() {
  const w = /** @type {any} */ (window);
  w.__paintFrames = [];
  const setTransform = CanvasRenderingContext2D.prototype.setTransform;
  CanvasRenderingContext2D.prototype.setTransform = function (/** @type {any[]} */ ...args) {
    // document.timeline.currentTime is the same for every callback of one frame.
    if (this.canvas.isConnected) w.__paintFrames.push(document.timeline.currentTime);
    return /** @type {any} */ (setTransform).apply(this, args);
  };
}

test('pointer events over the board repaint it at most once per animation frame', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.addInitScript(countPaints);
    await loadSite(page, site.url);
    const centres = JSON.parse(await boardData(page, 'anywoli', 'holes'));
    await board(page, 'anywoli').locator('canvas').scrollIntoViewIfNeeded();
    await nextFrames(page);
    const paints = await board(page, 'anywoli')
      .locator('canvas')
      .evaluate(async (canvas, holes) => {
        const w = /** @type {any} */ (window);
        w.__paintFrames = [];
        const box = canvas.getBoundingClientRect();
        // Twenty-four moves of the pointer from hole to hole, all in one task.
        for (const [x, y] of Object.values(holes)) {
          const init = { clientX: box.x + x, clientY: box.y + y, bubbles: true, pointerType: 'mouse' };
          canvas.dispatchEvent(new PointerEvent('pointermove', init));
          canvas.dispatchEvent(new MouseEvent('mousemove', init));
        }
        for (let i = 0; i < 4; i++) await new Promise((done) => requestAnimationFrame(done));
        return /** @type {number[]} */ (w.__paintFrames);
      }, centres);
    const perFrame = new Map();
    for (const t of paints) perFrame.set(t, (perFrame.get(t) ?? 0) + 1);
    assert.ok(paints.length >= 1, 'the hovering was drawn');
    assert.deepEqual(
      [...perFrame.values()].filter((n) => n > 1),
      [],
      `paints per frame: ${JSON.stringify([...perFrame.values()])}`,
    );
    assert.deepEqual(problems, []);
  });
});

/**
 * Counts the page's calls into the engine's game handles (the wasm exports
 * `game_*`): all of them in `__gameCalls`, and the view's by the handle
 * asked (its pointer, the export's first argument) in `__viewsBy`. The
 * page's wasm instance is handed to its glue with those exports wrapped
 * (the glue lives inside the page's bundle).
 */
function countEngineCalls() {
  const w = /** @type {any} */ (window);
  w.__gameCalls = 0;
  /** @type {Record<string, number>} */
  w.__viewsBy = {};
  /** @param {any} result */
  const wrap = (result) => {
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    if (!instance || !('game_view' in instance.exports)) return result;
    // A copy: a Proxy may not change the exports' frozen properties.
    const exports = { ...instance.exports };
    for (const [name, value] of Object.entries(exports)) {
      if (!name.startsWith('game_') || typeof value !== 'function') continue;
      exports[name] = (/** @type {any[]} */ ...args) => {
        w.__gameCalls += 1;
        if (name === 'game_view') w.__viewsBy[args[0]] = (w.__viewsBy[args[0]] ?? 0) + 1;
        return /** @type {any} */ (value)(...args);
      };
    }
    const wrapped = { exports };
    return result instanceof WebAssembly.Instance ? wrapped : { ...result, instance: wrapped };
  };
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => wrap(await streaming.apply(WebAssembly, args));
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = /** @type {any} */ (async (/** @type {any[]} */ ...args) => wrap(await /** @type {any} */ (instantiate).apply(WebAssembly, args)));
}

test("a move builds the engine's view once and adds to the move list without rebuilding it", async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.addInitScript(countEngineCalls);
    await loadSite(page, site.url);
    await setSpeed(page, 'sokusowo', 'instant');
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const list = document.querySelector('.mg[data-game="sokusowo"] .mg-moves-list');
      if (!list) throw new Error('no move list');
      w.__removed = 0;
      w.__added = 0;
      new MutationObserver((records) => {
        for (const r of records) {
          w.__removed += r.removedNodes.length;
          w.__added += r.addedNodes.length;
        }
      }).observe(list, { childList: true, subtree: true });
    });
    // The board's game is one handle, asked the most; the info page's Games
    // list reads the kept copy once a version with a handle of its own.
    const views = [];
    for (let move = 0; move < 3; move++) {
      const before = await page.evaluate(() => ({ .../** @type {any} */ (window).__viewsBy }));
      await clickHole(page, 'sokusowo', await firstPlayable(page, 'sokusowo'));
      await waitIdle(page, 'sokusowo');
      await nextFrames(page);
      const after = await page.evaluate(() => /** @type {Record<string, number>} */ (/** @type {any} */ (window).__viewsBy));
      views.push(Math.max(...Object.entries(after).map(([handle, n]) => n - (before[handle] ?? 0))));
    }
    assert.deepEqual(views, [1, 1, 1], 'one view of the board’s game per move');
    const { removed, added } = await page.evaluate(() => ({ removed: /** @type {any} */ (window).__removed, added: /** @type {any} */ (window).__added }));
    assert.equal(removed, 0, 'no entry of the move list was taken out and rebuilt');
    assert.ok(added >= 3, `the list grew by the moves (${added} nodes added)`);
    assert.equal(await board(page, 'sokusowo').locator('.mg-moves-list li').count(), 3);
    assert.deepEqual(problems, []);
  });
});

test('building the texts and a frame asks the engine nothing: a refresh and a repaint of the same position make no wasm call', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.addInitScript(countEngineCalls);
    await loadSite(page, site.url);
    const game = 'sokusowo';
    await setSpeed(page, game, 'instant');
    for (let move = 0; move < 2; move++) {
      await clickHole(page, game, await firstPlayable(page, game));
      await waitIdle(page, game);
    }
    // A move taken back: the move list shows the whole line, the redo list too.
    await board(page, game).locator('button.mg-undo').click();
    await page.locator(`.mg[data-game="${game}"][data-moves]:not([data-moves*=" "])`).waitFor({ state: 'attached' });
    assert.equal(await board(page, game).locator('.mg-moves-list li').count(), 2, 'the move taken back is still listed');
    // The pointer over a playable hole: its preview is drawn, worked out once.
    const hole = await firstPlayable(page, game);
    const centre = JSON.parse(await boardData(page, game, 'holes'))[hole];
    await board(page, game)
      .locator('canvas')
      .hover({ position: { x: centre[0], y: centre[1] } });
    await page.locator(`.mg[data-game="${game}"][data-pointed="${hole}"]:not([data-preview=""])`).waitFor({ state: 'attached' });
    await nextFrames(page);
    const before = await page.evaluate(() => /** @type {number} */ (/** @type {any} */ (window).__gameCalls));
    assert.ok(before > 0, 'the engine calls are counted');
    // Two refreshes (the preview switch off and on) and a repaint (another colour scheme).
    await board(page, game)
      .locator('.mg-preview-toggle')
      .evaluate((toggle) => {
        /** @type {HTMLInputElement} */ (toggle).click();
        /** @type {HTMLInputElement} */ (toggle).click();
      });
    await page.emulateMedia({ colorScheme: 'dark' });
    await nextFrames(page, 3);
    const after = await page.evaluate(() => /** @type {number} */ (/** @type {any} */ (window).__gameCalls));
    assert.equal(after - before, 0, 'no engine call while the same position’s texts and frames were built again');
    assert.notEqual(await boardData(page, game, 'preview'), '', 'the preview is still shown');
    assert.deepEqual(problems, []);
  });
});

test('a long Anywoli sowing animates frame after frame, and Skip ends it', async () => {
  await inContext(site, {}, async ({ page, problems }) => {
    // After 5B 8A, B's 4B sows 75 seeds in relays with four captures: seconds at normal speed.
    const record = 'game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 5B 8A\nresult: *\n';
    await page.goto(site.url);
    await page.evaluate((text) => localStorage.setItem('mancala:game:anywoli', JSON.stringify({ record: text, options: {} })), record);
    await reloadSite(page);
    await setSpeed(page, 'anywoli', 'normal');
    await board(page, 'anywoli').scrollIntoViewIfNeeded();
    await clickHole(page, 'anywoli', '4B');
    // Forty frames while the sowing runs (the benchmark times them: docs/PERFORMANCE.md).
    const frames = await page.evaluate(async () => {
      const root = /** @type {HTMLElement} */ (document.querySelector('.mg[data-game="anywoli"]'));
      let count = 0;
      while (count < 40 && root.dataset.animating === 'true') {
        await new Promise((done) => requestAnimationFrame(done));
        count++;
      }
      return count;
    });
    assert.equal(frames, 40, 'the sowing was still animating after 40 frames');
    assert.equal(await boardData(page, 'anywoli', 'animating'), 'true');
    await board(page, 'anywoli').locator('.mg-skip').click();
    await waitIdle(page, 'anywoli');
    assert.equal((await boardData(page, 'anywoli', 'moves')).split(' ').length, 3, 'the sowing ended with its move played');
    assert.deepEqual(problems, []);
  });
});
