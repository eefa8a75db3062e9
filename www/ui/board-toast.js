// @ts-check
// A short line over the board (why a tap was refused) that fades after a
// few seconds: where the player looks, inside the screen whatever the
// layout. Screen readers hear the same sentence from the live region.

/** How long the line stays, in ms: long enough to read a sentence twice. */
const SHOWN_MS = 4000;

/** @type {WeakMap<HTMLElement, number>} */
const timers = new WeakMap();

/**
 * Shows `text` over the board, replacing what was there, for a few seconds.
 * @param {HTMLElement} toast  the board's .mg-toast (ui/board-view.js)
 * @param {string} text
 */
export function showToast(toast, text) {
  clearTimeout(timers.get(toast));
  toast.textContent = text;
  toast.hidden = false;
  timers.set(
    toast,
    window.setTimeout(() => {
      toast.hidden = true;
    }, SHOWN_MS),
  );
}

/**
 * Takes the line away at once (a move was played).
 * @param {HTMLElement} toast
 */
export function hideToast(toast) {
  clearTimeout(timers.get(toast));
  toast.hidden = true;
}
