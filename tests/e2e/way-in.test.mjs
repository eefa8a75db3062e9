// @ts-check
// Finding one's way (issue #25): the info page's first screen on a phone
// shows the four games as tiles, its header never covers a board, no
// control of the site's pages is smaller than a finger (44 px), and the
// language menu of every page switches the words without losing a move of
// the game in progress. At a phone's sizes (390×844, 360×640), a phone held
// sideways (844×390) and a laptop's (1280×800).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { boardData, clickHole, useSite, waitIdle } from './helpers.mjs';

const site = useSite();

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];
const SIZES = [...PHONES, { width: 844, height: 390 }, { width: 1280, height: 800 }];
const GAMES = ['sulus-aidi', 'sokusowo', 'sadeqa-ii', 'anywoli'];

// The file's visits, each a first one, share a context (fresh-pages.mjs).
const inFreshPage = useFreshPages(site);

/**
 * Opens a page of the site at a viewport size as on a first visit, runs
 * `body`, then checks that nothing went wrong.
 * @param {string} path
 * @param {{ width: number, height: number }} viewport
 * @param {(page: import('playwright-core').Page) => Promise<void>} body
 */
async function withPage(path, viewport, body) {
  await inFreshPage({ viewport }, async ({ page, problems }) => {
    await page.goto(new URL(path, site.url).href);
    await body(page);
    assert.deepEqual(problems, [], 'console errors, failed or off-origin requests');
  });
}

/**
 * Every visible control of the page (links, buttons, form fields) lower than 44 px, as `text WxH`.
 * @param {import('playwright-core').Page} page
 */
