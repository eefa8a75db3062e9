// @ts-check
// A friend's turn on a phone (issue 38): after this device's move the link
// to send and its Copy and QR buttons are in sight at once, on four screens
// (the smallest phone too), in English and Spanish; on this device's turn no
// link is offered; while the friend's moves replay on arrival, the link this
// device sent before is not offered either.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { openLink, play, settled, startFriendGame } from './friend-helpers.mjs';
import { useSite, waitForElements } from './helpers.mjs';

const site = useSite();
// Ana's and Ben's devices: a context each per locale that the file's tests share, emptied before each test.
const inFreshPage = useFreshPages(site);

/**
 * Whether each part of the box with the link to send is whole on the screen and on top at its centre.
 * @param {import('playwright-core').Page} page
 */
function sendBoxInSight(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
    /** @param {string} selector */
    const inSight = (selector) => {
      const part = /** @type {HTMLElement} */ (root.querySelector(selector));
      const r = part.getBoundingClientRect();
      const hit = root.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && hit !== null && part.contains(hit);
    };
    return { link: inSight('.mg-friend-link'), copy: inSight('.mg-friend-copy'), qr: inSight('.mg-friend-qr-button') };
  });
}

/**
 * Whether the box with the link to send shows.
 * @param {import('playwright-core').Page} page
 */
function sendBoxShown(page) {
  return page.evaluate(() => {
    // No box at all until the friend panel is built (ui/lazy-panel.js).
    const box = /** @type {HTMLElement | null | undefined} */ (document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-friend-send'));
    return box?.checkVisibility() ?? false;
  });
}

for (const [width, height, locale] of /** @type {const} */ ([
  [390, 844, 'en-GB'],
  [360, 640, 'en-GB'],
  [360, 640, 'es-ES'],
  [844, 390, 'en-GB'],
  [1280, 800, 'en-GB'],
])) {
  test(`${width}×${height} (${locale}): the link to send in sight after a move, none on my turn nor while the friend's moves replay`, async () => {
    const viewport = { width, height };
    // Ana sees her friend's moves sown, as a player does (reduced motion would show them at once), at
    // the fast speed: the replay is animated all the same, and the normal speed's frames cost seconds of CPU.
    await inFreshPage({ profile: 'ana', locale, viewport, reducedMotion: 'no-preference' }, (ana) =>
      inFreshPage({ profile: 'ben', locale, viewport }, async (ben) => {
        await ana.page.goto(`${site.url}play.html?speed=fast&game=sokusowo`);
        await ben.page.goto(`${site.url}play.html?speed=instant&game=sokusowo`);
        await waitForElements(ana.page, 1);
        await waitForElements(ben.page, 1);
        assert.equal(await sendBoxShown(ana.page), false, 'no link box without a friend game');
        await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
        const begun = await settled(ana.page);
        assert.equal(begun.turn, 'me');
        assert.equal(await sendBoxShown(ana.page), false, 'no link to send on my turn');
        await play(ana.page, begun.playable[0]);
        const sent = await settled(ana.page);
        assert.equal(sent.turn, 'them');
        assert.deepEqual(await sendBoxInSight(ana.page), { link: true, copy: true, qr: true }, 'the link, Copy and QR in sight');
        if (locale === 'es-ES') {
          const copy = ana.page.locator('.mg-friend-copy');
          assert.equal(await copy.textContent(), 'Copiar enlace');
        }

        await openLink(ben.page, sent.link);
        const got = await settled(ben.page);
        await play(ben.page, got.playable[0]);
        const back = await settled(ben.page);
        assert.equal(back.turn, 'them');
        assert.deepEqual(await sendBoxInSight(ben.page), { link: true, copy: true, qr: true }, 'the friend sees the next step too');

        // While Ben's move is sown on Ana's board, the link she sent before is never offered.
        await ana.page.evaluate(() => {
          const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
          const board = /** @type {HTMLElement} */ (root.querySelector('.mg'));
          const box = /** @type {HTMLElement} */ (root.querySelector('.mg-friend-send'));
          const w = /** @type {any} */ (window);
          w.__replay = { sown: 0, offered: 0 };
          new MutationObserver(() => {
            if (board.dataset.animating !== 'true') return;
            w.__replay.sown += 1;
            if (box.checkVisibility()) w.__replay.offered += 1;
          }).observe(root, { attributes: true, subtree: true });
        });
        await openLink(ana.page, back.link);
        const mine = await settled(ana.page);
        assert.equal(mine.turn, 'me');
        const replay = await ana.page.evaluate(() => /** @type {any} */ (window).__replay);
        assert.ok(replay.sown > 0, "the friend's move was sown on the board");
        assert.equal(replay.offered, 0, 'the old link was never offered during the replay');
        assert.equal(await sendBoxShown(ana.page), false, 'nor on my turn after it');
        assert.deepEqual(ana.problems, []);
        assert.deepEqual(ben.problems, []);
      }),
    );
  });
}
