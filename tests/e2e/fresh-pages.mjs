// @ts-check
// Fresh visits for a test file's tests without a browser context each: the
// tests that need only a first visit's empty storage share a context, its
// site storage cleared before each visit.

import { after } from 'node:test';
import { inContext, openPage } from './helpers.mjs';

/** @type {WeakMap<object, ReturnType<typeof useFreshPages>>} */
const freshPagesBySite = new WeakMap();

/**
 * The fresh pages a test file made for its site with useFreshPages, if it did.
 * @param {object} site  from useSite()
 */
export function freshPagesOf(site) {
  return freshPagesBySite.get(site) ?? null;
}

/**
 * Pages that each start as a first visit, in browser contexts shared by a
 * test file's tests: a new context costs about half a second of CPU, a load
 * in an open tab less than half that. Before each visit the tab leaves the
 * site and the site's storage is cleared (every kind, with
 * Storage.clearDataForOrigin, and the tab's sessionStorage), so what ran
 * before leaves nothing behind, and the viewport and reduced motion are
 * set. One context serves each locale, scale and touch (fixed for a
 * context); a visit that allows the service worker gets a context of its
 * own; `profile` names one more (two players' devices at once, each a
 * context: clearing the site's storage clears it in that context only).
 * A test that changes the context itself (init scripts, routes, CDP
 * overrides) or listens on the page uses inContext instead. Shared helpers
 * find a file's fresh pages with freshPagesOf(site).
 * @param {{ browser: import('playwright-core').Browser, url: string }} site  from useSite(), called after it
 */
export function useFreshPages(site) {
  /** @type {Map<string, Awaited<ReturnType<typeof openPage>>>} */
  const shared = new Map();
  // The browser may be closed already (useSite's own `after`): its contexts went with it.
  after(async () => {
    for (const opened of shared.values()) if (site.browser.isConnected()) await opened.context.close();
  });
  /**
   * Runs `body` on a fresh visit's page (at about:blank: the body loads what it visits).
   * @param {Parameters<typeof openPage>[2] & { profile?: string }} options
   * @param {(opened: Awaited<ReturnType<typeof openPage>>) => Promise<void>} body
   */
  async function inFreshPage(options = {}, body) {
    if (options.serviceWorkers === 'allow') return inContext(site, options, body);
    const key = JSON.stringify([options.locale ?? 'en-GB', options.deviceScaleFactor ?? 1, options.hasTouch ?? false, options.profile ?? '']);
    let opened = shared.get(key);
    if (!opened) {
      opened = await openPage(site.browser, site.url, options);
      shared.set(key, opened);
    }
    const { context, page, problems } = opened;
    if (page.url().startsWith(site.url)) await page.evaluate(() => sessionStorage.clear());
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(site.url).origin, storageTypes: 'all' });
    await cdp.detach();
    problems.length = 0;
    await page.setViewportSize(options.viewport ?? { width: 1200, height: 900 });
    await page.emulateMedia({ reducedMotion: options.reducedMotion ?? 'reduce' });
    await body(opened);
  }
  freshPagesBySite.set(site, inFreshPage);
  return inFreshPage;
}
