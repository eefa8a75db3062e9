// @ts-check
// How <mancala-game> reads its attributes: leniently. A value it cannot use
// gives a console warning (once for each value, element/element-api.js) and the
// default, never a broken board.

import { LANGS, pickLanguage } from '../i18n/translate.js';
import { clip } from '../ui/share-link.js';

/** `controls`: everything, the bar's buttons, or the board alone. */
export const CONTROLS = /** @type {const} */ (['full', 'minimal', 'none']);
/** `theme`: the system's choice, or one of the two looks. */
export const THEMES = /** @type {const} */ (['auto', 'light', 'dark']);

/** The system's dark colour scheme. */
export const DARK_SYSTEM = '(prefers-color-scheme: dark)';

/**
 * Marks the board's box `data-dark` when its theme is dark: theme="dark",
 * or "auto" on a dark system. style.css writes the dark palette once, on
 * that mark (a media query cannot share a rule with a selector).
 * @param {Element | null} stage  the `.mg-element` box, its `data-theme` set (none yet: nothing to mark)
 */
export function markScheme(stage) {
  const theme = stage?.getAttribute('data-theme');
  stage?.toggleAttribute('data-dark', theme === 'dark' || (theme === 'auto' && window.matchMedia(DARK_SYSTEM).matches));
}

/** Narrower than this the board's labels no longer fit. */
export const MIN_SIZE = 240;
export const MAX_SIZE = 4000;

/**
 * An attribute value as a console message shows it: quoted and short.
 * @param {string} value
 */
export function quote(value) {
  return JSON.stringify(clip(value));
}

export class AttributeReader {
  /**
   * @param {HTMLElement} element
   * @param {(element: HTMLElement, name: string, message: string) => void} report  how a value it cannot use is told
   *   (element/element-api.js reportAttribute; a no-op for the start painted before the element is defined, which
   *   must not tell the page before its listeners are on: the element reads the attributes again and tells then)
   */
  constructor(element, report) {
    this.element = element;
    this.report = report;
  }

  /**
   * Warns about an attribute the element cannot use (once for each value).
   * @param {string} name
   * @param {string} value
   * @param {string} expected
   * @param {string} fallback
   */
  warn(name, value, expected, fallback) {
    this.report(this.element, name, `${name}=${quote(value)} is not ${expected}; using ${fallback}.`);
  }

  /**
   * One of a list of words (case-insensitive), else the default.
   * @template {string} T
   * @param {string} name
   * @param {readonly T[]} allowed
   * @param {T} fallback
   * @returns {T}
   */
  choice(name, allowed, fallback) {
    const value = this.element.getAttribute(name);
    if (value === null) return fallback;
    const found = allowed.find((word) => word.toLowerCase() === value.trim().toLowerCase());
    if (found) return found;
    this.warn(name, value, `one of ${allowed.join(', ')}`, quote(fallback));
    return fallback;
  }

  /**
   * A whole number in a range, else null (the default).
   * @param {string} name
   * @param {number} min
   * @param {number} max
   * @param {string} fallback  what null means, for the warning
   * @returns {number | null}
   */
  wholeNumber(name, min, max, fallback) {
    const value = this.element.getAttribute(name);
    if (value === null) return null;
    const n = /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
    if (n >= min && n <= max) return n;
    this.warn(name, value, `a whole number from ${min} to ${max}`, fallback);
    return null;
  }

  /** @returns {import('../i18n/translate.js').Lang} the `lang` attribute, else the page's language, else the browser's */
  language() {
    const pageLang = this.element.closest('[lang]')?.getAttribute('lang') ?? '';
    return this.choice('lang', LANGS, pickLanguage(null, [pageLang, ...navigator.languages]));
  }

  /**
   * Puts the theme and the controls' level on a box of the element (style.css reads them there).
   * @param {HTMLElement} box
   */
  applyLook(box) {
    box.dataset.theme = this.choice('theme', THEMES, 'light');
    markScheme(box);
    box.dataset.controls = this.choice('controls', CONTROLS, 'full');
  }

  /** @returns {number | null} the board's widest width in CSS pixels (`size`); null fits the container */
  size() {
    const text = this.element.getAttribute('size');
    return text === null || text.trim().toLowerCase() === 'fit' ? null : this.wholeNumber('size', MIN_SIZE, MAX_SIZE, '"fit"');
  }
}
