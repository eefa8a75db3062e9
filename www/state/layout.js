// @ts-check
// How a fitted board (the play page, embed.html, a fitted element) arranges
// itself, from the box it is given and the game's board: pure, so the
// decision is unit-tested in node (tests/unit/layout.test.mjs).
//
// - stacked: a portrait screen. The board on top, flat (rows across, as the
//   lessons describe it) and as wide as the box; under it the status strip,
//   the panels' sheet, and the essential actions at the bottom, in thumb reach.
// - beside: a landscape screen, a tablet, a desktop. The board on one side,
//   one column of status, actions and panels beside it. A portrait screen
//   takes it too when a flat board across its width would have holes too
//   small to touch (Anywoli's 2×12): the board stands upright beside a
//   narrow column. A lesson's or puzzle's text goes under the board, the
//   column keeping the rest, when the column had to give up its width for
//   a long, flat board (Anywoli on a landscape phone) and the board leaves
//   the height for the text, or when the text's wide column would leave a
//   long board small in most of the screen's height (Anywoli's lesson on a
//   laptop): then the column is the narrowest usual one, the board larger;
//   and where the height allows, the board goes across the whole width,
//   the text and the column side by side under it (`across`), the board
//   larger still and no half of the screen left empty under the text.
//   Without a text, the page's header and the actions go above and under a
//   long board beside a narrow column on a landscape phone (`bands`), in
//   the height it leaves empty, so the column starts with the status.
//
// The decision reads only the box and the board's shape, never the panels'
// contents: switching to the computer or opening a panel cannot flip it.

/** A hole's hit area must be at least this wide (WCAG's 44 CSS px). */
export const TOUCH_PX = 44;

/** Height kept under a stacked board for the status strip, the sheet's tabs and the action bar. */
export const STACKED_CONTROLS_PX = 250;

/** A lesson's or puzzle's text needs more of a stacked screen than the panels' tabs. */
export const STACKED_TEXT_PX = 300;

/** Width of the column beside a board: a share of a landscape screen, between these bounds (wider for a lesson's or puzzle's text). */
const COLUMN = { min: 272, share: 0.34, max: 416 };
const TEXT_COLUMN = { min: 320, share: 0.56, max: 560 };

/** Height a lesson's or puzzle's text needs under a board beside a narrow column. */
export const TEXT_UNDER_PX = 180;

/** The narrowest column beside a board, for the narrowest boards' sake (an upright board on a portrait phone; Anywoli on a landscape phone). */
const NARROW_COLUMN_PX = 152;

/** The narrowest column of all, for an upright board on the smallest phones. */
const SMALLEST_COLUMN_PX = 120;

/** The column gives up width in steps of this many px until the holes are touch-sized. */
const COLUMN_STEP_PX = 8;

/** A long board beside a text's column leaving more than this share of the height empty goes over its text instead. */
const EMPTY_SHARE = 0.75;

/** Height the text and the column keep under a board across the whole width (`across`): the column's header, status and lesson buttons. */
export const ACROSS_UNDER_PX = 320;

/** Height of the page's header above a long board and the actions under it (`bands`). */
export const BANDS_PX = 116;

/** Gap between the board and the column. */
export const GAP_PX = 6;

/**
 * @typedef {object} Box
 * @property {number} width  CSS px the board and its controls have
 * @property {number} height
 * @property {boolean} [texts]  a lesson or a puzzle, whose text shares the screen
 */

/**
 * @typedef {object} Arrangement
 * @property {'stacked' | 'beside'} arrangement
 * @property {'flat' | 'any'} orientation  flat: rows across; any: whichever way draws the board larger
 * @property {number} column  CSS px of the column beside the board (0 when stacked)
 * @property {{ width: number, height: number }} room  the most the board may take
 * @property {boolean} textUnder  beside: a lesson's or puzzle's text goes under the board, not in the column
 * @property {boolean} bands  beside: the page's header above the board and the actions under it, not in the column
 * @property {boolean} across  with the text under the board: the board across the whole width, the text and the column side by side under it
 */

