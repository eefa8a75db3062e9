// @ts-check
// The fitted board's arrangement (www/state/layout.js), decided from the box
// and the board's shape, measured with the real geometry of each game's board.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoardGeometry } from '../../www/render/geometry.js';
import { ACROSS_UNDER_PX, BANDS_PX, chooseLayout, STACKED_CONTROLS_PX, TOUCH_PX } from '../../www/state/layout.js';

/** @typedef {import('../../www/types.js').View} View */

/**
 * Each game's board as the geometry reads it: rows, columns, trays or stores.
 * @type {Record<string, { rows: number, cols: number, trays: boolean, stores: boolean }>}
 */
const BOARDS = {
  'sulus-aidi': { rows: 3, cols: 6, trays: false, stores: false },
  sokusowo: { rows: 2, cols: 6, trays: true, stores: false },
  'sadeqa-ii': { rows: 2, cols: 6, trays: true, stores: false },
  anywoli: { rows: 2, cols: 12, trays: true, stores: true },
};

/**
 * A view with only what the geometry reads.
 * @param {{ rows: number, cols: number, trays: boolean, stores: boolean }} shape
 * @returns {View}
 */
function boardView(shape) {
  const holes = [];
  for (let row = 0; row < shape.rows; row++) {
    for (let col = 0; col < shape.cols; col++) holes.push({ label: `${row}-${col}`, row, col, owner: row === 0 ? 'A' : 'B' });
  }
  return /** @type {View} */ (
    /** @type {unknown} */ ({ rows: shape.rows, cols: shape.cols, captured: shape.trays ? { A: 0, B: 0 } : null, has_stores: shape.stores, holes })
  );
}

/**
 * How far apart a game's holes are, drawn as large as `room` allows.
 * @param {View} view
 */
const pitchOf = (view) => (/** @type {{ width: number, height: number }} */ room, /** @type {'flat' | 'any'} */ orientation) =>
  new BoardGeometry(view, room.width, room.height, room.height, 'B', orientation).pitchPx;

const SCREENS = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
];

test('portrait phones stack the board on top, flat; Anywoli stands upright beside a narrow column', () => {
  for (const screen of SCREENS.filter((s) => s.height > s.width)) {
    for (const [game, shape] of Object.entries(BOARDS)) {
      const layout = chooseLayout(screen, pitchOf(boardView(shape)));
      const where = `${game} ${screen.width}×${screen.height}`;
      if (game === 'anywoli') {
        assert.equal(layout.arrangement, 'beside', where);
        assert.ok(layout.column <= 160, `${where}: a narrow column (${layout.column} px)`);
      } else {
        assert.equal(layout.arrangement, 'stacked', where);
        assert.equal(layout.orientation, 'flat', where);
        assert.equal(layout.room.width, screen.width, `${where}: the board as wide as the screen`);
        assert.equal(layout.room.height, screen.height - STACKED_CONTROLS_PX, where);
      }
    }
  }
});

test('landscape screens and desktops put every game beside one column', () => {
  for (const screen of SCREENS.filter((s) => s.width >= s.height)) {
    for (const [game, shape] of Object.entries(BOARDS)) {
      const layout = chooseLayout(screen, pitchOf(boardView(shape)));
      assert.equal(layout.arrangement, 'beside', `${game} ${screen.width}×${screen.height}`);
      assert.equal(layout.room.width + layout.column + 6, screen.width);
    }
  }
  // The desktop's column is the same for the three short boards: one layout, whatever the game.
  const desktop = ['sulus-aidi', 'sokusowo', 'sadeqa-ii'].map((game) => chooseLayout(SCREENS[3], pitchOf(boardView(BOARDS[game]))).column);
  assert.deepEqual(new Set(desktop).size, 1);
});

test('every arrangement leaves the holes touch-sized on the four screens', () => {
  for (const screen of SCREENS) {
    for (const texts of [false, true]) {
      for (const [game, shape] of Object.entries(BOARDS)) {
        const view = boardView(shape);
        const layout = chooseLayout({ ...screen, texts }, pitchOf(view));
        const pitch = pitchOf(view)(layout.room, layout.orientation);
        assert.ok(pitch >= TOUCH_PX, `${game} ${screen.width}×${screen.height}${texts ? ' (lesson)' : ''}: holes ${pitch.toFixed(1)} px apart`);
      }
    }
  }
});