function smallControls(page) {
  return page.evaluate(() => {
    /** @type {string[]} */
    const small = [];
    for (const node of document.querySelectorAll('a[href], button, select, summary, input:not([type="hidden"])')) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || node.closest('[hidden]') || getComputedStyle(node).visibility === 'hidden') continue;
      if (box.height < 44) small.push(`${(node.textContent ?? '').trim().slice(0, 24) || node.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

/**
 * Plays 1B and 1A on the Sokusowó board.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>} the moves on the board then
 */
async function playTwoMoves(page) {
  for (const hole of ['1B', '1A']) {
    await clickHole(page, 'sokusowo', hole);
    await waitIdle(page, 'sokusowo');
  }
  const moves = await boardData(page, 'sokusowo', 'moves');
  assert.equal(moves.split(' ').length, 2, `two moves played: ${moves}`);
  return moves;
}

describe('the info page', () => {
  for (const viewport of PHONES) {
    test(`${viewport.width}×${viewport.height}: the first screen shows the four games as tiles, each with its board, name, line and links`, async () => {
      await withPage('index.html', viewport, async (page) => {
        await page.waitForFunction(() => [...document.querySelectorAll('.game-tile img')].every((img) => /** @type {HTMLImageElement} */ (img).complete));
        // The links name the page's language once its code is in (fetched after the first paint: scripts/bundle.mjs).
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.game-tile a[data-play]')].every((link) => link.getAttribute('href')?.includes('lang=')),
        );
        const tiles = await page.evaluate(() =>
          [...document.querySelectorAll('.game-tile')].map((tile) => {
            const box = tile.getBoundingClientRect();
            const picture = /** @type {HTMLImageElement | null} */ (tile.querySelector('img'));
            return {
              top: box.top,
              bottom: box.bottom,
              picture: picture ? picture.naturalWidth > 0 && picture.getBoundingClientRect().height > 20 : false,
              name: tile.querySelector('.tile-name')?.textContent?.trim() ?? '',
              line: tile.querySelector('.tile-line')?.textContent?.trim() ?? '',
              links: [...tile.querySelectorAll('a[data-play]')].map((link) => new URL(/** @type {HTMLAnchorElement} */ (link).href).search),
            };
          }),
        );
        assert.equal(tiles.length, 4, 'four tiles');
        for (const [index, tile] of tiles.entries()) {
          assert.ok(tile.top >= 0 && tile.bottom <= viewport.height, `${tile.name} is on the first screen: ${tile.top}–${tile.bottom} of ${viewport.height}`);
          assert.ok(tile.picture, `${tile.name} shows its board`);
          assert.ok(tile.name.length > 0 && tile.line.length > 10, `${tile.name}: a name and a line`);
          const game = GAMES[index];
          assert.deepEqual(
            tile.links,
            [`?game=${game}&lang=en`, `?game=${game}&mode=lesson&lang=en`, `?game=${game}&mode=puzzle&lang=en`],
            'Play, Learn, Puzzles',
          );
        }
      });
    });
  }

  for (const viewport of SIZES) {
    test(`${viewport.width}×${viewport.height}: the header never covers a board, and no control is under 44 px`, async () => {
      await withPage('index.html', viewport, async (page) => {
        assert.deepEqual(await smallControls(page), [], 'controls under 44 px at the top');
        for (const game of GAMES) {
          const container = page.locator(`.mancala-game[data-game="${game}"]`);
          await container.evaluate((node) => node.scrollIntoView({ block: 'start', behavior: 'instant' }));
          await container.locator('.mg[data-holes] canvas').waitFor({ state: 'visible' });
          await waitIdle(page, game);
          // The canvas brought into view as a link to it would (its top first): what is on top at points across it?
          const covered = await container.locator('canvas').evaluate((canvas) => {
            canvas.scrollIntoView({ block: 'start', behavior: 'instant' });
            const box = canvas.getBoundingClientRect();
            /** @type {string[]} */
            const over = [];
            const bottom = Math.min(box.bottom, innerHeight) - 2;
            for (const y of [box.top + 2, box.top + 20, (box.top + bottom) / 2, bottom]) {
              for (const x of [box.left + 4, (box.left + box.right) / 2, box.right - 4]) {
                const found = document.elementFromPoint(x, y);
                if (found !== canvas && !canvas.parentElement?.contains(found))
                  over.push(`${found?.tagName}.${found?.className} at ${Math.round(x)},${Math.round(y)}`);
              }
            }
            return over;
          });
          assert.deepEqual(covered, [], `${game}: nothing over its board`);
        }
        assert.deepEqual(await smallControls(page), [], 'controls under 44 px anywhere on the page');
      });
    });
  }
});

describe('the language menu', () => {
  test('the info page: switching keeps the moves played, and the choice is remembered here and on the play page', async () => {
    await withPage('index.html', { width: 1280, height: 800 }, async (page) => {
      const container = page.locator('.mancala-game[data-game="sokusowo"]');
      await container.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await container.locator('.mg[data-holes]').waitFor({ state: 'attached' });
      await page.locator('.mg[data-game="sokusowo"] select.mg-speed').selectOption('instant');
      const moves = await playTwoMoves(page);
      await page.click('.site-header [data-set-lang="es"]');
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      await page.waitForFunction(() => document.querySelector('.mg[data-game="sokusowo"] .mg-new')?.textContent?.includes('Nueva'));
      assert.equal(await boardData(page, 'sokusowo', 'moves'), moves, 'the moves are still there after the switch');
      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      await container.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.locator('.mg[data-game="sokusowo"][data-moves]').waitFor({ state: 'attached' });
      assert.equal(await boardData(page, 'sokusowo', 'moves'), moves, 'and after a reload, in Spanish');
      // The play page opened with no language in its address speaks the one chosen.
      await page.goto(new URL('play.html?game=anywoli', site.url).href);
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      assert.equal(await page.locator('mancala-game').getAttribute('lang'), 'es');
      assert.equal(await page.locator('.play-header [data-set-lang="es"]').getAttribute('aria-pressed'), 'true');
    });
  });

  for (const viewport of SIZES) {
    test(`play.html at ${viewport.width}×${viewport.height}: a language menu of 44 px controls that keeps the game, the game's name whole`, async () => {
      await withPage('play.html?game=sokusowo&speed=instant', viewport, async (page) => {
        const element = page.locator('mancala-game');
        await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
        const moves = await playTwoMoves(page);
        assert.deepEqual(await smallControls(page), [], 'controls under 44 px');
        await page.click('.play-header [data-set-lang="es"]');
        await page.waitForFunction(() => document.documentElement.lang === 'es');
        assert.equal(await element.getAttribute('lang'), 'es');
        await page.locator('mancala-game .mg-new', { hasText: 'Nueva' }).waitFor();
        assert.equal(await boardData(page, 'sokusowo', 'moves'), moves, 'the moves are still there after the switch');
        // Beside the Spanish back link, the longer of the two, the name is not cut.
        const title = page.locator('.play-title');
        assert.equal(await title.textContent(), 'Sokusowó');
        assert.ok(await title.evaluate((node) => node.scrollWidth <= node.clientWidth), "the game's name shown whole in the header");
        assert.match(page.url(), /[?&]lang=es\b/, 'the address keeps the language');
        // A play page opened later without one in its address: the choice made here.
        await page.goto(new URL('play.html?game=sokusowo', site.url).href);
        await page.waitForFunction(() => document.documentElement.lang === 'es');
        await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
        assert.equal(await boardData(page, 'sokusowo', 'moves'), moves, 'the game kept, in Spanish');
      });
    });
  }
});

