// @ts-check
// The move preview (issue #12): pointing at a playable hole (the mouse,
// the keyboard focus, a long press on a touch screen) shows what the move
// would do, in the board's published words (data-preview), its tooltip and
// its description for screen readers, without changing the game; the
// switch in the options turns it off and stays off. The time of the longest
// Anywoli move's preview is the benchmark's (tests/bench/browser.bench.mjs).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  board,
  boardData,
  clickHole,
  inContext,
  liveText,
  loadBuiltEngine,
  nextFrames,
  reloadSite,
  screenshotBoard,
  useSite,
  waitForBoards,
  waitIdle,
} from './helpers.mjs';

const site = useSite();

// After 5B 8A, B's 4B sows 75 seeds in 14 laps with four captures (tests/e2e/perf.test.mjs).
const LONG_ANYWOLI = 'game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 5B 8A\nresult: *\n';

const WORDS = {
  en: {
    anywoli: '4B: 14 laps, ends in 7B, B captures 8, A gets 8, B plays again',
    sokusowo: '1B: four laps, ends in 4B, B puts 4 seeds aside',
    sadeqa: '6B: four laps, ends in 3A, B captures 4',
  },
  es: {
    anywoli: '4B: 14 vueltas, termina en 7B, B captura 8, A se lleva 8, B vuelve a jugar',
    sokusowo: '1B: cuatro vueltas, termina en 4B, B aparta 4 semillas',
    sadeqa: '6B: cuatro vueltas, termina en 3A, B captura 4',
  },
};

/**
 * Moves the mouse over a hole at the centre the board publishes for it.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} label
 */
async function hoverHole(page, game, label) {
  const centres = JSON.parse(await boardData(page, game, 'holes'));
  await board(page, game)
    .locator('canvas')
    .hover({ position: { x: centres[label][0], y: centres[label][1] } });
}

/**
 * The board's published preview words and the canvas's tooltip.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
async function shownPreview(page, game) {
  const canvas = board(page, game).locator('canvas');
  const description = await canvas.evaluate((node) => {
    // The canvas's own description for screen readers, from the elements it names.
    const root = /** @type {Document | ShadowRoot} */ (node.getRootNode());
    const ids = (node.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => root.getElementById?.(id)?.textContent ?? '').join(' | ');
  });
  return { words: await boardData(page, game, 'preview'), title: (await canvas.getAttribute('title')) ?? '', description };
}

/**
 * @param {import('playwright-core').Page} page
 */
async function putLongAnywoli(page) {
  await page.evaluate((text) => localStorage.setItem('mancala:game:anywoli', JSON.stringify({ record: text, options: {} })), LONG_ANYWOLI);
  await reloadSite(page);
}

for (const lang of /** @type {const} */ (['en', 'es'])) {
  test(`hovering a hole previews its move (${lang}): a long Anywoli move, Sokusowó's seeds put aside, a Sadeqa II capture; the game is unchanged`, async () => {
    await inContext(site, { locale: lang === 'es' ? 'es-ES' : 'en-GB' }, async ({ page, problems }) => {
      await page.goto(site.url);
      await waitForBoards(page);
      await putLongAnywoli(page);
      for (const [game, hole, words] of [
        ['anywoli', '4B', WORDS[lang].anywoli],
        ['sokusowo', '1B', WORDS[lang].sokusowo],
        ['sadeqa-ii', '6B', WORDS[lang].sadeqa],
      ]) {
        const position = await boardData(page, game, 'position');
        await board(page, game).scrollIntoViewIfNeeded();
        await hoverHole(page, game, hole);
        const shown = await shownPreview(page, game);
        assert.equal(shown.words, words, `${game} ${hole}`);
        assert.equal(shown.title, words, `${game}: the tooltip`);
        assert.ok(shown.description.endsWith(words), `${game}: the canvas's description ends with the preview (${shown.description})`);
        assert.equal(await boardData(page, game, 'position'), position, `${game}: the preview played nothing`);
        // Off the board, the preview goes.
        await page.mouse.move(1, 1);
        assert.equal(await boardData(page, game, 'preview'), '');
        assert.equal(await board(page, game).locator('canvas').getAttribute('title'), null);
      }
      if (lang === 'en') {
        // Another playable hole first: 4B's preview is then asked of the engine afresh.
        await hoverHole(page, 'anywoli', '3B');
        assert.match(await boardData(page, 'anywoli', 'preview'), /^3B: /);
        await nextFrames(page);
        await hoverHole(page, 'anywoli', '4B');
        await nextFrames(page);
        assert.equal(await boardData(page, 'anywoli', 'preview'), WORDS.en.anywoli);
        await screenshotBoard(page, 'anywoli', 'preview-anywoli-desktop');
      }
      // The engine's game is the one before the previews: playing 4B gives what it gives in Node.
      const { Game } = await loadBuiltEngine();
      const game = Game.fromRecord(LONG_ANYWOLI);
      game.play('4B');
      await clickHole(page, 'anywoli', '4B');
      await waitIdle(page, 'anywoli');
      assert.equal(await boardData(page, 'anywoli', 'moves'), '5B 8A 4B');
      assert.equal(await boardData(page, 'anywoli', 'position'), game.positionText());
      game.free();
      // The Sulus Aidi opening has no single-hole preview: it says so.
      await hoverHole(page, 'sulus-aidi', (await boardData(page, 'sulus-aidi', 'playable')).split(' ')[0]);
      assert.equal(
        await boardData(page, 'sulus-aidi', 'preview'),
        lang === 'en'
          ? 'No preview in the opening: both players sow at the same time.'
          : 'No hay vista previa en la salida: los dos jugadores siembran a la vez.',
      );
      assert.deepEqual(problems, []);
    });
  });
}

