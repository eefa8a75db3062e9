// @ts-check
// The built site's service worker. scripts/build.sh writes it to dist/sw.js,
// prefixed with `self.MANCALA_BUILD = { version, files }`: the build's
// version and every file of that version. Installing caches exactly those
// files; activating deletes every other version's cache. Pages are fetched
// network-first and fall back to the cache only offline; a cached page of
// one version only ever loads files of that version (they sit in a
// versioned folder), so an update never mixes versions.

/**
 * @typedef {object} Build
 * @property {string} version
 * @property {string[]} files  paths relative to the worker's folder
 */
/** @typedef {Event & { waitUntil(work: Promise<unknown>): void }} ExtendableEvent */
/** @typedef {ExtendableEvent & { request: Request, respondWith(response: Promise<Response>): void }} FetchEvent */
/**
 * The parts of the service worker's global scope used here.
 * @typedef {object} WorkerScope
 * @property {Build} MANCALA_BUILD
 * @property {{ claim(): Promise<void> }} clients
 * @property {{ scope: string }} registration
 * @property {(type: string, listener: (event: any) => void) => void} addEventListener
 */

const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
const { version, files } = worker.MANCALA_BUILD;
const CACHE_PREFIX = 'mancala-';
const CACHE = `${CACHE_PREFIX}${version}`;

worker.addEventListener('install', (/** @type {ExtendableEvent} */ event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // Straight from the server: an HTTP-cached copy could be another version's.
      cache.addAll(files.map((file) => new Request(new URL(file, worker.registration.scope), { cache: 'reload' }))),
    ),
  );
  // No skipWaiting: a page still open on the old version keeps its own
  // worker and cache until it closes.
});

worker.addEventListener('activate', (/** @type {ExtendableEvent} */ event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

/**
 * A page: the server's current one, else (offline) this version's copy.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    // embed.html?game=… is one cached page whatever its query.
    const cached = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

/**
 * A file of this version: from the cache, else from the server.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function cacheFirst(request) {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

worker.addEventListener('fetch', (/** @type {FetchEvent} */ event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(worker.registration.scope)) return;
  event.respondWith(request.mode === 'navigate' ? networkFirst(request) : cacheFirst(request));
});
