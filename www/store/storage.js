// @ts-check
// localStorage that never breaks the page: a store that is full, blocked or
// missing turns saving off (the caller shows a notice) and reads nothing.

const PREFIX = 'mancala:';

export class SafeStorage {
  constructor() {
    /** Whether writes still work; false after the first failure. */
    this.enabled = true;
    /** @type {Storage | null} */
    this.store = null;
    try {
      this.store = window.localStorage;
    } catch {
      this.enabled = false;
    }
  }

  /**
   * @param {string} key
   * @returns {string | null}
   */
  get(key) {
    try {
      return this.store ? this.store.getItem(PREFIX + key) : null;
    } catch {
      return null;
    }
  }

  /**
   * Saves a value; returns false (and turns saving off) when the browser refuses.
   * @param {string} key
   * @param {string} value
   * @returns {boolean}
   */
  set(key, value) {
    if (!this.enabled || !this.store) return false;
    try {
      this.store.setItem(PREFIX + key, value);
      return true;
    } catch {
      this.enabled = false;
      return false;
    }
  }

  /**
   * The key as localStorage holds it (what a `storage` event names).
   * @param {string} key
   */
  fullKey(key) {
    return PREFIX + key;
  }

  /** @param {string} key */
  remove(key) {
    try {
      this.store?.removeItem(PREFIX + key);
    } catch {
      // Nothing to undo: a store that cannot remove cannot have saved either.
    }
  }
}
