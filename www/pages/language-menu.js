// @ts-check
// The language menu of the site's pages (the info page and play.html): one
// button a language, the page's own pressed. A choice is remembered on the
// device (localStorage `lang`) and applied where the page is: the game on
// its boards stays as it is, only its words change.

/** @typedef {import('../i18n/translate.js').Lang} Lang */

/** The storage key of the remembered choice (read by pickLanguage's callers). */
export const LANGUAGE_KEY = 'lang';

/**
 * Marks the page's language in every language menu under `root`.
 * @param {ParentNode} root
 * @param {Lang} lang
 */
export function showLanguage(root, lang) {
  for (const button of root.querySelectorAll('[data-set-lang]')) {
    button.setAttribute('aria-pressed', String(/** @type {HTMLElement} */ (button).dataset.setLang === lang));
  }
}

/**
 * Calls `choose` with the language a menu button under `root` names, when pressed.
 * @param {ParentNode} root
 * @param {(lang: Lang) => void} choose
 */
export function wireLanguageMenu(root, choose) {
  for (const button of root.querySelectorAll('[data-set-lang]')) {
    button.addEventListener('click', () => {
      const wanted = /** @type {HTMLElement} */ (button).dataset.setLang;
      if (wanted === 'en' || wanted === 'es') choose(wanted);
    });
  }
}
