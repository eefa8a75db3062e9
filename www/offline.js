// @ts-check
// Registers the service worker that lets a second visit work offline. Only
// the built site has one: scripts/build.sh adds the meta tag that names it,
// so serving the repository itself (development) registers nothing.

import { loadEngine } from './engine/engine.js';

const script = document.querySelector('meta[name="mancala-service-worker"]')?.getAttribute('content');
/**
 * Registers once the page has loaded and its engine is in (every page loads
 * it at once): installing fetches every file of the site, which must not
 * compete with the page's own first requests, the engine's wasm above all.
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

/** After the page's load event and its engine, whichever comes last (an engine that failed too). */
function registerLater() {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  void Promise.all([loaded, loadEngine().catch(() => null)]).then(register);
}

if (script && 'serviceWorker' in navigator) registerLater();
