// @ts-check
// Shared steps of the Play a friend tests: two players, each a browser
// profile of its own with the play page, a friend game started, a link
// opened as a messenger's tap opens it, what the page shows of its friend
// game, a whole game played out by links, and a link rewritten with a
// valid check (as a player editing links could).

import assert from 'node:assert/strict';
import { encodeFriendLink, readFriendLink } from '../../www/modes/friend/friend-link.js';
import { freshPagesOf } from './fresh-pages.mjs';
import { openPage, waitForElements } from './helpers.mjs';

/** @typedef {ReturnType<typeof import('./helpers.mjs').useSite>} Site */
/** @typedef {Awaited<ReturnType<typeof openPage>>} Opened */

/**
 * A player: a browser profile of its own with the play page of a game.
 * @param {Site} site
 * @param {string} query  play.html's query (game, speed, options)
 * @param {string} [locale]
 * @returns {Promise<Opened>}
 */
export async function player(site, query, locale = 'en-GB') {
  const opened = await openPage(site.browser, site.url, { locale });
  await openPlayPage(site, opened.page, query);
  return opened;
}

/**
 * Loads the play page of a game at instant speed and waits for its board.
 * @param {Site} site
 * @param {import('playwright-core').Page} page
 * @param {string} query  play.html's query
 */
async function openPlayPage(site, page, query) {
  await page.goto(`${site.url}play.html?speed=instant&${query}`);
  await waitForElements(page, 1);
}

/**
 * Two players, each in a profile of their own, for the length of `body`;
 * neither page may log an error or reach off the site.
 * @param {Site} site
 * @param {string} query  Ana's play.html query
 * @param {string} benQuery  Ben's
 * @param {(ana: Opened, ben: Opened) => Promise<void>} body
 * @param {string} [benLocale]
 */
export async function twoPlayers(site, query, benQuery, body, benLocale) {
  // A file with fresh pages (fresh-pages.mjs): the two profiles are its shared contexts, emptied first.
  const fresh = freshPagesOf(site);
  if (fresh) {
    await fresh({ profile: 'ana' }, async (ana) => {
      await openPlayPage(site, ana.page, query);
      await fresh({ locale: benLocale, profile: 'ben' }, async (ben) => {
        await openPlayPage(site, ben.page, benQuery);
        await body(ana, ben);
        assert.deepEqual(ana.problems, []);
        assert.deepEqual(ben.problems, []);
      });
    });
    return;
  }
  const ana = await player(site, query);
  const ben = await player(site, benQuery, benLocale);
  try {
    await body(ana, ben);
    assert.deepEqual(ana.problems, []);
    assert.deepEqual(ben.problems, []);
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
}

/**
 * What the page shows of its friend game (read-only data attributes and texts).
 * @param {import('playwright-core').Page} page
 */
export function state(page) {
  return page.evaluate(() => {
    /** A text as a person reads it: without the invisible isolate marks around a friend's name (ui/dom.js nameInText). */
    const read = (/** @type {Element | null} */ node) => (node?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
    const panel = /** @type {HTMLElement} */ (root.querySelector('.mg-friend'));
    const board = /** @type {HTMLElement} */ (root.querySelector('.mg'));
    return {
      turn: panel.dataset.turn ?? '',
      friend: panel.dataset.friend ?? '',
      link: /** @type {HTMLInputElement} */ (root.querySelector('.mg-friend-link')).value,
      message: read(root.querySelector('.mg-friend-message')),
      boardMessage: read(root.querySelector('.mg-message')),
      notice: read(root.querySelector('.mg-notice')),
      status: read(root.querySelector('.mg-friend-status')),
      moves: (board.dataset.moves ?? '').split(' ').filter(Boolean),
      phase: board.dataset.phase ?? '',
      over: board.dataset.over === 'true',
      animating: board.dataset.animating === 'true',
      playable: (board.dataset.playable ?? '').split(' ').filter(Boolean),
      orientation: board.dataset.orientation ?? 'B',
    };
  });
}

/**
 * Waits until the board is still and the friend game's turn is known.
 * @param {import('playwright-core').Page} page
 */
export async function settled(page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('mancala-game')?.shadowRoot;
    const panel = /** @type {HTMLElement | null | undefined} */ (root?.querySelector('.mg-friend'));
    const board = /** @type {HTMLElement | null | undefined} */ (root?.querySelector('.mg'));
    const link = /** @type {HTMLInputElement | null | undefined} */ (root?.querySelector('.mg-friend-link'));
    if (!panel || !board || board.dataset.animating !== 'false' || panel.dataset.friend !== 'on') return false;
    // The friend is to act (or the game ended): the link to send is made.
    return panel.dataset.turn === 'me' || (link?.value ?? '') !== '';
  });
  return state(page);
}

/**
 * Starts a friend game on the page.
 * @param {import('playwright-core').Page} page
 * @param {{ side: 'A' | 'B', start: 'me' | 'friend', name: string }} choice
 */
