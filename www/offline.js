// @ts-check
// Registers the service worker that lets a second visit work offline. Only
// the built site has one: scripts/build.sh adds the meta tag that names it,
// so serving the repository itself (development) registers nothing.

const script = document.querySelector('meta[name="mancala-service-worker"]')?.getAttribute('content');
/** Registers once the page has loaded, so caching the site never competes with its first draw. */
function register() {
  navigator.serviceWorker.register(new URL(script ?? '', document.baseURI)).catch((/** @type {unknown} */ e) => {
    // The page works as before, only not offline (e.g. a file: URL, or private browsing).
    console.info(`Offline play is not available here: ${e instanceof Error ? e.message : String(e)}`);
  });
}

if (script && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
