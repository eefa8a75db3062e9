// @ts-check
// `storage="none"` and `readonly` on <mancala-game>: the board's storage
// with SafeStorage's interface that keeps its values in memory for the
// board's life, so nothing is read from or written to the visitor's
// localStorage (no game restored, none kept, no settings remembered).

export class MemoryStorage {
  constructor() {
    /** Writes always work: nothing can refuse them. */
    this.enabled = true;
    /** @type {Storage | null} no localStorage behind it (SafeStorage's field) */
    this.store = null;
    /** @type {Map<string, string>} */
    this.values = new Map();
  }

  /**
   * @param {string} key
   * @returns {string | null}
   */
  get(key) {
    return this.values.get(key) ?? null;
  }

  /**
   * @param {string} key
   * @param {string} value
   * @returns {boolean}
   */
  set(key, value) {
    this.values.set(key, value);
    return true;
  }

  /**
   * No localStorage key is ever this board's: a `storage` event from
   * another tab never names it.
   * @param {string} key
   */
  fullKey(key) {
    return `memory:${key}`;
  }

  /** @param {string} key */
  remove(key) {
    this.values.delete(key);
  }
}