export async function startFriendGame(page, choice) {
  // The panel's code comes when its tab first opens (ui/lazy-panel.js).
  await page.locator('.mg-friend').evaluate((node) => {
    /** @type {HTMLDetailsElement} */ (node).open = true;
  });
  await page.locator('.mg-friend-begin').waitFor({ state: 'attached' });
  await page.locator('.mg-friend').evaluate((node, c) => {
    const root = /** @type {ShadowRoot} */ (node.getRootNode());
    const value = (/** @type {string} */ selector, /** @type {string} */ v) => {
      const input = /** @type {HTMLInputElement} */ (root.querySelector(selector));
      input.value = v;
      input.dispatchEvent(new Event('change'));
    };
    value('.mg-friend-name', c.name);
    value('.mg-friend-side', c.side);
    value('.mg-friend-start', c.start);
    /** @type {HTMLButtonElement} */ (root.querySelector('.mg-friend-begin')).click();
  }, choice);
  await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-friend')?.getAttribute('data-friend') === 'on');
}

/**
 * Opens a link in the page already showing the site (only the fragment changes, as a messenger's tap does in an open tab).
 * @param {import('playwright-core').Page} page
 * @param {string} link
 */
export async function openLink(page, link) {
  const opened = () => Number(document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-friend')?.getAttribute('data-opened') ?? 0);
  const before = await page.evaluate(opened);
  await page.evaluate((hash) => {
    location.hash = hash;
  }, new URL(link).hash);
  // The link is taken (the address cleared) and dealt with, whatever came of it.
  await page.waitForFunction(
    (count) =>
      location.hash === '' && Number(document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-friend')?.getAttribute('data-opened') ?? 0) > count,
    before,
  );
}

/**
 * Plays a hole of this device's by the element's script API, as a tap would.
 * @param {import('playwright-core').Page} page
 * @param {string} move
 */
export async function play(page, move) {
  await page.evaluate((m) => /** @type {any} */ (document.querySelector('mancala-game')).play(m), move);
}

/**
 * Ana starts a friend game on side B, moving first, and plays a hole: the
 * board once her first move is in the link to send.
 * @param {import('playwright-core').Page} page
 */
export async function firstMoveSent(page) {
  await startFriendGame(page, { side: 'B', start: 'me', name: 'Ana' });
  await play(page, (await settled(page)).playable[0]);
  return settled(page);
}

/**
 * Plays a whole game between two pages by links, each move a legal one picked by a seeded generator.
 * @param {Opened} first  the page whose turn it is
 * @param {Opened} second
 * @param {number} seed
 */
export async function playOut(first, second, seed) {
  let random = seed;
  let [mover, waiting] = [first, second];
  let handoffs = 0;
  for (;;) {
    let now = await settled(mover.page);
    while (now.turn === 'me') {
      random = (random * 1103515245 + 12345) & 0x7fffffff;
      await play(mover.page, now.playable[random % now.playable.length]);
      now = await settled(mover.page);
    }
    const link = now.link;
    assert.ok(link.includes('#friend.1.'), `a link to send: ${link}`);
    await openLink(waiting.page, link);
    handoffs += 1;
    const seen = await settled(waiting.page);
    assert.deepEqual(seen.moves, now.moves, 'the friend sees every move');
    if (now.over && seen.over) return { moves: now.moves, handoffs, final: seen };
    [mover, waiting] = [waiting, mover];
  }
}

/**
 * A link's friend fields, read in Node with the page's own module.
 * @param {string} url
 */
export async function linkFields(url) {
  const read = await readFriendLink(new URL(url).hash);
  assert.ok(read && 'link' in read, `a friend link: ${url}`);
  return read.link;
}

/**
 * The same link with some fields changed, its check made anew (as a player editing links could).
 * @param {string} url
 * @param {Partial<import('../../www/modes/friend/friend-link.js').FriendLink>} change
 */
export async function rewritten(url, change) {
  const link = await linkFields(url);
  const made = new URL(url);
  made.hash = await encodeFriendLink({ ...link, ...change });
  return made.href;
}

/**
 * What the board around the game shows: its status line, the players row,
 * whether Hint, Undo and the preview switch take a press, and the result
 * dialog's title and reason ('' when it is not up).
 * @param {import('playwright-core').Page} page
 */
export function boardAround(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
    const button = (/** @type {string} */ selector) => /** @type {HTMLButtonElement} */ (root.querySelector(selector));
    return {
      status: root.querySelector('.mg-status-text')?.textContent ?? '',
      twoPlayersPressed: button('.mg-opponent[data-opponent="human"]').getAttribute('aria-pressed'),
      computerPressed: button('.mg-opponent[data-opponent="computer"]').getAttribute('aria-pressed'),
      hintOff: button('.mg-hint').disabled,
      undoOff: button('.mg-undo').disabled,
      previewSwitchOff: /** @type {HTMLInputElement} */ (root.querySelector('.mg-preview-toggle')).disabled,
      result: /** @type {HTMLElement} */ (root.querySelector('.mg-result')).hidden ? '' : (root.querySelector('.mg-result-title')?.textContent ?? ''),
      reason: root.querySelector('.mg-result-reason')?.textContent ?? '',
    };
  });
}
