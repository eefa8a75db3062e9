// @ts-check
// The kept games on the info page (issue 38, "Kept games on the info
// page"): "Your games" in the page's navigation; each entry with a small
// picture of its position, its score, whose turn and against whom; Import a
// button like Export (not the browser's bare file picker); Resume goes to
// the play page, the game on its board there.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { clickHole, useSite } from './helpers.mjs';

const site = useSite();
// Each test starts as a first visit, in a context per locale the file's tests share (its site
// storage emptied first): a new context each cost about half a second of CPU.
const inFreshPage = useFreshPages(site);

for (const [width, height, locale] of /** @type {const} */ ([
  [390, 844, 'en-GB'],
  [1280, 800, 'es-ES'],
])) {
  test(`the info page at ${width}×${height} (${locale}): your games in the navigation, each at a glance, Resume on the play page`, async () => {
    await inFreshPage({ reducedMotion: 'reduce', locale, viewport: { width, height } }, async ({ page, problems }) => {
      const es = locale === 'es-ES';
      await page.goto(`${site.url}play.html?game=sokusowo&opponent=human&speed=instant`);
      await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
      await clickHole(page, 'sokusowo', '3B');
      await page.locator('mancala-game .mg[data-moves="3B"]').waitFor({ state: 'attached' });

      await page.goto(`${site.url}index.html`);
      const link = page.locator('.site-header nav a[href="#your-games"]');
      // The page's code comes after its load (pages/after-first-paint.js); its words wait unseen for their language.
      await link.filter({ hasText: es ? 'Tus partidas' : 'Your games' }).waitFor({ state: 'attached' });
      assert.equal(await link.textContent(), es ? 'Tus partidas' : 'Your games');
      await page.locator('.games-list .mg-games-row').first().waitFor();
      const row = page.locator('.games-list .mg-games-row').first();
      const text = (await row.locator('.mg-games-text').textContent()) ?? '';
      for (const words of es ? ['dos jugadores', 'puntos B 4, A 0', 'A (norte)'] : ['two players', 'score B 4, A 0', 'A (North) to move'])
        assert.ok(text.includes(words), `"${words}" in: ${text}`);
      // The picture: one disc a hole, 3B emptied.
      assert.equal(await row.locator('.mg-games-picture circle').count(), 12);
      const box = await row.locator('.mg-games-picture').boundingBox();
      assert.ok(box && box.width >= 40 && box.height >= 30, `a picture one can see (${JSON.stringify(box)})`);

      // Import: a button like Export, its picker unseen over it.
      const look = await page.locator('.games-list .mg-import-file').evaluate((label) => {
        const input = /** @type {HTMLInputElement} */ (label.querySelector('input'));
        const r = label.getBoundingClientRect();
        const i = input.getBoundingClientRect();
        const exportButton = /** @type {Element} */ (label.parentElement?.querySelector('.mg-games-export'));
        return {
          background: getComputedStyle(label).backgroundColor,
          exportBackground: getComputedStyle(exportButton).backgroundColor,
          height: r.height,
          covers: Math.abs(i.width - r.width) < 1 && Math.abs(i.height - r.height) < 1,
          opacity: getComputedStyle(input).opacity,
        };
      });
      assert.equal(look.background, look.exportBackground, 'Import looks like Export');
      assert.ok(look.height >= 44 && look.covers && look.opacity === '0', JSON.stringify(look));

      // Resume: to the play page, the game there.
      await row.locator('.mg-games-open').click();
      await page.waitForURL(/play\.html\?game=sokusowo/);
      await page.locator('mancala-game .mg[data-moves="3B"]').waitFor({ state: 'attached' });
      assert.deepEqual(problems, []);
    });
  });
}

// Resume of a game put aside (not the one on its board's slot) went to the
// info page's small board: it now opens on the play page, the game there put
// aside (Swap back brings it), and a stale address says so and loses nothing.
for (const [width, height, locale] of /** @type {const} */ ([
  [390, 844, 'en-GB'],
  [1280, 800, 'es-ES'],
])) {
  test(`the info page at ${width}×${height} (${locale}): Resume of a game put aside opens it on the play page`, async () => {
    await inFreshPage({ reducedMotion: 'reduce', locale, viewport: { width, height } }, async ({ page, problems }) => {
      const es = locale === 'es-ES';
      const lang = es ? 'es' : 'en';
      const shown = (/** @type {string} */ moves) => page.locator(`mancala-game .mg[data-moves="${moves}"]`).waitFor({ state: 'attached' });
      await page.goto(`${site.url}play.html?game=sokusowo&opponent=human&speed=instant&lang=${lang}`);
      await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
      await clickHole(page, 'sokusowo', '3B');
      await shown('3B');
      // A new game puts the 3B one aside; the board's game is now 2B.
      await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).newGame());
      await shown('');
      await clickHole(page, 'sokusowo', '2B');
      await shown('2B');

      await page.goto(`${site.url}index.html`);
      const rows = page.locator('.games-list .mg-games-row[data-game="sokusowo"]');
      await rows.nth(1).waitFor();
      const onItsBoard = es ? 'en su tablero' : 'on its board';
      const aside = rows.filter({ hasNotText: onItsBoard });
      assert.equal(await aside.count(), 1);
      await aside.locator('.mg-games-open').click();
      await page.waitForURL(/play\.html\?game=sokusowo/);
      await shown('3B');
      assert.ok(!page.url().includes('open='), `the address no longer opens it again: ${page.url()}`);
      const notice = page.locator('mancala-game .mg-notice');
      const swap = page.locator('mancala-game .mg-notice-action');
      assert.equal(
        await notice.textContent(),
        es
          ? 'Aquí está tu partida de Partidas; la que estaba en este tablero queda apartada en Partidas.'
          : 'Your game from Games is here; the one that was on this board is put aside in Games.',
      );
      assert.equal(await swap.textContent(), es ? 'Volver a cambiar' : 'Swap back');
      await swap.click();
      await shown('2B');

      // A stale address: said in the player's language, the board's game kept.
      await page.goto(`${site.url}play.html?game=sokusowo&open=no-such-game&lang=${lang}`);
      await shown('2B');
      assert.equal(
        await notice.textContent(),
        es
          ? 'Esa partida ya no está guardada en este dispositivo (borrada, o guardada en otro navegador). La partida de aquí sigue como la dejaste.'
          : 'That game is no longer kept on this device (deleted, or kept in another browser). The game here is as you left it.',
      );
      await page.goto(`${site.url}index.html`);
      await rows.nth(1).waitFor();
      assert.equal(await rows.count(), 2, 'both games still kept');
      assert.deepEqual(problems, []);
    });
  });
}
