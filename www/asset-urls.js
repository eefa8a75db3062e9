// @ts-check
// Where the element finds its files: the engine's wasm, the stylesheet,
// the lessons and the puzzles (the AI worker is started in
// engine/computer.js, and finds its own wasm and the endgame table next to
// itself). Each file is named by a literal `new URL('./…', import.meta.url)`,
// the form Vite, webpack and Parcel recognise: they copy the file into the
// production build and rewrite the address, so `import 'mancala-game'` is
// all such a project needs. A bundler that leaves these addresses alone
// (esbuild, Rollup without a plugin) moves this module away from its files:
// there the page copies the package's folder into its static files and
// names it with setAssetPath() (the package's README), and every address
// below is taken from that folder instead. A classic-script bundle
// (esbuild's default iife format) has an empty import.meta: there the
// addresses are taken from the folder setAssetPath() named, else from the
// folder of the script that holds the bundle.

/** @type {URL | null} the package's folder as the page named it; null: next to this module */
let base = null;

/**
 * The script this module runs in when import.meta has no url (a classic
 * script runs its whole bundle at once, while it is the current script).
 */
const classicScript = !import.meta.url && typeof document !== 'undefined' ? document.currentScript : null;

/**
 * Names the folder the package's files are served from (a copy of
 * node_modules/mancala-game/), for builds that do not copy them. Call it
 * before the first board is connected: in the module that imports the
 * element, right after the import, is early enough.
 * @param {string | URL} path  absolute, or relative to the page
 */
export function setAssetPath(path) {
  if (typeof path !== 'string' && !(path instanceof URL)) throw new TypeError('setAssetPath: give the folder as a string or a URL');
  const url = new URL(String(path), document.baseURI);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  base = url;
}

/**
 * The folder the package's files are taken from when it is not next to
 * this module: the one setAssetPath() named, or (import.meta being empty)
 * the folder of the classic script holding the bundle; null: next to this
 * module, as import.meta.url says.
 * @returns {string | null}
 */
export function assetPath() {
  if (base) return base.href;
  if (import.meta.url) return null;
  const script = classicScript instanceof HTMLScriptElement && classicScript.src ? classicScript.src : document.baseURI;
  return new URL('./', script).href;
}

/**
 * A file of the package: from the named folder, else where the build put it.
 * @param {string} path  relative to the package's folder
 * @param {() => URL} built  the same file as `new URL('./…', import.meta.url)` names it (only made when used: it throws where import.meta is empty)
 */
function asset(path, built) {
  const folder = assetPath();
  return folder ? new URL(path, folder) : built();
}

/** The board's stylesheet. */
export const styleUrl = () => asset('style.css', () => new URL('./style.css', import.meta.url));

/** The panels' stylesheet, added with their code (ui/panel-styles.js). */
export const panelStyleUrl = () => asset('panels.css', () => new URL('./panels.css', import.meta.url));

/** The rules engine's wasm. */
export const engineWasmUrl = () => asset('pkg/mancala_wasm_bg.wasm', () => new URL('./pkg/mancala_wasm_bg.wasm', import.meta.url));

/** The lesson judging's wasm (loaded when a lesson opens: engine/lesson-judge.js). */
export const lessonsWasmUrl = () =>
  asset('pkg-lessons/mancala_wasm_lessons_bg.wasm', () => new URL('./pkg-lessons/mancala_wasm_lessons_bg.wasm', import.meta.url));

/**
 * Each game's lesson (docs/LESSONS.md), one literal address per file so a
 * bundler copies them all.
 * @type {Record<string, () => URL>}
 */
const LESSONS = {
  'sulus-aidi': () => new URL('./lessons/sulus-aidi.jsonl', import.meta.url),
  sokusowo: () => new URL('./lessons/sokusowo.jsonl', import.meta.url),
  'sadeqa-ii': () => new URL('./lessons/sadeqa-ii.jsonl', import.meta.url),
  anywoli: () => new URL('./lessons/anywoli.jsonl', import.meta.url),
};

/**
 * Each game's shipped puzzles (docs/PUZZLES.md).
 * @type {Record<string, () => URL>}
 */
const PUZZLES = {
  'sulus-aidi': () => new URL('./pkg/puzzles-sulus-aidi.jsonl', import.meta.url),
  sokusowo: () => new URL('./pkg/puzzles-sokusowo.jsonl', import.meta.url),
  'sadeqa-ii': () => new URL('./pkg/puzzles-sadeqa-ii.jsonl', import.meta.url),
  anywoli: () => new URL('./pkg/puzzles-anywoli.jsonl', import.meta.url),
};

/** The games that have a lesson and puzzles here (a test checks it is every game). */
export const GAMES_WITH_FILES = Object.freeze(Object.keys(LESSONS));

/**
 * A game's lesson file.
 * @param {string} game
 */
export function lessonUrl(game) {
  const built = LESSONS[game];
  if (!built) throw new Error(`${game} has no lesson`);
  return asset(`lessons/${game}.jsonl`, built);
}

/**
 * A game's puzzles file.
 * @param {string} game
 */
export function puzzlesUrl(game) {
  const built = PUZZLES[game];
  if (!built) throw new Error(`${game} has no puzzles`);
  return asset(`pkg/puzzles-${game}.jsonl`, built);
}