test('the column gives up width only for a board that needs it', () => {
  const wide = chooseLayout({ width: 844, height: 390 }, () => 60);
  const squeezed = chooseLayout({ width: 844, height: 390 }, (room) => (room.width >= 680 ? 44 : 40));
  assert.ok(wide.column > squeezed.column);
  assert.ok(squeezed.room.width >= 680);
  // No board fits: the narrowest column, never a negative room.
  const none = chooseLayout({ width: 300, height: 200 }, () => 10);
  assert.equal(none.arrangement, 'beside');
  assert.ok(none.room.width >= 0 && none.column > 0);
  const empty = chooseLayout({ width: 0, height: 0 }, () => 0);
  assert.ok(empty.room.width === 0 && empty.room.height === 0);
});

test('the decision reads the box and the board only: the same box, the same arrangement', () => {
  const pitch = pitchOf(boardView(BOARDS.sokusowo));
  const first = chooseLayout({ width: 390, height: 844 }, pitch);
  for (let i = 0; i < 3; i++) assert.deepEqual(chooseLayout({ width: 390.4, height: 844.2 }, pitch), first);
  // A lesson's text keeps more of a stacked screen for itself.
  const lesson = chooseLayout({ width: 390, height: 844, texts: true }, pitch);
  assert.ok(lesson.room.height < first.room.height);
});

/**
 * How tall the board is drawn in a room (what chooseLayout asks).
 * @param {View} view
 */
const heightOf = (view) => (/** @type {{ width: number, height: number }} */ room) =>
  new BoardGeometry(view, room.width, room.height, room.height, 'B', 'any').cssHeight;

test("a lesson's or puzzle's text goes under a long, flat board beside a narrow column or small in a laptop's height, and only there", () => {
  for (const screen of SCREENS) {
    for (const [game, shape] of Object.entries(BOARDS)) {
      const view = boardView(shape);
      const where = `${game} ${screen.width}×${screen.height}`;
      const layout = chooseLayout({ ...screen, texts: true }, pitchOf(view), heightOf(view));
      const under = game === 'anywoli' && screen.width > screen.height;
      assert.equal(layout.textUnder, under, where);
      if (under) {
        // The board keeps touch-sized holes and leaves the text its height.
        assert.ok(pitchOf(view)(layout.room, 'any') >= TOUCH_PX, where);
        assert.ok(heightOf(view)(layout.room) <= screen.height - 180, where);
      }
      // Without a text there is nothing to put under the board.
      assert.equal(chooseLayout(screen, pitchOf(view), heightOf(view)).textUnder, false, where);
    }
  }
});

test("a long board beside a narrow column on a landscape phone takes the page's header above it and the actions under it, and only there", () => {
  for (const screen of SCREENS) {
    for (const [game, shape] of Object.entries(BOARDS)) {
      const view = boardView(shape);
      const where = `${game} ${screen.width}×${screen.height}`;
      const layout = chooseLayout(screen, pitchOf(view), heightOf(view));
      assert.equal(layout.bands, game === 'anywoli' && screen.width === 844, where);
      if (layout.bands) {
        assert.ok(pitchOf(view)(layout.room, 'any') >= TOUCH_PX, where);
        assert.ok(heightOf(view)(layout.room) <= screen.height - BANDS_PX, where);
      }
      assert.equal(chooseLayout({ ...screen, texts: true }, pitchOf(view), heightOf(view)).bands, false, `${where}: a text's layout has no bands`);
    }
  }
});

test("a long board over a lesson's text on a laptop goes across the whole width, the text and the column under it, and only there", () => {
  for (const screen of SCREENS) {
    for (const [game, shape] of Object.entries(BOARDS)) {
      const view = boardView(shape);
      const where = `${game} ${screen.width}×${screen.height}`;
      const layout = chooseLayout({ ...screen, texts: true }, pitchOf(view), heightOf(view));
      const across = game === 'anywoli' && screen.width === 1280;
      assert.equal(layout.across, across, where);
      if (across) {
        assert.equal(layout.room.width, screen.width, where);
        assert.ok(heightOf(view)(layout.room) <= screen.height - ACROSS_UNDER_PX, where);
      }
      assert.equal(chooseLayout(screen, pitchOf(view), heightOf(view)).across, false, where);
    }
  }
});
