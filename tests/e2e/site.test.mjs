// @ts-check
// End-to-end tests of the built site (dist/): every game is played through
// the page by mouse and keyboard, and the page must stay clean (no console
// error, no request leaving its origin).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { board, boardData, clickHole, liveText, loadSite, nextFrames, openPage, reloadSite, screenshotBoard, setSpeed, useSite, waitIdle } from './helpers.mjs';

const site = useSite();
const inFreshPage = useFreshPages(site);

/**
 * Opens the site as on a first visit (its storage empty, in a context the
 * file's tests share), runs `body`, then checks that nothing went wrong on the page.
 * @param {Parameters<typeof openPage>[2]} options
 * @param {(page: import('playwright-core').Page) => Promise<void>} body
 */
async function withSite(options, body) {
  await inFreshPage(options, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await body(page);
    assert.deepEqual(problems, [], 'console errors, failed or off-origin requests');
  });
}

/**
 * Saves a game for the page to find on its next load.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} value  what localStorage holds (normally JSON of { record, options })
 */
async function putSaved(page, game, value) {
  await page.evaluate(([key, text]) => localStorage.setItem(`mancala:game:${key}`, text), [game, value]);
}

/**
 * Plays one hole by clicking and waits for the animation to end.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} label
 */
async function playHole(page, game, label) {
  await clickHole(page, game, label);
  await waitIdle(page, game);
}

