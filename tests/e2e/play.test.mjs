// @ts-check
// play.html and embed.html on four screens for every game: the board whole in
// the first screen and as large as the screen allows, no sideways scroll,
// touch-sized controls and holes, the essential controls in the first
// screen, and the plates beside their own side when the board stands
// upright. index.html links every game to its play page.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { nextFrames, openPage, RESULTS, saveScreenshot, useSite } from './helpers.mjs';

const site = useSite();
const GAMES = ['sulus-aidi', 'sokusowo', 'sadeqa-ii', 'anywoli'];
/**
 * Portrait phones need the board over 80 % of a side; a landscape phone and
 * the desktop over 60 % (the column beside the board keeps its panels, the
 * review graph among them, readable: state/layout.js).
 */
const SCREENS = [
  { width: 390, height: 844, share: 0.8 },
  { width: 360, height: 640, share: 0.8 },
  { width: 844, height: 390, share: 0.6 },
  { width: 1280, height: 800, share: 0.6 },
];
const TOUCH = 44;
/** The controls a player needs while playing, in the first screen (the rest may scroll). */
const ESSENTIAL = ['.mg-new', '.mg-undo', '.mg-redo', '.mg-hint', 'OPPONENT:human', 'OPPONENT:computer'];

/**
 * What the fitted page looks like, measured in the page.
 * @param {import('playwright-core').Page} page
 */
function measure(page) {
  return page.evaluate((ESSENTIAL) => {
    const host = /** @type {HTMLElement} */ (document.querySelector('mancala-game'));
    const root = /** @type {ShadowRoot} */ (host.shadowRoot);
    const mg = /** @type {HTMLElement} */ (root.querySelector('.mg'));
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
    // The board as drawn: the canvas is as wide as its stage, the board centred in it.
    const [dx, dy, dw, dh] = JSON.parse(mg.dataset.drawn ?? '[0, 0, 0, 0]');
    const box = { x: canvas.x + dx, y: canvas.y + dy, width: dw, height: dh };
    /** @param {Element} node */
    const shown = (node) => node.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) && node.getBoundingClientRect().width > 0;
    const controls = [...root.querySelectorAll('button, select, summary, input'), ...document.querySelectorAll('a, button')].filter(shown);
    const small = controls
      .map((node) => ({ node, r: node.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(
        ({ node, r }) =>
          `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      );
    /** @param {Element} node */
    const inFirstScreen = (node) => {
      const r = node.getBoundingClientRect();
      return shown(node) && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    };
    const offscreen = ESSENTIAL.filter((selector) => {
      // Who plays is chosen in the players row or, while a first visit asks
      // how to play (ui/first-tip.js), in the question's answers.
      const opponent = selector.startsWith('OPPONENT:') ? selector.slice('OPPONENT:'.length) : null;
      const where = opponent ? `.mg-how-choice[data-choice="${opponent}"], .mg-opponent[data-opponent="${opponent}"]` : selector;
      return ![...root.querySelectorAll(where)].some(inFirstScreen);
    });
    return {
      drawn: { x: box.x, y: box.y, w: box.width, h: box.height },
      canvas: { w: canvas.width, h: canvas.height },
      pitch: Number(mg.dataset.pitch),
      offscreen,
      scrollWidth: document.documentElement.scrollWidth,
      upright: mg.dataset.upright === 'true',
      sides: JSON.parse(mg.dataset.sides ?? 'null'),
      small,
    };
  }, ESSENTIAL);
}

/**
 * @param {[number, number]} a
 * @param {[number, number]} b
 */
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);

for (const file of ['play.html', 'embed.html']) {
  test(`${file}: every game's board is whole in the first screen and as large as it allows, on four screens`, async () => {
    const failures = [];
    for (const screen of SCREENS) {
      const { context, page, problems } = await openPage(site.browser, site.url, {
        viewport: { width: screen.width, height: screen.height },
        reducedMotion: 'reduce',
      });
      try {
        for (const game of GAMES) {
          await page.goto(`${site.url}${file}?game=${game}`);
          await page.locator('.mg[data-holes]').waitFor({ state: 'attached' });
          // Layout settles in the frame after the first drawing.
          await nextFrames(page);
          const m = await measure(page);
          const where = `${file} ${game} ${screen.width}×${screen.height}`;
          await saveScreenshot(page, join(RESULTS, `fit-${file.replace('.html', '')}-${game}-${screen.width}x${screen.height}.png`));
          const c = m.drawn;
          if (c.x < 0 || c.y < 0 || c.x + c.w > screen.width + 0.5 || c.y + c.h > screen.height + 0.5)
            failures.push(`${where}: board ${JSON.stringify(c)} leaves the screen`);
          const share = Math.max(c.w / screen.width, c.h / screen.height);
          if (share < screen.share) failures.push(`${where}: board spans ${Math.round(share * 100)} % (at least ${screen.share * 100} %)`);
          if (m.scrollWidth > screen.width) failures.push(`${where}: scrolls sideways (${m.scrollWidth} px wide)`);
          for (const s of m.small) failures.push(`${where}: touch target under ${TOUCH} px: ${s}`);
          // A hole's hit area is a circle as wide as the distance between hole centres.
          if (!(m.pitch >= TOUCH)) failures.push(`${where}: holes ${m.pitch} px apart (at least ${TOUCH})`);
          for (const s of m.offscreen) failures.push(`${where}: ${s} is not in the first screen`);
          const { plates, trays } = m.sides;
          for (const player of /** @type {const} */ (['A', 'B'])) {
            const [x, y] = plates[player];
            if (x < 0 || y < 0 || x > m.canvas.w || y > m.canvas.h) failures.push(`${where}: plate ${player} at ${x},${y} is off the board's canvas`);
          }
          if (m.upright && trays) {
            // Upright, each plate sits at the end with its player's own store.
            if (distance(plates.A, trays.A) >= distance(plates.A, trays.B)) failures.push(`${where}: plate A is nearer B's store`);
            if (distance(plates.B, trays.B) >= distance(plates.B, trays.A)) failures.push(`${where}: plate B is nearer A's store`);
          }
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
    assert.deepEqual(failures, []);
  });
}

test('every game section of index.html has a Play link to its play page, in the page language', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url, { locale: 'es-ES' });
  try {
    await page.goto(site.url);
    for (const game of GAMES) {
      // The page's Spanish texts come in their own chunk: the link is read once it speaks Spanish.
      const link = page.locator(`section#${game} a.play-button`, { hasText: 'Jugar' });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), `play.html?game=${game}&lang=es`);
      assert.equal(await link.textContent(), 'Jugar');
      assert.match((await link.getAttribute('aria-label')) ?? '', /^Jugar al /);
    }
    await page.locator('section#anywoli a.play-button').click();
    await page.waitForURL(/play\.html\?game=anywoli/);
    await page.locator('.mg[data-game="anywoli"][data-holes]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.play-title').textContent(), 'Anywoli');
    assert.equal(await page.locator('html').getAttribute('lang'), 'es');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
