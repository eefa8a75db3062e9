// @ts-check
// Pointer and keys on the board's canvas turned into intents: which hole is
// pointed at, which one is chosen, where the keyboard focus goes. It knows
// holes only through the geometry's hit test and neighbours.

/** @typedef {import('../render/geometry.js').BoardGeometry} BoardGeometry */

/**
 * What the controller does with the player's input.
 * @typedef {object} BoardIntents
 * @property {(label: string | null) => void} point  the pointer is over a hole (or none)
 * @property {() => void} pointerDown  the pointer is used: the keyboard focus ring hides
 * @property {(label: string) => void} choose  a hole was clicked or tapped
 * @property {(dx: number, dy: number) => void} moveFocus  an arrow key
 * @property {() => void} confirmFocus  Enter or Space on the focused hole
 * @property {() => void} focusChanged  the canvas gained or lost the focus
 */

/** @type {Record<string, [number, number]>} */
const DIRECTIONS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * @param {HTMLCanvasElement} canvas
 * @param {() => BoardGeometry | null} geometry
 * @param {BoardIntents} intents
 */
export function attachBoardInput(canvas, geometry, intents) {
  /** @param {MouseEvent} e */
  const holeAt = (e) => {
    const geo = geometry();
    if (!geo) return null;
    const rect = canvas.getBoundingClientRect();
    return geo.hitTest(e.clientX - rect.left, e.clientY - rect.top);
  };
  canvas.addEventListener('pointermove', (e) => {
    if (geometry()) intents.point(holeAt(e));
  });
  canvas.addEventListener('pointerleave', () => intents.point(null));
  canvas.addEventListener('pointerdown', () => intents.pointerDown());
  canvas.addEventListener('click', (e) => {
    const label = holeAt(e);
    if (label) intents.choose(label);
  });
  canvas.addEventListener('keydown', (e) => {
    if (!geometry()) return;
    const direction = DIRECTIONS[e.key];
    if (direction) {
      e.preventDefault();
      intents.moveFocus(direction[0], direction[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      intents.confirmFocus();
    }
  });
  canvas.addEventListener('focus', () => intents.focusChanged());
  canvas.addEventListener('blur', () => intents.focusChanged());
}