test("a first visit's tip points to the preview, the review and Set up, and once dismissed stays away", async () => {
  for (const [lang, words] of /** @type {const} */ ([
    ['en', ['hold a hole', 'Review', 'Set up']],
    ['es', ['mantén pulsado', 'Análisis', 'Preparar']],
  ])) {
    for (const viewport of SIZES) {
      await withPage(`play.html?game=sokusowo&lang=${lang}`, viewport, async (page) => {
        const where = `${lang} ${viewport.width}×${viewport.height}`;
        const tip = page.locator('mancala-game .mg-tip');
        // The first visit asks how to play first; the tip comes once that is answered.
        await page.locator('mancala-game .mg-how-choice[data-choice="human"]').click();
        await tip.waitFor();
        const text = (await tip.textContent()) ?? '';
        for (const word of words) assert.ok(text.includes(word), `${where}: the tip names "${word}" (${text})`);
        // Wholly readable where it is: inside the screen, its text not cut.
        const box = await tip.boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height + 0.5, `${where}: the tip on the screen ${JSON.stringify(box)}`);
        const cut = await tip.evaluate((node) => node.scrollHeight > node.clientHeight + 1);
        assert.equal(cut, false, `${where}: the tip's text is cut`);
        await page.locator('mancala-game .mg-tip-dismiss').click();
        await tip.waitFor({ state: 'detached' });
        await page.reload();
        // The game's panels are built in one go with the tip's place (board/game-panels.js): once the
        // records tab is there, a tip would be too.
        await page.locator('mancala-game .mg-records').waitFor({ state: 'attached' });
        assert.equal(await tip.count(), 0, `${where}: the tip is remembered as dismissed`);
      });
    }
  }
});

/**
 * Whether a part of the board is whole on the screen and on top at its centre.
 * @param {import('playwright-core').Locator} part
 */
function inSight(part) {
  return part.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const hit = /** @type {ShadowRoot} */ (node.getRootNode()).elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && hit !== null && node.contains(hit);
  });
}

test('a first visit to the play page asks how to play (the computer, someone here, a friend) instead of starting a two-player game', async () => {
  for (const [lang, words] of /** @type {const} */ ([
    ['en', ['How do you want to play?', 'Against the computer', 'With someone here', 'With a friend, by link']],
    ['es', ['¿Cómo quieres jugar?', 'Contra el ordenador', 'Con alguien aquí', 'Con un amigo, por enlace']],
  ])) {
    for (const viewport of SIZES) {
      const where = `${lang} ${viewport.width}×${viewport.height}`;
      // Against the computer: the computer plays, the question does not come back. At the Beginner
      // level: the computer picks its Sulus Aidi opening at once, and a stronger level's search of it
      // cost seconds of CPU over the eight visits, for no assertion of this test.
      await withPage(`play.html?game=sulus-aidi&level=beginner&lang=${lang}`, viewport, async (page) => {
        const how = page.locator('mancala-game .mg-how');
        await how.waitFor();
        assert.equal(await how.locator('.mg-how-question').textContent(), words[0], where);
        const choices = how.locator('.mg-how-choice');
        assert.deepEqual(await choices.allTextContents(), words.slice(1), where);
        for (let i = 0; i < 3; i++) assert.ok(await inSight(choices.nth(i)), `${where}: "${words[i + 1]}" in sight`);
        assert.ok(await inSight(how.locator('.mg-how-question')), `${where}: the question in sight`);
        await choices.nth(0).click();
        await how.waitFor({ state: 'detached' });
        assert.equal(await boardData(page, 'sulus-aidi', 'opponent'), 'computer', `${where}: the computer plays`);
        await page.locator('mancala-game .mg-tip').waitFor();
        await page.reload();
        await page.locator('mancala-game .mg-records').waitFor({ state: 'attached' });
        assert.equal(await how.count(), 0, `${where}: asked once`);
      });
    }
  }
  // With a friend: the Play a friend tab opens, its first step in sight.
  for (const viewport of SIZES) {
    await withPage('play.html?game=sokusowo', viewport, async (page) => {
      await page.locator('mancala-game .mg-how-choice[data-choice="friend"]').click();
      assert.equal(await page.locator('mancala-game details.mg-friend').getAttribute('open'), '');
      assert.equal(await boardData(page, 'sokusowo', 'opponent'), 'human');
      const name = page.locator('mancala-game .mg-friend-setup .mg-friend-name');
      await page.waitForFunction(() => {
        const input = document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-friend-setup .mg-friend-name');
        if (!input) return false;
        const r = input.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
      assert.ok(await inSight(name), `${viewport.width}×${viewport.height}: the friend's first field in sight`);
    });
  }
  // A move played instead answers it; a page that names the opponent never asks.
  await withPage('play.html?game=sokusowo', SIZES[1], async (page) => {
    const how = page.locator('mancala-game .mg-how');
    await how.waitFor();
    await clickHole(page, 'sokusowo', '1B');
    await how.waitFor({ state: 'detached' });
    await waitIdle(page, 'sokusowo');
  });
  await withPage('play.html?game=sokusowo&opponent=computer', SIZES[1], async (page) => {
    await page.locator('mancala-game .mg-records').waitFor({ state: 'attached' });
    assert.equal(await page.locator('mancala-game .mg-how').count(), 0, 'the page chose the players');
  });
});
