// @ts-check
// How <mancala-game> reads its attributes: leniently. A value it cannot use
// gives a console warning (once for each value, element/element-api.js) and the
// default, never a broken board.

import { clip } from '../ui/records.js';
import { reportAttribute } from './element-api.js';

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
  /** @param {HTMLElement} element */
  constructor(element) {
    this.element = element;
  }

  /**
   * Warns about an attribute the element cannot use (once for each value).
   * @param {string} name
   * @param {string} value
   * @param {string} expected
   * @param {string} fallback
   */
  warn(name, value, expected, fallback) {
    reportAttribute(this.element, name, `${name}=${quote(value)} is not ${expected}; using ${fallback}.`);
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

  /** @returns {number | null} the board's widest width in CSS pixels (`size`); null fits the container */
  size() {
    const text = this.element.getAttribute('size');
    return text === null || text.trim().toLowerCase() === 'fit' ? null : this.wholeNumber('size', MIN_SIZE, MAX_SIZE, '"fit"');
  }
}