test('the keyboard focus previews the focused hole and tells screen readers', async () => {
  await inContext(site, {}, async ({ page, problems }) => {
    await page.goto(site.url);
    await waitForBoards(page);
    const canvas = board(page, 'sadeqa-ii').locator('canvas');
    await canvas.focus();
    // The first arrow puts the focus ring on the hole to play: Sadeqa II opens from 6B only.
    await page.keyboard.press('ArrowRight');
    const shown = await shownPreview(page, 'sadeqa-ii');
    assert.equal(shown.words, WORDS.en.sadeqa);
    assert.equal(shown.title, WORDS.en.sadeqa);
    assert.equal(await liveText(page, 'sadeqa-ii'), WORDS.en.sadeqa, 'the live region reads it');
    // A hole that cannot be played has no preview.
    await page.keyboard.press('ArrowLeft');
    assert.equal(await boardData(page, 'sadeqa-ii', 'preview'), '');
    await page.keyboard.press('ArrowRight');
    assert.equal(await boardData(page, 'sadeqa-ii', 'preview'), WORDS.en.sadeqa);
    // Leaving the board takes the preview away.
    await canvas.blur();
    assert.equal(await boardData(page, 'sadeqa-ii', 'preview'), '');
    assert.equal(await boardData(page, 'sadeqa-ii', 'moves'), '');
    assert.deepEqual(problems, []);
  });
});

test('a long press on a touch screen previews without playing; a tap still plays', async () => {
  const context = await site.browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: 'es-ES',
    // Not Playwright's default: the site's worker would fetch and cache the whole build for nothing here.
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}play.html?game=sokusowo`);
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor({ state: 'attached' });
    const position = await boardData(page, 'sokusowo', 'position');
    const centres = JSON.parse(await boardData(page, 'sokusowo', 'holes'));
    const box = await board(page, 'sokusowo').locator('canvas').boundingBox();
    assert.ok(box);
    const at = { x: box.x + centres['1B'][0], y: box.y + centres['1B'][1] };
    const touch = await context.newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    // Held: the preview shows once the press is long (the board is in the element's shadow root).
    await page.locator('.mg[data-game="sokusowo"][data-preview]:not([data-preview=""])').waitFor({ state: 'attached' });
    assert.equal(await boardData(page, 'sokusowo', 'preview'), WORDS.es.sokusowo, 'held: the preview shows');
    await screenshotBoard(page, 'sokusowo', 'preview-sokusowo-phone');
    await page.evaluate(() => {
      /** @type {any} */ (window).__released = new Promise((done) => window.addEventListener('pointerup', done, { capture: true, once: true }));
    });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The release reached the page, and the click a tap would bring follows it in the same gesture, before these frames.
    await page.evaluate(() => /** @type {any} */ (window).__released);
    await nextFrames(page, 3);
    assert.equal(await boardData(page, 'sokusowo', 'moves'), '', 'releasing after a long press plays nothing');
    assert.equal(await boardData(page, 'sokusowo', 'position'), position);
    assert.equal(await boardData(page, 'sokusowo', 'preview'), WORDS.es.sokusowo, 'the preview stays until the next touch');
    // A short tap plays as before.
    await board(page, 'sokusowo')
      .locator('canvas')
      .tap({ position: { x: centres['1B'][0], y: centres['1B'][1] } });
    await waitIdle(page, 'sokusowo');
    assert.equal(await boardData(page, 'sokusowo', 'moves'), '1B');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the switch in the options turns the preview off, and it stays off after a reload', async () => {
  await inContext(site, {}, async ({ page, problems }) => {
    await page.goto(site.url);
    await waitForBoards(page);
    const sokusowo = board(page, 'sokusowo');
    const toggle = sokusowo.locator('.mg-preview-toggle');
    assert.equal(await toggle.isChecked(), true, 'on by default');
    await sokusowo.locator('.mg-options summary').click();
    assert.equal((await sokusowo.locator('.mg-preview-switch').textContent())?.trim(), 'Preview moves');
    await toggle.uncheck();
    await hoverHole(page, 'sokusowo', '1B');
    assert.equal(await boardData(page, 'sokusowo', 'preview'), '');
    assert.equal(await sokusowo.locator('canvas').getAttribute('title'), null);
    await reloadSite(page);
    assert.equal(await board(page, 'sokusowo').locator('.mg-preview-toggle').isChecked(), false, 'remembered');
    await hoverHole(page, 'sokusowo', '1B');
    assert.equal(await boardData(page, 'sokusowo', 'preview'), '', 'still off after the reload');
    // Every board reads the same switch.
    await hoverHole(page, 'sadeqa-ii', '6B');
    assert.equal(await boardData(page, 'sadeqa-ii', 'preview'), '');
    await board(page, 'sokusowo').locator('.mg-options summary').click();
    await board(page, 'sokusowo').locator('.mg-preview-toggle').check();
    await hoverHole(page, 'sokusowo', '1B');
    assert.equal(await boardData(page, 'sokusowo', 'preview'), WORDS.en.sokusowo, 'and on again');
    assert.deepEqual(problems, []);
  });
});
