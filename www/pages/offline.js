// @ts-check
// Registers the service worker that lets a second visit work offline. Only
// the built site has one: scripts/build.sh adds the meta tag that names it,
// so serving the repository itself (development) registers nothing.

import { loadEngine } from '../engine/engine.js';

const script = document.querySelector('meta[name="mancala-service-worker"]')?.getAttribute('content');
/**
 * How long after its load a page that draws no board at once (the info page
 * on a phone: its boards are below the fold) waits before the install.
 */
const NO_BOARD_WAIT_MS = 3000;

/**
 * Registers once the page has loaded, its engine is in and its first board
 * is drawn: installing fetches every file of the site (a hundred requests),
 * which must not compete with the page's own first requests and tasks. Begun
 * as soon as the engine was in, it doubled the time to the first drawn board
 * (docs/PERFORMANCE.md).
 */
function register() {
  /** @param {unknown} e */
  const unavailable = (e) => {
    // The page works as before, only not offline (e.g. a file: URL, private browsing, a sandboxed frame).
    console.info(`Offline play is not available here: ${e instanceof Error ? e.message : String(e)}`);
  };
  try {
    navigator.serviceWorker.register(new URL(script ?? '', document.baseURI)).catch(unavailable);
  } catch (e) {
    // A sandboxed frame's document (origin `null`) may not even ask: the call itself throws.
    unavailable(e);
  }
}

/**
 * Resolves when a board of the page has been drawn (board-painter.js marks
 * it), or NO_BOARD_WAIT_MS after the page's load if none is.
 * @param {Promise<unknown>} loaded
 * @returns {Promise<void>}
 */
function firstBoardDrawn(loaded) {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((mark) => mark.name.startsWith('mancala:first-draw:'))) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark', buffered: true });
    void loaded.then(() => setTimeout(resolve, NO_BOARD_WAIT_MS));
  });
}

/** After the page's load event, its engine and its first drawn board, whichever comes last (an engine that failed too). */
function registerLater() {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  void Promise.all([loaded, loadEngine().catch(() => null), firstBoardDrawn(loaded)]).then(register);
}

if (script && 'serviceWorker' in navigator) registerLater();
