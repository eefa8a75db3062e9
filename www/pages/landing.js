// @ts-check
// Landing on the section an address names (index.html#anywoli). The boards
// are built after the browser's own jump and settle their size over the next
// frames (more of them on a slow machine), which moves every section below.
// So the section is kept in place while the page settles, until the person
// scrolls, points, touches or presses a key, or the page has been still for a
// while.

/** How long the page must stay still before landing stops, in ms. */
const SETTLED_MS = 1500;
/** The longest landing is kept, whatever happens, in ms. */
const LONGEST_MS = 10000;
const PERSON_EVENTS = /** @type {const} */ (['wheel', 'touchstart', 'pointerdown', 'keydown']);

/**
 * Scrolls to `section` now and again whenever the page's layout changes,
 * until the person takes over or the layout has settled.
 * @param {HTMLElement} section
 * @param {readonly Element[]} movers what may still change size above it (the boards)
 * @returns {() => void} stops keeping the landing
 */
export function keepLanding(section, movers) {
  const land = () => section.scrollIntoView({ block: 'start', behavior: 'instant' });
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let stillTimer;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // Tests and traces wait for this, not for a time.
    performance.mark('mancala:landing-ended');
    observer.disconnect();
    clearTimeout(stillTimer);
    clearTimeout(longestTimer);
    for (const type of PERSON_EVENTS) removeEventListener(type, stop, true);
  };
  const settleLater = () => {
    clearTimeout(stillTimer);
    stillTimer = setTimeout(stop, SETTLED_MS);
  };
  const observer = new ResizeObserver(() => {
    land();
    settleLater();
  });
  observer.observe(document.body);
  for (const node of movers) observer.observe(node);
  for (const type of PERSON_EVENTS) addEventListener(type, stop, { capture: true, passive: true });
  const longestTimer = setTimeout(stop, LONGEST_MS);
  land();
  settleLater();
  return stop;
}
