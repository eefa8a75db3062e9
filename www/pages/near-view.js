// @ts-check
// Builds what lies below the fold only as it comes near the viewport: the
// info page's four boards cost the main thread most of its load (building,
// laying out and first painting each), and on a phone none of them is in
// the first screenful.

/**
 * How far outside the viewport a node is built before it is seen: half the
 * viewport's height above and below, so a board scrolled to at a usual pace
 * is already drawn (building one takes about a tenth of a second on a
 * phone), and its growing from placeholder to board moves nothing in view.
 * Not more: on a phone the first board starts about 1.7 screen heights down.
 */
const AHEAD_SHARE = 0.5;
const AHEAD = `${AHEAD_SHARE * 100}% 0px`;

/**
 * Calls `build(node)` once for each node, when it first comes within AHEAD
 * of the viewport.
 * @template {Element} T
 * @param {readonly T[]} nodes
 * @param {(node: T) => void} build
 * @returns {(node: T) => void} builds a node now, unless it was built already
 */
export function buildWhenNear(nodes, build) {
  /** @type {Set<Element>} */
  const waiting = new Set(nodes);
  /** @param {T} node */
  const buildNow = (node) => {
    if (!waiting.delete(node)) return;
    observer.unobserve(node);
    if (waiting.size === 0) observer.disconnect();
    build(node);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) buildNow(/** @type {T} */ (entry.target));
    },
    { rootMargin: AHEAD },
  );
  for (const node of nodes) observer.observe(node);
  // What is near already is built now, not after the observer's first report a frame later.
  const ahead = window.innerHeight * AHEAD_SHARE;
  for (const node of nodes) {
    const box = node.getBoundingClientRect();
    if (box.top < window.innerHeight + ahead && box.bottom > -ahead) buildNow(node);
  }
  return buildNow;
}