describe('the info page', () => {
  test('shows all four games with their boards, a favicon and the CSP', async () => {
    await withSite({}, async (page) => {
      for (const game of ['sulus-aidi', 'sokusowo', 'sadeqa-ii', 'anywoli']) {
        assert.equal(await boardData(page, game, 'phase'), game === 'sulus-aidi' ? 'race' : 'play');
        const canvas = board(page, game).locator('canvas');
        const size = await canvas.evaluate((c) => [/** @type {HTMLCanvasElement} */ (c).width, c.clientWidth]);
        assert.ok(size[1] > 200, `${game}: canvas is drawn at a useful size`);
        await board(page, game).scrollIntoViewIfNeeded();
        await screenshotBoard(page, game, game);
      }
      const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      assert.match(csp ?? '', /script-src 'self' 'wasm-unsafe-eval'/);
      assert.doesNotMatch(csp ?? '', /unsafe-inline/);
      assert.equal(await page.locator('link[rel="icon"]').count(), 1);
    });
  });

  test('builds each board only as it comes near, and nothing in view moves when it does', async () => {
    const { context, page, problems } = await openPage(site.browser, site.url, { viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(() => {
        const w = /** @type {any} */ (window);
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of /** @type {any[]} */ (list.getEntries())) w.__shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(site.url);
      // The page has built what is near (nothing, on a phone) and waits for the rest to come near;
      // the observer's first report comes with the next frames.
      await page.waitForFunction(() => performance.getEntriesByName('mancala:boards-placed').length > 0);
      await nextFrames(page, 3);
      // On a phone the first board starts well below the first screenful.
      assert.equal(await page.locator('.mg').count(), 0, 'no board is built before it comes near');
      // Scroll through the page as a person would, a screen at a time.
      await page.mouse.move(195, 400);
      for (let step = 0; step < 40 && (await page.locator('.mg[data-holes]').count()) < 4; step++) {
        await page.mouse.wheel(0, 700);
        await page.waitForTimeout(250);
      }
      assert.equal(await page.locator('.mg[data-holes]').count(), 4, 'every board was built on the way down');
      const shifts = await page.evaluate(() => /** @type {any} */ (window).__shifts);
      assert.deepEqual(shifts, [], 'no layout shift while the boards were built');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('follows the browser language and switches between English and Spanish', async () => {
    await withSite({ locale: 'es-ES' }, async (page) => {
      assert.equal(await page.getAttribute('html', 'lang'), 'es');
      assert.match((await board(page, 'sokusowo').locator('.mg-status').textContent()) ?? '', /^Juega B \(sur\)/);
      assert.equal(await board(page, 'sokusowo').locator('.mg-new').textContent(), 'Nueva partida');
      await page.click('[data-set-lang="en"]');
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      assert.equal(await board(page, 'sokusowo').locator('.mg-new').textContent(), 'New game');
      assert.equal(await page.locator('#sokusowo .rules[data-lang="es"]').isHidden(), true);
      await page.click('[data-set-lang="es"]');
      await setSpeed(page, 'sokusowo', 'instant');
      await playHole(page, 'sokusowo', '1B');
      assert.match((await liveText(page, 'sokusowo')) ?? '', /B \(sur\) ha jugado 1B\. B \(sur\) captura 4\. Juega A \(norte\)\./);
      await reloadSite(page);
      assert.equal(await page.getAttribute('html', 'lang'), 'es', 'the choice survives a reload');
      assert.equal(await page.title(), 'Cuatro juegos de mancala del este y el oeste de África');
    });
  });
});

describe('playing', () => {
  test('Sokusowó: the seed example by mouse, with its animation, then A answers', async () => {
    await withSite({}, async (page) => {
      await setSpeed(page, 'sokusowo', 'fast');
      await clickHole(page, 'sokusowo', '1B');
      // Every frame: a fast sowing may last less than the default polling interval.
      await page.waitForFunction(() => document.querySelector('.mg[data-game="sokusowo"]')?.getAttribute('data-animating') === 'true', null, {
        polling: 'raf',
      });
      // The status names whose sowing is shown, in that player's colour.
      assert.match((await board(page, 'sokusowo').locator('.mg-status').textContent()) ?? '', /^B \(South\) is sowing…$/);
      assert.equal(await board(page, 'sokusowo').locator('.mg-status').getAttribute('data-player'), 'B');
      await waitIdle(page, 'sokusowo');
      assert.equal(await boardData(page, 'sokusowo', 'position'), 'sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0');
      assert.equal(await liveText(page, 'sokusowo'), 'B (South) played 1B. B (South) captured 4. A (North) to move.');
      assert.equal(await board(page, 'sokusowo').locator('.mg-moves-list li').count(), 1);
      await playHole(page, 'sokusowo', '3A');
      assert.equal(await boardData(page, 'sokusowo', 'moves'), '1B 3A');
      assert.equal(await boardData(page, 'sokusowo', 'toMove'), 'B');
    });
  });

  test('Sadeqa II: a blocked hole says why; the opening from the rightmost holes', async () => {
    await withSite({}, async (page) => {
      await setSpeed(page, 'sadeqa-ii', 'instant');
      const start = await boardData(page, 'sadeqa-ii', 'position');
      await clickHole(page, 'sadeqa-ii', '1B');
      assert.equal(await board(page, 'sadeqa-ii').locator('.mg-message').textContent(), 'The first move must start from the rightmost hole.');
      assert.equal(await boardData(page, 'sadeqa-ii', 'position'), start, 'a blocked hole changes nothing');
      await clickHole(page, 'sadeqa-ii', '2A');
      assert.equal(await board(page, 'sadeqa-ii').locator('.mg-message').textContent(), '2A belongs to A (North); it is B (South)’s turn.');
      await playHole(page, 'sadeqa-ii', '6B');
      await playHole(page, 'sadeqa-ii', '6A');
      assert.equal(await boardData(page, 'sadeqa-ii', 'moves'), '6B 6A');
      assert.notEqual(await boardData(page, 'sadeqa-ii', 'position'), start);
    });
  });

  test('a hole that would sow forever cannot be played, and the page says why', async () => {
    await withSite({}, async (page) => {
      const record = 'game: sadeqa-ii\nposition: sadeqa-ii 1,3,1,6,1,0/1,0,1,0,1,0 B captured=11,10\nstart: B\nmoves:\nresult: *\n';
      await putSaved(page, 'sadeqa-ii', JSON.stringify({ record, options: {} }));
      await reloadSite(page);
      const position = await boardData(page, 'sadeqa-ii', 'position');
      await clickHole(page, 'sadeqa-ii', '2B');
      assert.equal(await board(page, 'sadeqa-ii').locator('.mg-message').textContent(), 'Sowing from 2B would go round forever, so it cannot be played.');
      assert.equal(await liveText(page, 'sadeqa-ii'), 'Sowing from 2B would go round forever, so it cannot be played.');
      assert.equal(await boardData(page, 'sadeqa-ii', 'position'), position);
      await page.click('[data-set-lang="es"]');
      // The Spanish texts load on the first switch: the page is Spanish once they are in.
      await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
      await clickHole(page, 'sadeqa-ii', '2B');
      assert.equal(await board(page, 'sadeqa-ii').locator('.mg-message').textContent(), 'Sembrar desde 2B daría vueltas sin fin, así que no se puede jugar.');
    });
  });

  test('Anywoli: first moves, undo and redo, and the game survives a reload', async () => {
    await withSite({}, async (page) => {
      await setSpeed(page, 'anywoli', 'instant');
      await playHole(page, 'anywoli', '5B');
      await playHole(page, 'anywoli', '8A');
      assert.equal(await boardData(page, 'anywoli', 'moves'), '5B 8A');
      const afterTwo = await boardData(page, 'anywoli', 'position');
      await board(page, 'anywoli').locator('.mg-undo').click();
      assert.equal(await boardData(page, 'anywoli', 'moves'), '5B');
      assert.equal(await liveText(page, 'anywoli'), 'Took back 8A. A (North) to move.');
      await board(page, 'anywoli').locator('.mg-redo').click();
      await waitIdle(page, 'anywoli');
      assert.equal(await boardData(page, 'anywoli', 'position'), afterTwo);
      await reloadSite(page);
      assert.equal(await boardData(page, 'anywoli', 'moves'), '5B 8A');
      assert.equal(await boardData(page, 'anywoli', 'position'), afterTwo);
      assert.match((await board(page, 'anywoli').locator('.mg-info').textContent()) ?? '', /Moves without a capture: 2 of 100/);
    });
  });

  test('options: starting player, the lottery for the last four and the stall limit', async () => {
    await withSite({}, async (page) => {
      const anywoli = board(page, 'anywoli');
      await anywoli.locator('.mg-options summary').click();
      await anywoli.locator('select[name="start"]').selectOption('A');
      await anywoli.locator('select[name="lastFour"]').selectOption('lottery');
      await anywoli.locator('input[name="stallLimit"]').fill('50');
      await anywoli.locator('.mg-options-form button[type="submit"]').click();
      const position = await boardData(page, 'anywoli', 'position');
      assert.match(position, / A captured=0,0 start=A last-four=lottery-[AB] stall-limit=50$/);
      assert.equal(await boardData(page, 'anywoli', 'toMove'), 'A');
      assert.match((await anywoli.locator('.mg-info').textContent()) ?? '', /of 50/);
      await reloadSite(page);
      assert.equal(await boardData(page, 'anywoli', 'position'), position, 'the drawn lottery is kept');
      assert.equal(await anywoli.locator('select[name="lastFour"]').inputValue(), 'lottery');
    });
  });

  test('keyboard: arrows move the focus ring, Enter plays', async () => {
    await withSite({}, async (page) => {
      await setSpeed(page, 'sokusowo', 'instant');
      const canvas = board(page, 'sokusowo').locator('canvas');
      await canvas.focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(await board(page, 'sokusowo').locator('.mg-message').textContent(), '1B: 4 seeds · can be played');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowUp');
      assert.match((await board(page, 'sokusowo').locator('.mg-message').textContent()) ?? '', /^5A: 4 seeds · 5A belongs to A/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await waitIdle(page, 'sokusowo');
      assert.equal(await boardData(page, 'sokusowo', 'moves'), '2B');
      assert.match((await liveText(page, 'sokusowo')) ?? '', /^B \(South\) played 2B\./);
    });
  });

  test('Sulus Aidi: the opening race is chosen in secret, then both sowings run', async () => {
    await withSite({}, async (page) => {
      await setSpeed(page, 'sulus-aidi', 'fast');
      const status = board(page, 'sulus-aidi').locator('.mg-status');
      assert.equal(await status.textContent(), 'B (South): pick your opening hole (A (North), look away)');
      await clickHole(page, 'sulus-aidi', '3B');
      assert.equal(await status.textContent(), 'A (North): pick your opening hole (B (South) has chosen, hidden)');
      assert.equal(await boardData(page, 'sulus-aidi', 'raceChosen'), 'true');
      assert.equal(await boardData(page, 'sulus-aidi', 'moves'), '', 'nothing is played before both chose');
      const shown = [await status.textContent(), await board(page, 'sulus-aidi').locator('.mg-message').textContent(), await liveText(page, 'sulus-aidi')].join(
        ' ',
      );
      assert.doesNotMatch(shown, /3B/, 'the first choice stays hidden');
      await clickHole(page, 'sulus-aidi', '7A');
      // Every frame: a fast sowing may last less than the default polling interval.
      await page.waitForFunction(() => document.querySelector('.mg[data-game="sulus-aidi"]')?.getAttribute('data-animating') === 'true', null, {
        polling: 'raf',
      });
      await screenshotBoard(page, 'sulus-aidi', 'sulus-aidi-race');
      await waitIdle(page, 'sulus-aidi');
      assert.equal(await boardData(page, 'sulus-aidi', 'moves'), '3B+7A');
      assert.equal(await boardData(page, 'sulus-aidi', 'phase'), 'play');
      assert.match((await liveText(page, 'sulus-aidi')) ?? '', /^Opening race: 3B for B and 7A for A\. . \((North|South)\) finished sowing first and starts\./);
    });
  });

  test('a game played to the end shows the winner and the reason', async () => {
    await withSite({}, async (page) => {
      const record = 'game: sokusowo\nposition: sokusowo 0,0,0,0,0,2/0,5,5,5,5,2 B captured=24,0\nstart: B\nmoves:\nresult: *\n';
      await putSaved(page, 'sokusowo', JSON.stringify({ record, options: { start: 'B', lastFour: 'previous', stallLimit: 100 } }));
      await reloadSite(page);
      await setSpeed(page, 'sokusowo', 'fast');
      await playHole(page, 'sokusowo', '6B');
      assert.equal(await boardData(page, 'sokusowo', 'over'), 'true');
      const result = board(page, 'sokusowo').locator('.mg-result');
      assert.equal(await result.isVisible(), true);
      assert.equal(await result.locator('.mg-result-title').textContent(), 'B (South) wins!');
      assert.equal(await result.locator('.mg-result-reason').textContent(), 'B (South) captured 25 seeds or more.');
      assert.match((await liveText(page, 'sokusowo')) ?? '', /Game over\. B \(South\) wins!/);
      await board(page, 'sokusowo').scrollIntoViewIfNeeded();
      await screenshotBoard(page, 'sokusowo', 'sokusowo-game-over');
      await result.locator('.mg-again').click();
      assert.equal(await boardData(page, 'sokusowo', 'over'), 'false');
      assert.equal(await boardData(page, 'sokusowo', 'position'), 'sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 B captured=0,0');
    });
  });

  test('every game can be played to its end through the page', async () => {
    // Each game's random moves from a seed of its own, one that ends it the way the
    // earlier single stream did (Sulus Aidi with no moves left, Sokusowó at B's target,
    // Sadeqa II with B out of seeds, Anywoli at the stall limit) in fewer moves:
    // every move is a click the page answers, its drawing and saving included.
    const seeds = { 'sulus-aidi': 52, sokusowo: 2, 'sadeqa-ii': 113, anywoli: 1752 };
    await withSite({}, async (page) => {
      for (const [game, first] of Object.entries(seeds)) {
        let seed = first;
        const random = (/** @type {number} */ n) => {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          return seed % n;
        };
        await setSpeed(page, game, 'instant');
        await board(page, game).scrollIntoViewIfNeeded();
        // The holes keep their place on the canvas: read where they are once.
        const centres = JSON.parse(await boardData(page, game, 'holes'));
        let moves = 0;
        for (; moves < 1000; moves++) {
          // The board's state and where its canvas is now (it may move when the texts above it
          // change length), read in one call.
          const state = await board(page, game).evaluate((node) => {
            const data = /** @type {HTMLElement} */ (node).dataset;
            const box = /** @type {HTMLCanvasElement} */ (node.querySelector('canvas')).getBoundingClientRect();
            return {
              over: data.over === 'true',
              animating: data.animating === 'true',
              playable: (data.playable ?? '').split(' ').filter(Boolean),
              box: { x: box.x, y: box.y },
            };
          });
          if (state.over) break;
          assert.equal(state.animating, false, 'instant speed shows a move at once');
          assert.ok(state.playable.length > 0, `${game}: a game that is not over offers a hole to play`);
          const [x, y] = centres[state.playable[random(state.playable.length)]];
          await page.mouse.click(state.box.x + x, state.box.y + y);
        }
        assert.equal(await boardData(page, game, 'over'), 'true', `${game} ended after ${moves} clicks`);
        assert.equal(await board(page, game).locator('.mg-result').isVisible(), true);
        assert.match((await board(page, game).locator('.mg-result-title').textContent()) ?? '', /wins!|draw!/);
        await board(page, game).scrollIntoViewIfNeeded();
        await screenshotBoard(page, game, `${game}-finished`);
      }
    });
  });
});

describe('storage problems never break the page', () => {
  test('a corrupt saved game is kept as text, off the board, with a notice', async () => {
    await withSite({}, async (page) => {
      await putSaved(page, 'sadeqa-ii', JSON.stringify({ record: 'game: sadeqa-ii\nmoves: 1B 9Z\n', options: {} }));
      await putSaved(page, 'anywoli', '{not json');
      await reloadSite(page);
      for (const game of ['sadeqa-ii', 'anywoli']) {
        const notice = board(page, game).locator('.mg-notice');
        assert.equal(await notice.isVisible(), true);
        assert.equal(
          await notice.textContent(),
          'The saved game could not be read by this version, so a new game was started. It is kept in Games as text to download.',
        );
        assert.equal(await boardData(page, game, 'moves'), '');
      }
      await setSpeed(page, 'sadeqa-ii', 'instant');
      await playHole(page, 'sadeqa-ii', '6B');
      assert.equal(await boardData(page, 'sadeqa-ii', 'moves'), '6B');
    });
  });

  test('storage that refuses to save is said at the board, and play goes on', async () => {
    const { context, page, problems } = await openPage(site.browser, site.url);
    try {
      await context.addInitScript(() => {
        const full = () => {
          throw new DOMException('full', 'QuotaExceededError');
        };
        Storage.prototype.setItem = full;
        IDBObjectStore.prototype.put = full;
      });
      await loadSite(page, site.url);
      await setSpeed(page, 'sokusowo', 'fast');
      await playHole(page, 'sokusowo', '1B');
      const notice = board(page, 'sokusowo').locator('.mg-notice');
      assert.equal(await notice.isVisible(), true);
      assert.match((await notice.textContent()) ?? '', /^This browser’s storage is full or blocked/);
      assert.equal(await boardData(page, 'sokusowo', 'moves'), '1B');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('motion and screens', () => {
  test('reduced motion starts at instant speed', async () => {
    await withSite({ reducedMotion: 'reduce' }, async (page) => {
      assert.equal(await board(page, 'anywoli').locator('select.mg-speed').inputValue(), 'instant');
      await clickHole(page, 'anywoli', '1B');
      assert.equal(await boardData(page, 'anywoli', 'animating'), 'false');
      assert.equal(await boardData(page, 'anywoli', 'moves'), '1B');
    });
  });

  test('phone width: the long board stands upright and still plays; HiDPI canvas', async () => {
    await withSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 }, async (page) => {
      assert.equal(await boardData(page, 'anywoli', 'upright'), 'true');
      const [backing, css] = await board(page, 'anywoli')
        .locator('canvas')
        .evaluate((c) => [/** @type {HTMLCanvasElement} */ (c).width, c.clientWidth]);
      assert.equal(backing, css * 2, 'the canvas backing store follows devicePixelRatio');
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= 390, `no sideways scrolling (page is ${pageWidth}px wide)`);
      await setSpeed(page, 'anywoli', 'instant');
      await playHole(page, 'anywoli', '12B');
      assert.equal(await boardData(page, 'anywoli', 'moves'), '12B');
      await board(page, 'anywoli').scrollIntoViewIfNeeded();
      await screenshotBoard(page, 'anywoli', 'anywoli-phone');
      await screenshotBoard(page, 'sulus-aidi', 'sulus-aidi-phone');
    });
  });
});
