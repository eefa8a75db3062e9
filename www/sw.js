// @ts-check
// The built site's service worker. scripts/build.sh writes it to dist/sw.js,
// prefixed with `self.MANCALA_BUILD = { version, files }`: the build's
// version and every file of that version but the big ones a game loads only
// when it is opened (the Sadeqa II endgame table). Installing caches those
// files; a file of this version fetched later is kept in the same cache
// the first time it arrives, so it works offline after one use. Pages are
// fetched network-first and fall back to the cache only offline; a cached
// page of one version only ever loads files of that version (they sit in a
// versioned folder), so an update never mixes versions.
//
// A new build takes over as soon as it is installed (skipWaiting, then
// clients.claim): the tab that loaded the new pages is served the new
// build offline, not the one before. A tab still running the previous
// build keeps going as it is (nothing reloads it, and its game is kept
// after each move anyway): the previous version's cache stays until the
// next build's activation, and a file of that version's folder is served
// from it.

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
 * @property {() => Promise<void>} skipWaiting
 * @property {{ scope: string }} registration
 * @property {(type: string, listener: (event: any) => void) => void} addEventListener
 */

const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
const { version, files } = worker.MANCALA_BUILD;
const CACHE_PREFIX = 'mancala-';
const CACHE = `${CACHE_PREFIX}${version}`;
/** This version's asset folder: its files never change under their names. */
const ASSETS = new URL(`v-${version}/`, worker.registration.scope).href;
/** Where every version's asset folder starts (`v-<version>/`). */
const ANY_ASSETS = new URL('v-', worker.registration.scope).href;

worker.addEventListener('install', (/** @type {ExtendableEvent} */ event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        // Straight from the server: an HTTP-cached copy could be another version's.
        cache.addAll(files.map((file) => new Request(new URL(file, worker.registration.scope), { cache: 'reload' }))),
      )
      // Only a complete copy takes over: waiting for every tab to close kept
      // the tab that loaded this build on the old worker, serving the old
      // build offline.
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (/** @type {ExtendableEvent} */ event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => {
        const others = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
        // Names come in the order the caches were made: the last other one is
        // the previous build's, kept for a tab still running it.
        const previous = others.at(-1);
        return Promise.all(others.filter((name) => name !== previous).map((name) => caches.delete(name)));
      })
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
 * A file of this version: from the cache, else from the server (a file of
 * the previous version's folder, from its cache). A file of
 * the versioned folder that was not precached (a table loaded only when
 * its game is opened) is kept in the cache once it has arrived whole.
 * @param {Request} request
 * @param {(work: Promise<unknown>) => void} keepAlive  the fetch event's waitUntil
 * @returns {Promise<Response>}
 */
async function cacheFirst(request, keepAlive) {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  // A file of another version's folder: a tab still running the previous build asks for it.
  const older = request.url.startsWith(ANY_ASSETS) ? await caches.match(request) : undefined;
  if (older) return older;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic' && request.url.startsWith(ASSETS)) {
    const copy = response.clone();
    // The caller gets its response at once; storing runs alongside (a failure
    // to store, e.g. a full disk, only means fetching it again next time).
    keepAlive(
      caches
        .open(CACHE)
        .then((cache) => cache.put(request, copy))
        .catch(() => {}),
    );
  }
  return response;
}

worker.addEventListener('fetch', (/** @type {FetchEvent} */ event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(worker.registration.scope)) return;
  event.respondWith(request.mode === 'navigate' ? networkFirst(request) : cacheFirst(request, (work) => event.waitUntil(work)));
});
