// @ts-check
// A long press on a touch screen: a finger held still on a hole for a
// moment. It reports the hole, and the tap the browser may send when the
// finger lifts is swallowed, so a long press never plays; a short tap
// still does (input/board-input.js).

/** @typedef {import('../render/geometry.js').BoardGeometry} BoardGeometry */

/** How long a finger rests on a hole before it is a long press, in ms. */
export const LONG_PRESS_MS = 450;
/** How far the finger may wander meanwhile, in CSS px. */
const SLOP_PX = 10;

/**
 * @param {HTMLCanvasElement} canvas
 * @param {() => BoardGeometry | null} geometry
 * @param {{ press: (label: string) => void, down: () => void }} intents
 *   press: a hole was long-pressed; down: any new press (mouse, pen or finger) began
 */
export function attachLongPress(canvas, geometry, intents) {
  let timer = 0;
  /** @type {{ x: number, y: number } | null} */
  let start = null;
  /** A long press happened and its tap is still to be swallowed. */
  let held = false;
  const cancel = () => {
    clearTimeout(timer);
    timer = 0;
  };
  canvas.addEventListener('pointerdown', (e) => {
    cancel();
    held = false;
    intents.down();
    const geo = geometry();
    if (e.pointerType !== 'touch' || !geo) return;
    const rect = canvas.getBoundingClientRect();
    const label = geo.hitTest(e.clientX - rect.left, e.clientY - rect.top);
    if (!label) return;
    start = { x: e.clientX, y: e.clientY };
    timer = window.setTimeout(() => {
      timer = 0;
      held = true;
      intents.press(label);
    }, LONG_PRESS_MS);
  });
  canvas.addEventListener('pointermove', (e) => {
    if (timer && start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > SLOP_PX) cancel();
  });
  canvas.addEventListener('pointerup', cancel);
  canvas.addEventListener('pointercancel', cancel);
  // Capturing listeners on the target run before the board's click listener.
  canvas.addEventListener(
    'click',
    (e) => {
      if (!held) return;
      held = false;
      e.stopImmediatePropagation();
    },
    { capture: true },
  );
  // The browser's long-press menu would hide the preview.
  canvas.addEventListener('contextmenu', (e) => {
    if (held || timer) e.preventDefault();
  });
}
