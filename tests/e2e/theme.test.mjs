// @ts-check
// End-to-end tests of the element's themes (docs/EMBED.md, "Theming"): the
// light and dark looks side by side, screenshotted; text contrast and the
// two players' colours kept apart for colour-blind players in each; the
// canvas reading the page's --mancala-* properties; theme="auto" following
// the system; ::part() reaching the named pieces.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { inContext, RESULTS, randomFinishedGame, saveScreenshot, servePage, useSite, waitForElements } from './helpers.mjs';

const site = useSite();

/**
 * An `rgb()`/`rgba()` or `#rrggbb` colour as [r, g, b] (0–255).
 * @param {string} text
 * @returns {[number, number, number]}
 */
function rgb(text) {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text.trim());
  if (hex) return [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16), Number.parseInt(hex[3], 16)];
  const parts = /rgba?\(([^)]+)\)/
    .exec(text)?.[1]
    .split(/[ ,/]+/)
    .map(Number);
  if (!parts || parts.length < 3) throw new Error(`not a colour: ${text}`);
  return [parts[0], parts[1], parts[2]];
}

/** @param {number} c  0–255 */
const linear = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);

/** @param {[number, number, number]} colour */
const luminance = ([r, g, b]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/**
 * WCAG contrast ratio of two colours.
 * @param {string} a
 * @param {string} b
 */
function contrast(a, b) {
  const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Colour-vision deficiency simulations (Viénot, Brettel and Mollon 1999), on linear RGB. */
const DEFICIENCIES = {
  protanopia: [
    [0.1121, 0.8853, 0.0026],
    [0.1127, 0.8897, -0.0024],
    [0.0045, 0.0, 1.0],
  ],
  deuteranopia: [
    [0.292, 0.7054, 0.0026],
    [0.2934, 0.7089, -0.0024],
    [-0.021, 0.0213, 1.0],
  ],
  tritanopia: [
    [1.0, 0.1433, -0.1433],
    [0.0, 0.8576, 0.1424],
    [0.0, 0.8576, 0.1424],
  ],
};

/**
 * How far apart two colours look (Euclidean distance of their linear RGB, 0–√3) to someone with a deficiency.
 * @param {string} a
 * @param {string} b
 * @param {number[][]} matrix
 */
function seenApart(a, b, matrix) {
  const see = (/** @type {string} */ colour) => {
    const v = rgb(colour).map(linear);
    return matrix.map((row) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2]);
  };
  const [p, q] = [see(a), see(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/**
 * What a board's look is made of, as its page computes it.
 * @param {import('playwright-core').Page} page
 * @param {number} index  which element
 */
function look(page, index) {
  return page.evaluate((i) => {
    const element = /** @type {HTMLElement} */ (document.querySelectorAll('mancala-game')[i]);
    const root = /** @type {ShadowRoot} */ (element.shadowRoot);
    const stage = /** @type {HTMLElement} */ (root.querySelector('.mg-element'));
    const status = /** @type {HTMLElement} */ (root.querySelector('.mg-status'));
    const style = getComputedStyle(stage);
    return {
      background: style.backgroundColor,
      text: getComputedStyle(status).color,
      playerA: style.getPropertyValue('--player-a').trim(),
      playerB: style.getPropertyValue('--player-b').trim(),
      palette: /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).dataset.palette ?? '',
    };
  }, index);
}

test('light and dark: readable, players apart for colour-blind eyes, the canvas drawn from the CSS; screenshotted side by side', async () => {
  const game = await randomFinishedGame('sadeqa-ii', 3);
  game.undo();
  game.undo();
  const record = game.record().replaceAll('"', '&quot;');
  await inContext(site, { reducedMotion: 'reduce', viewport: { width: 1120, height: 900 } }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/themes.html', site.url).href,
      `<script type="module" src="../mancala-game.js"></script>
       <div class="pair">
         <mancala-game theme="light" record="${record}" speed="instant" controls="minimal" size="520"></mancala-game>
         <mancala-game theme="dark" record="${record}" speed="instant" controls="minimal" size="520" save="dark"></mancala-game>
       </div>`,
      'body { margin: 0; background: #808080; } .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; padding: 12px; } mancala-game { padding: 8px; }',
    );
    await page.goto(url);
    await waitForElements(page, 2);
    await page.waitForFunction(() => [...document.querySelectorAll('mancala-game')].every((e) => e.shadowRoot?.querySelector('canvas')?.dataset.palette));
    const [light, dark] = [await look(page, 0), await look(page, 1)];
    assert.notEqual(light.palette, dark.palette, 'the canvas reads each theme from the CSS');
    for (const [name, theme] of /** @type {const} */ ([
      ['light', light],
      ['dark', dark],
    ])) {
      const text = contrast(theme.text, theme.background);
      assert.ok(text >= 7, `${name}: status text contrast ${text.toFixed(1)}`);
      for (const player of [theme.playerA, theme.playerB]) {
        const ratio = contrast(player, theme.background);
        assert.ok(ratio >= 3, `${name}: player colour ${player} on the background, contrast ${ratio.toFixed(1)}`);
      }
      const [wood, , , , , canvasA, canvasB] = theme.palette.split('|');
      for (const [kind, matrix] of Object.entries(DEFICIENCIES)) {
        const apart = seenApart(canvasA, canvasB, matrix);
        assert.ok(apart > 0.3, `${name}, ${kind}: the board's player colours ${canvasA} and ${canvasB} stay apart (${apart.toFixed(2)})`);
        const ui = seenApart(theme.playerA, theme.playerB, matrix);
        assert.ok(ui > 0.3, `${name}, ${kind}: the controls' player colours stay apart (${ui.toFixed(2)})`);
      }
      // The seeds' count badges and the hole labels are light on the wood.
      assert.ok(contrast('#ffefd5', wood) >= 3, `${name}: labels on the wood ${wood}`);
    }
    await saveScreenshot(page.locator('.pair'), join(RESULTS, 'themes.png'));
    assert.deepEqual(problems, []);
  });
});

test('the page themes the canvas through --mancala-* properties and the pieces through ::part; theme="auto" follows the system', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/custom-theme.html', site.url).href,
      `<script type="module" src="../mancala-game.js"></script>
       <mancala-game game="anywoli" theme="auto" speed="instant"></mancala-game>`,
      `mancala-game { --mancala-wood: rgb(40, 90, 60); --mancala-player-b: rgb(0, 90, 181); --mancala-font: Georgia, serif; }
       mancala-game::part(status) { text-transform: uppercase; }
       mancala-game::part(board) { outline: 3px solid rgb(1, 2, 3); }
       mancala-game::part(moves) { max-height: 4em; }`,
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url);
    await waitForElements(page, 1);
    const before = await look(page, 0);
    assert.equal(before.background, 'rgb(248, 241, 229)', 'theme="auto" on a light system paints the light paper (as docs/EMBED.md says a given theme does)');
    assert.deepEqual(before.palette.split('|').slice(0, 1), ['rgb(40, 90, 60)'], 'the wood the page gave');
    assert.match(before.palette, /\|rgb\(0, 90, 181\)\|Georgia, serif$/, 'player B and the font the page gave');
    const parts = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
      return {
        status: getComputedStyle(/** @type {Element} */ (root.querySelector('[part="status"]'))).textTransform,
        board: getComputedStyle(/** @type {Element} */ (root.querySelector('[part="board"]'))).outlineColor,
        named: [...root.querySelectorAll('[part]')].map((node) => node.getAttribute('part')).sort(),
      };
    });
    assert.deepEqual(parts, { status: 'uppercase', board: 'rgb(1, 2, 3)', named: ['board', 'controls', 'moves', 'status'] });

    // The system turns dark: the auto theme follows and the canvas repaints, the page's own colours kept.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction((old) => document.querySelector('mancala-game')?.shadowRoot?.querySelector('canvas')?.dataset.palette !== old, before.palette);
    const after = await look(page, 0);
    assert.ok(luminance(rgb(after.background)) < 0.05, `dark paper: ${after.background}`);
    assert.equal(after.palette.split('|')[0], 'rgb(40, 90, 60)', 'the page’s own wood still wins');
    assert.notEqual(after.palette.split('|')[1], before.palette.split('|')[1], 'the holes the page left alone take the dark theme’s');

    // ::part(moves) is the list itself: a height the page gives it scrolls inside the Moves panel (README's example).
    const boxes = await page.evaluate(() => {
      const element = /** @type {any} */ (document.querySelector('mancala-game'));
      for (let n = 0; n < 20; n++) element.play(element.shadowRoot.querySelector('.mg').dataset.playable.split(' ')[n % 2]);
      const list = element.shadowRoot.querySelector('.mg-moves-list').getBoundingClientRect();
      const panel = element.shadowRoot.querySelector('.mg-moves').getBoundingClientRect();
      return { list: Math.round(list.height), overflow: Math.round(list.bottom - panel.bottom) };
    });
    assert.ok(boxes.list <= 4 * 16 + 1 && boxes.overflow <= 0, `the list keeps the page's height, inside its panel: ${JSON.stringify(boxes)}`);
    assert.deepEqual(problems, []);
  });
});

