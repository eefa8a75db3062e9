// @ts-check
// Set up's board editor (modes/setup/setup-panel.js): what a tap on a hole does to
// its seeds. Pure, unit-tested in node.

/** @typedef {'add' | 'take' | 'empty'} SetupTool */

/**
 * A hole's seeds after a tap with `tool`: one more (up to `max`), one fewer
 * (never below none), or none. A box left empty or unreadable counts as none.
 * @param {number} count  the seeds in the hole's box now (NaN when the box is empty)
 * @param {SetupTool} tool
 * @param {number} max  the most seeds the game has
 * @returns {number}
 */
export function editedCount(count, tool, max) {
  const now = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  if (tool === 'empty') return 0;
  if (tool === 'take') return Math.max(0, now - 1);
  return Number.isFinite(max) && max >= 0 ? Math.min(max, now + 1) : now + 1;
}
