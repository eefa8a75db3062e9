// @ts-check
// The interface's languages and the choice of one, apart from their texts
// (i18n/translate.js), for a page's first script (pages/after-first-paint.js).

/** @typedef {'en' | 'es'} Lang */

export const LANGS = /** @type {const} */ (['en', 'es']);

/**
 * The language to start in: a saved choice, else the browser's first
 * language we have, else English.
 * @param {string | null} saved
 * @param {readonly string[]} browserLanguages
 * @returns {Lang}
 */
export function pickLanguage(saved, browserLanguages) {
  if (saved === 'en' || saved === 'es') return saved;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return 'en';
}
