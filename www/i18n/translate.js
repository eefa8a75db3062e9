// @ts-check
// Every string the interface shows, in English and Spanish. Engine codes
// (end reasons, blocked-hole reasons, errors) are translated here by code,
// never by parsing the engine's English text. The board's English is always
// here (it is also every missing text's fallback); the English of the panels
// and modes whose code loads on demand (Play a friend, the games list, the
// records, the review, the set-up, a lesson, the puzzles) comes with their code
// (loadPanelTexts), so a board at rest never downloads it; the site's pages
// bring their own words (addEnglish). Spanish is a
// module of its own, every text of it, that a board or page loads
// (loadLanguage) before it shows a word in Spanish.

import { EN } from './en.js';
import { ERRORS_EN } from './errors-en.js';
import { NOTICE_EN } from './notice-en.js';

/** @typedef {import('./languages.js').Lang} Lang */

// Without the texts (i18n/languages.js): a page's first script picks its language too.
export { LANGS, pickLanguage } from './languages.js';

/** @type {Record<string, string>} */
const ENGLISH = { ...EN, ...ERRORS_EN, ...NOTICE_EN };

/** @type {Partial<Record<Lang, Record<string, string>>>} the languages loaded so far */
const DICTIONARIES = { en: ENGLISH };

/**
 * Each other language's texts, as a literal `import()` so that every
 * bundler (Vite, webpack, esbuild, Rollup) splits it into a chunk of its
 * own and the unbundled module finds it next to this one, on any origin.
 * @type {Record<Exclude<Lang, 'en'>, () => Promise<Record<string, string>>>}
 */
const LOADERS = { es: () => import('./spanish.js').then((module) => module.SPANISH) };

/** @type {Map<Lang, Promise<void>>} one load a language, shared by every board */
const loading = new Map();

/**
 * Brings a language's texts in (once a page); resolves when translate() has them.
 * A language that cannot load rejects, and stays loadable on the next call.
 * @param {Lang} lang
 * @returns {Promise<void>}
 */
export function loadLanguage(lang) {
  if (DICTIONARIES[lang]) return Promise.resolve();
  let load = loading.get(lang);
  if (!load) {
    load = LOADERS[/** @type {Exclude<Lang, 'en'>} */ (lang)]().then(
      (texts) => {
        DICTIONARIES[lang] = texts;
      },
      (error) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, load);
  }
  return load;
}

/**
 * Adds the English texts a page of the site brings with it (its header,
 * tiles and embed box: i18n/pages-en.js), which the element never needs.
 * @param {Record<string, string>} texts
 */
export function addEnglish(texts) {
  Object.assign(ENGLISH, texts);
}

/** @type {Promise<void> | null} the English of the panels and modes loaded on demand, once a page */
let panelTexts = null;

/**
 * Brings the English texts of the panels and modes loaded on demand in
 * (i18n/more-en.js): each of them awaits it with its code, so its words
 * are there when it is built. A load that fails rejects, and the next call
 * tries again.
 * @returns {Promise<void>}
 */
export function loadPanelTexts() {
  panelTexts ??= import('./more-en.js').then(
    (module) => {
      Object.assign(ENGLISH, module.MORE_EN);
    },
    (error) => {
      panelTexts = null;
      throw error;
    },
  );
  return panelTexts;
}

/**
 * Whether a language's texts are in (else its texts are English until loadLanguage ends).
 * @param {Lang} lang
 */
export function hasLanguage(lang) {
  return DICTIONARIES[lang] !== undefined;
}

/**
 * A page's own words (setTranslator): given a text's key, its parameters,
 * the board's language and the text the element would show, the text to
 * show instead (its `{name}` slots are filled the same way), or anything
 * else to keep the element's.
 * @typedef {(key: string, params: Record<string, string | number>, lang: string, text: string) => unknown} Translator
 */

/** @type {Translator | null} */
let pageTranslator = null;

/**
 * Lets the page word any text of every board (another language, its own
 * terms); null goes back to the element's own texts. Boards drawn before
 * the call show the new words at their next change.
 * @param {Translator | null} translator
 */
export function setTranslator(translator) {
  if (translator !== null && typeof translator !== 'function') {
    throw Object.assign(new TypeError('setTranslator takes a function (key, params, lang, text) or null'), { code: 'not-a-function' });
  }
  pageTranslator = translator;
}

/**
 * Looks a string up and fills its `{name}` slots.
 * @param {Lang} lang
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function translate(lang, key, params = {}) {
  const own = DICTIONARIES[lang]?.[key] ?? ENGLISH[key] ?? key;
  let text = own;
  if (pageTranslator) {
    try {
      const given = pageTranslator(key, params, lang, own);
      if (typeof given === 'string') text = given;
    } catch (error) {
      // A page's translator that throws does not take the board down: the element's own words stay.
      console.warn(`<mancala-game>: the page's translator failed for ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * A translator bound to one language.
 * @param {Lang} lang
 * @returns {(key: string, params?: Record<string, string | number>) => string}
 */
export function translator(lang) {
  return (key, params) => translate(lang, key, params);
}

/**
 * The sentence for an end-of-game reason code (`no-seeds-A`, `stall-100`, …);
 * Anywoli's four left says who took them and by which rule (the view's `last_four`).
 * A code is the way the game ended (one of its game's `end_reasons`, worded
 * as `reason.KIND`), then the player or the count it names, if any: no list
 * of the kinds here.
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 * @param {string} code
 * @param {{ to: 'A' | 'B', rule: string } | null} [lastFour]
 * @returns {string}
 */
export function reasonText(t, code, lastFour = null) {
  if (code === 'four-left' && lastFour) return t(`reason.four-left.${lastFour.rule}`, { player: t(`player.${lastFour.to}`) });
  const named = /^(.+)-(?:([AB])|(\d+))$/.exec(code);
  if (named?.[2]) return t(`reason.${named[1]}`, { player: t(`player.${named[2]}`) });
  if (named?.[3]) return t(`reason.${named[1]}`, { n: named[3] });
  return t(`reason.${code}`);
}

/**
 * Every key of a language, for the test that both dictionaries are complete.
 * @param {Lang} lang
 * @returns {Promise<string[]>}
 */
export async function languageKeys(lang) {
  await Promise.all([loadLanguage(lang), loadPanelTexts()]);
  return Object.keys(DICTIONARIES[lang] ?? {});
}
