// @ts-check
// The play page's one layout (state/layout.js, style.css "a board fitted to
// its box") on four screens, for every game, with each panel open in turn
// and in lesson and puzzle modes: the board wholly on screen and covered by
// nothing (points sampled over it hit the canvas), the open panel's text not
// cut, no control under 44 px, no page scroll, the review graph at least
// 280 px wide on portrait phones, a refused tap's reason at the board inside
// the screen, and the arrangement unchanged by switching to the computer.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openPage, RESULTS, saveScreenshot, useSite } from './helpers.mjs';

const site = useSite();
const GAMES = ['sulus-aidi', 'sokusowo', 'sadeqa-ii', 'anywoli'];
const SCREENS = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
];
const PANELS = ['mg-moves', 'mg-options', 'mg-records', 'mg-review', 'mg-setup', 'mg-games'];
const TOUCH = 44;

/**
 * What a player sees now, measured in the page: the board's drawn box and
 * whether each sampled point over it reaches the canvas, the controls under
 * touch size, the page's scroll, and the open panel's cut text.
 * @param {import('playwright-core').Page} page
 */
function look(page) {
  return page.evaluate((TOUCH) => {
    const host = /** @type {HTMLElement} */ (document.querySelector('mancala-game'));
    const root = /** @type {ShadowRoot} */ (host.shadowRoot);
    const mg = /** @type {HTMLElement} */ (root.querySelector('.mg'));
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const c = canvas.getBoundingClientRect();
    const [dx, dy, dw, dh] = JSON.parse(mg.dataset.drawn ?? '[0, 0, 0, 0]');
    const box = { x: c.x + dx, y: c.y + dy, w: dw, h: dh };
    const covered = [];
    for (const fx of [0.05, 0.25, 0.5, 0.75, 0.95]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = box.x + box.w * fx;
        const y = box.y + box.h * fy;
        const hit = root.elementFromPoint(x, y);
        if (hit !== canvas) covered.push(`${Math.round(x)},${Math.round(y)} → ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}`);
      }
    }
    /** @param {Element} node */
    const shown = (node) => node.checkVisibility({ visibilityProperty: true }) && node.getBoundingClientRect().width > 0;
    const small = [...root.querySelectorAll('button, select, summary, input')]
      .filter(shown)
      .map((node) => ({ node, r: node.getBoundingClientRect() }))
      .filter(({ r }) => r.height < TOUCH - 0.5 || r.width < TOUCH - 0.5)
      .map(
        ({ node, r }) =>
          `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      );
    // The open panel: its content neither wider than its box nor past the screen's sides.
    const open = /** @type {HTMLDetailsElement | null} */ (root.querySelector('.mg-panels > details[open]'));
    const cut = [];
    if (open) {
      for (const node of open.querySelectorAll(':scope > :not(summary)')) {
        if (!shown(node)) continue;
        const r = node.getBoundingClientRect();
        if (r.left < -0.5 || r.right > innerWidth + 0.5) cut.push(`${node.className} spans ${Math.round(r.left)}–${Math.round(r.right)}`);
        if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'auto') cut.push(`${node.className} cut sideways`);
      }
    }
    const graph = root.querySelector('.mg-review-graph');
    const scroller = /** @type {Element} */ (document.scrollingElement);
    return {
      layout: mg.dataset.layout,
      box,
      covered,
      small,
      cut,
      openPanel: open?.className ?? null,
      graphWidth: graph && shown(graph) ? graph.getBoundingClientRect().width : null,
      pageScroll: { x: scroller.scrollWidth - innerWidth, y: scroller.scrollHeight - innerHeight },
    };
  }, TOUCH);
}

/**
 * Opens a panel by its tab (the details' summary) and scrolls it into view, as a player would.
 * @param {import('playwright-core').Page} page
 * @param {string} panel
 */
async function openPanel(page, panel) {
  const details = page.locator(`mancala-game .${panel}`);
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  // The review's and the set-up's code come when their tab is first opened (ui/lazy-panel.js).
  await details.locator(':scope > :not(summary)').first().waitFor({ state: 'attached' });
  await details.evaluate((d) => d.scrollIntoView({ block: 'nearest' }));
}

/**
 * @param {string} where
 * @param {{ width: number, height: number }} screen
 * @param {Awaited<ReturnType<typeof look>>} m
 * @param {string[]} failures
 */
function judge(where, screen, m, failures) {
  const b = m.box;
  if (b.x < -0.5 || b.y < -0.5 || b.x + b.w > screen.width + 0.5 || b.y + b.h > screen.height + 0.5)
    failures.push(`${where}: the board ${JSON.stringify(b)} leaves the screen`);
  for (const c of m.covered) failures.push(`${where}: the board is covered at ${c}`);
  for (const s of m.small) failures.push(`${where}: control under ${TOUCH} px: ${s}`);
  for (const c of m.cut) failures.push(`${where}: panel text cut: ${c}`);
  if (m.pageScroll.x > 0 || m.pageScroll.y > 0) failures.push(`${where}: the page scrolls (${m.pageScroll.x} px across, ${m.pageScroll.y} px down)`);
}

/**
 * Runs `body` for every game on every screen, gathering what it finds, and
 * fails once with all of it. One browser context serves the four screens,
 * resized between them (each game's page is loaded at the screen's size): a
 * context costs about 0.6 s of CPU, and the page's own storage changes
 * nothing this file looks at.
 * @param {(page: import('playwright-core').Page, screen: { width: number, height: number }, game: string, failures: string[]) => Promise<void>} body
 */
async function onEveryScreen(body) {
  /** @type {string[]} */
  const failures = [];
  const { context, page, problems } = await openPage(site.browser, site.url, { viewport: SCREENS[0], reducedMotion: 'reduce' });
  try {
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const game of GAMES) await body(page, screen, game, failures);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  assert.deepEqual(failures, []);
}

/**
 * Taps a hole of the player not to move (A's first hole): the engine's
 * reason must show at the board, inside the screen, and be said to screen readers.
 * @param {import('playwright-core').Page} page
 * @param {{ width: number, height: number }} screen
 * @param {string} game
 * @param {string[]} failures
 */
async function refusedTapAtBoard(page, screen, game, failures) {
  const mg = page.locator('mancala-game .mg[data-holes]');
  const holes = JSON.parse((await mg.getAttribute('data-holes')) ?? '{}');
  const label = Object.keys(holes).find((l) => l.endsWith('A'));
  const canvas = await page.locator('mancala-game canvas').boundingBox();
  if (!label || !canvas) throw new Error(`${game}: no hole of A on the board`);
  const [x, y] = holes[label];
  await page.mouse.click(canvas.x + x, canvas.y + y);
  const toast = page.locator('mancala-game .mg-toast');
  await toast.waitFor({ state: 'visible' });
  const r = await toast.boundingBox();
  const where = `${game} ${screen.width}×${screen.height}`;
  if (!r || r.y < 0 || r.y + r.height > screen.height || r.x < 0 || r.x + r.width > screen.width)
    failures.push(`${where}: the reason is off screen (${JSON.stringify(r)})`);
  else if (!(r.x < canvas.x + canvas.width && r.x + r.width > canvas.x && r.y < canvas.y + canvas.height && r.y + r.height > canvas.y))
    failures.push(`${where}: the reason is not at the board`);
  const said = await toast.textContent();
  const live = await page.locator('mancala-game .mg-live').textContent();
  if (!said || !(live ?? '').includes(said.trim())) failures.push(`${where}: screen readers did not hear "${said}" (live: "${live}")`);
}

test("the play page: the board whole and uncovered, every panel readable, a refused tap's reason at the board inside the screen, on four screens", async () => {
  await onEveryScreen(async (page, screen, game, failures) => {
    await page.goto(`${site.url}play.html?game=${game}`);
    await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
    const size = `${game} ${screen.width}×${screen.height}`;
    const first = await look(page);
    // Who plays does not change the arrangement.
    await page.locator('mancala-game .mg-opponent[data-opponent="computer"]').click();
    await page.locator('mancala-game .mg-opponent[data-opponent="human"]').click();
    const after = await look(page);
    if (after.layout !== first.layout || Math.abs(after.box.w - first.box.w) > 0.5)
      failures.push(`${size}: the layout changed with who plays (${first.layout} ${first.box.w} → ${after.layout} ${after.box.w})`);
    for (const panel of PANELS) {
      await openPanel(page, panel);
      const m = await look(page);
      if (m.openPanel !== panel) failures.push(`${size}: ${panel} did not open (${m.openPanel})`);
      judge(`${size} ${panel}`, screen, m, failures);
      if (panel === 'mg-review' && screen.height > screen.width && m.graphWidth !== null && m.graphWidth < 280)
        failures.push(`${size}: the review graph is ${Math.round(m.graphWidth)} px wide (at least 280)`);
      await saveScreenshot(page, join(RESULTS, `layout-${game}-${screen.width}x${screen.height}-${panel}.png`));
    }
    // Last, on the page already loaded at this screen's size (its own load per game
    // and screen cost more CPU than all the rest of it): a refused tap's reason.
    await refusedTapAtBoard(page, screen, game, failures);
  });
});

test('lessons and puzzles: the board and the text on screen together, on four screens', async () => {
  await onEveryScreen(async (page, screen, game, failures) => {
    for (const mode of ['lesson', 'puzzle']) {
      await page.goto(`${site.url}play.html?game=${game}&mode=${mode}`);
      const panel = page.locator(mode === 'lesson' ? 'mancala-game .mg-lesson:not([data-phase="loading"])' : 'mancala-game .mg-puzzle-goal:not(:empty)');
      await panel.waitFor();
      const where = `${game} ${mode} ${screen.width}×${screen.height}`;
      const m = await look(page);
      judge(where, screen, m, failures);
      // The text the player reads while playing (the lesson's task, the puzzle's
      // goal) is on the screen with the board as the page opens, with no
      // scrolling of the sheet or column.
      const text = page.locator(mode === 'lesson' ? 'mancala-game .mg-lesson-task' : 'mancala-game .mg-puzzle-goal');
      const r = await text.boundingBox();
      if (!r || r.y < 0 || r.y + r.height > screen.height + 0.5 || r.x < 0 || r.x + r.width > screen.width + 0.5)
        failures.push(`${where}: the ${mode}'s text is not on the screen (${JSON.stringify(r)})`);
      // Brought into view as a player scrolls the sheet or column, the board
      // stays whole and uncovered and the page itself does not move.
      await text.evaluate((node) => node.scrollIntoView({ block: 'nearest' }));
      judge(`${where} (text in view)`, screen, await look(page), failures);
      await saveScreenshot(page, join(RESULTS, `layout-${game}-${screen.width}x${screen.height}-${mode}.png`));
    }
  });
});