test('without a theme attribute the page’s --mancala-paper and --mancala-ink still reach the controls', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/paper.html', site.url).href,
      `<script type="module" src="../mancala-game.js"></script>
       <mancala-game game="sokusowo" speed="instant"></mancala-game>
       <mancala-game game="anywoli" speed="instant" class="plain"></mancala-game>`,
      `mancala-game:not(.plain) { --mancala-paper: rgb(220, 236, 230); --mancala-ink: rgb(16, 42, 34); }`,
    );
    await page.goto(url);
    await waitForElements(page, 2);
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('mancala-game')].map((element) => {
        const stage = /** @type {Element} */ (element.shadowRoot?.querySelector('.mg-element'));
        const status = /** @type {Element} */ (element.shadowRoot?.querySelector('[part="status"]'));
        return { background: getComputedStyle(stage).backgroundColor, ink: getComputedStyle(status).color };
      }),
    );
    assert.deepEqual(styles[0], { background: 'rgb(220, 236, 230)', ink: 'rgb(16, 42, 34)' }, 'the page’s paper and ink');
    assert.equal(styles[1].background, 'rgba(0, 0, 0, 0)', 'a page that sets no paper shows through, as before');
    assert.deepEqual(problems, []);
  });
});

test('two boards with their own themes keep their own colours when their first drawings interleave, as on a slow phone', async () => {
  await inContext(site, { reducedMotion: 'reduce', viewport: { width: 1000, height: 1700 } }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/two-themes.html', site.url).href,
      `<script type="module" src="../mancala-game.js"></script>
       <mancala-game id="red" game="sokusowo" save="red" style="--mancala-hole: rgb(200, 0, 0)"></mancala-game>
       <mancala-game id="green" game="sokusowo" save="green" style="--mancala-hole: rgb(0, 200, 0)"></mancala-game>`,
    );
    // A slow CPU spreads each board's first background over several tasks
    // (render/board-painter.js), so the two boards' stages run in turn. A
    // rate of 4 is enough: the shared palette before 0af3a66 failed here at
    // 4 (five runs of five), 2 and even 1; the throttled work costs the rate
    // times the page's CPU (20 cost about 4 s more a run).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await waitForElements(page, 2);
    // Both boards painted whole: each marks its first frame over its finished background.
    await page.waitForFunction(() => performance.getEntriesByName('mancala:first-draw:sokusowo').length === 2, null, { polling: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Pixels of each canvas that are pure red or pure green (the wood's grain is dark red-brown): each board's holes in its own colour only.
    const counts = await page.evaluate(() =>
      Object.fromEntries(
        ['red', 'green'].map((id) => {
          const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById(id)?.shadowRoot?.querySelector('canvas'));
          const { data } = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).getImageData(0, 0, canvas.width, canvas.height);
          let red = 0;
          let green = 0;
          for (let i = 0; i < data.length; i += 4) {
            const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
            if (r > 120 && g < 40 && b < 40) red++;
            if (g > 120 && r < 40 && b < 40) green++;
          }
          return [id, { red, green }];
        }),
      ),
    );
    assert.ok(counts.red.red > 500 && counts.green.green > 500, `each board shows holes in its colour: ${JSON.stringify(counts)}`);
    assert.equal(counts.red.green, 0, `no green on the red board: ${JSON.stringify(counts)}`);
    assert.equal(counts.green.red, 0, `no red on the green board: ${JSON.stringify(counts)}`);
    assert.deepEqual(problems, []);
  });
});