/**
 * The arrangement of a fitted board.
 * @param {Box} box
 * @param {(room: { width: number, height: number }, orientation: 'flat' | 'any') => number} pitchIn
 *   how far apart (CSS px) the game's holes are when its board is drawn as large as `room` allows
 * @param {(room: { width: number, height: number }) => number} [heightIn]
 *   how tall (CSS px) the board is drawn in `room`; without it, a text never goes under the board
 * @returns {Arrangement}
 */
export function chooseLayout(box, pitchIn, heightIn) {
  const width = Math.max(0, Math.floor(box.width));
  const height = Math.max(0, Math.floor(box.height));
  if (height > width) {
    const kept = box.texts ? STACKED_TEXT_PX : STACKED_CONTROLS_PX;
    const room = { width, height: Math.max(0, height - kept) };
    if (pitchIn(room, 'flat') >= TOUCH_PX)
      return { arrangement: 'stacked', orientation: 'flat', column: 0, room, textUnder: false, bands: false, across: false };
    // Upright beside a narrow column, narrower still on the smallest phones.
    return widestColumn(width, height, NARROW_COLUMN_PX, SMALLEST_COLUMN_PX, pitchIn);
  }
  const bounds = box.texts ? TEXT_COLUMN : COLUMN;
  const layout = widestColumn(width, height, preferredColumn(width, bounds), NARROW_COLUMN_PX, pitchIn);
  if (!heightIn) return layout;
  if (!box.texts) {
    if (layout.column >= COLUMN.min) return layout;
    const room = { width: layout.room.width, height: height - BANDS_PX };
    return heightIn(room) <= room.height ? { ...layout, room, bands: true } : layout;
  }
  if (layout.column < bounds.min) {
    const room = { width: layout.room.width, height: height - TEXT_UNDER_PX };
    return heightIn(room) <= room.height ? { ...layout, room, textUnder: true } : layout;
  }
  if (heightIn(layout.room) >= height * (1 - EMPTY_SHARE)) return layout;
  // The narrowest usual column: the text has the board's width under it.
  const usual = widestColumn(width, height, COLUMN.min, NARROW_COLUMN_PX, pitchIn);
  const room = { width: usual.room.width, height: height - TEXT_UNDER_PX };
  const under = heightIn(room) <= room.height ? { ...usual, room, textUnder: true } : layout;
  // Larger still across the whole width, the text and the column keeping their height under it.
  const wide = { width, height: height - ACROSS_UNDER_PX };
  if (under.textUnder && pitchIn(wide, 'flat') > pitchIn(room, 'any')) return { ...usual, room: wide, orientation: 'flat', textUnder: true, across: true };
  return under;
}

/**
 * The column's width a landscape screen gives it, within its bounds.
 * @param {number} width
 * @param {{ min: number, share: number, max: number }} bounds
 */
function preferredColumn(width, bounds) {
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, width * bounds.share)));
}

/**
 * The column as wide as it likes (`widest`) while the board beside it keeps
 * touch-sized holes, narrower where it must, never under `narrowest`.
 * @param {number} width
 * @param {number} height
 * @param {number} widest
 * @param {number} narrowest
 * @param {(room: { width: number, height: number }, orientation: 'flat' | 'any') => number} pitchIn
 * @returns {Arrangement}
 */
function widestColumn(width, height, widest, narrowest, pitchIn) {
  for (let column = widest; column > narrowest; column -= COLUMN_STEP_PX) {
    const layout = beside(width, height, column);
    if (pitchIn(layout.room, 'any') >= TOUCH_PX) return layout;
  }
  return beside(width, height, narrowest);
}

/**
 * The board beside a column `column` px wide.
 * @param {number} width
 * @param {number} height
 * @param {number} column
 * @returns {Arrangement}
 */
function beside(width, height, column) {
  return {
    arrangement: 'beside',
    orientation: 'any',
    column,
    room: { width: Math.max(0, width - column - GAP_PX), height },
    textUnder: false,
    bands: false,
    across: false,
  };
}
