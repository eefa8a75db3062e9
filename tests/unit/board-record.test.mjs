// @ts-check
// state/board-record.js: the one record of a board’s moment, built once per
// refresh from what the board’s parts answered, read by its texts, its
// panels and its canvas’s frames (render/board-frame.js), and changed
// between refreshes only by its pure transitions.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardFrame } from '../../www/render/board-frame.js';
import { drawFrame } from '../../www/render/draw.js';
import { DEFAULT_PALETTE } from '../../www/render/theme.js';
import {
  boardRecord,
  drawnPreview,
  focusRing,
  previewTarget,
  withCanvasFocus,
  withDraft,
  withPalette,
  withPreview,
  withUi,
} from '../../www/state/board-record.js';
import { focused, initialBoardUi, inputBy, pointed } from '../../www/state/board-ui.js';

/** @typedef {import('../../www/types.js').View} View */

/**
 * A view with only what the record reads.
 * @param {Partial<View>} parts
 * @returns {View}
 */
function view(parts) {
  return /** @type {View} */ ({ phase: 'play', to_move: 'B', moves: ['3A'], holes: [], over: false, position: 'p', ...parts });
}

/**
 * A scene at rest of two holes.
 * @param {number} [seeds]
 * @returns {import('../../www/render/animation.js').Scene}
 */
function scene(seeds = 4) {
  return {
    seeds: new Map([
      ['1B', seeds],
      ['2B', seeds],
    ]),
    claims: new Map(),
    trays: null,
    hands: new Map(),
  };
}

/**
 * What a board’s parts answer, with `change` over it.
 * @param {Partial<import('../../www/state/board-record.js').RecordParts>} change
 * @returns {import('../../www/state/board-record.js').RecordParts}
 */
function parts(change = {}) {
  return {
    view: view({}),
    seats: { A: { by: 'person' }, B: { by: 'person' } },
    line: ['3A', '4B'],
    options: { start: 'A', lastFour: 'first', stallLimit: 50 },
    animating: false,
    mover: null,
    ui: initialBoardUi(),
    playable: ['1B', '2B'],
    picker: 'A',
    refusal: null,
    undoRefusal: null,
    computerWaiting: false,
    modeStatus: null,
    byLinks: false,
    picks: false,
    hint: null,
    soundOn: true,
    engineHelps: true,
    recordText: 'game: sokusowo\nmoves: 3A',
    lineRecord: 'game: sokusowo\nmoves: 3A 4B',
    scene: scene(),
    draft: null,
    canvasFocused: true,
    previewOn: true,
    pressed: null,
    t: (key) => key,
    ...change,
  };
}

test('a board’s record is a frozen copy: its lists are its own and cannot be changed', () => {
  const given = parts();
  const record = boardRecord(given);
  assert.ok(Object.isFrozen(record));
  assert.ok(Object.isFrozen(record.line) && Object.isFrozen(record.playable));
  assert.deepEqual(record.line, ['3A', '4B']);
  /** @type {string[]} */ (given.line).push('5A');
  assert.deepEqual(record.line, ['3A', '4B'], 'a later change of the parts’ lists is not the record’s');
  assert.throws(() => {
    /** @type {any} */ (record).view = null;
  }, TypeError);
  assert.equal(record.view, given.view, 'the engine’s view itself, shared, never copied');
});

test('the pointed hole is the keyboard’s focus once the keyboard was used last, else the pointer’s', () => {
  const ui = { ...initialBoardUi(), hover: '2B', focus: '1B' };
  assert.equal(boardRecord(parts({ ui })).pointed, '2B');
  assert.equal(boardRecord(parts({ ui: { ...ui, keyboardMode: true } })).pointed, '1B');
  const notice = { key: 'notice.stored' };
  const record = boardRecord(parts({ ui: { ...ui, raceChoice: '3A', message: 'no', notice } }));
  assert.deepEqual([record.raceChoice, record.message, record.notice], ['3A', 'no', notice]);
});

test('the opening of a game by links: this device picks its hole on the board, or the friend does on theirs', () => {
  const race = view({ phase: 'race' });
  assert.equal(boardRecord(parts({ view: race, byLinks: true, picks: true })).linkedRace, 'mine');
  assert.equal(boardRecord(parts({ view: race, byLinks: true, picks: false })).linkedRace, 'theirs');
  assert.equal(boardRecord(parts({ view: race })).linkedRace, null, 'on one device: no linked opening');
  assert.equal(boardRecord(parts({ byLinks: true })).linkedRace, null, 'after the opening: none');
});

test('what a mode says on the status line and its hint travel in the record as they were given', () => {
  const status = /** @type {const} */ ({ kind: 'computerToMove', computer: 'B' });
  const record = boardRecord(parts({ modeStatus: status, computerWaiting: true, refusal: 'computerToMove' }));
  assert.deepEqual([record.modeStatus, record.computerWaiting, record.refusal], [status, true, 'computerToMove']);
});

test('what the panels read of the game beside its view: a game by links, its record here and its whole line’s', () => {
  const record = boardRecord(parts({ byLinks: true }));
  assert.equal(record.byLinks, true);
  assert.equal(record.recordText, 'game: sokusowo\nmoves: 3A');
  assert.equal(record.lineRecord, 'game: sokusowo\nmoves: 3A 4B');
  assert.equal(boardRecord(parts()).byLinks, false, 'a game on one device');
});

test('the whole line the engine’s game keeps frozen is the record’s own, shared, not copied again', () => {
  const line = Object.freeze(['3A', '4B']);
  assert.equal(boardRecord(parts({ line })).line, line);
});

test('between refreshes the record follows the board’s state: the pointer used hides the focus ring, its preview goes', () => {
  const ui = focused({ ...initialBoardUi(), hover: '2B' }, '1B');
  const record = boardRecord(parts({ ui }));
  assert.equal(focusRing(record), '1B');
  assert.equal(previewTarget(record), '1B');
  const worked = withPreview(record, { label: '1B', preview: /** @type {any} */ ({ move: '1B' }), words: 'sows 1B' });
  assert.deepEqual(drawnPreview(worked), { preview: { move: '1B' }, words: 'sows 1B' });
  // A pointer pressed: no refresh, the record follows the board’s state.
  const byPointer = withUi(worked, inputBy(ui, false));
  assert.ok(Object.isFrozen(byPointer));
  assert.equal(focusRing(byPointer), null, 'the focus ring hides');
  assert.equal(byPointer.pointed, '2B');
  assert.equal(previewTarget(byPointer), '2B', 'the pointer’s hole is previewed now');
  assert.equal(drawnPreview(byPointer), null, 'the keyboard’s preview is no longer drawn');
  assert.equal(worked.keyboardMode, true, 'the record before is unchanged');
  assert.equal(withUi(record, pointed(ui, '1B')).hover, '1B');
});

test('the canvas’s focus shows and hides the focus ring and the keyboard’s preview', () => {
  const record = boardRecord(parts({ ui: focused(initialBoardUi(), '1B') }));
  const blurred = withCanvasFocus(record, false);
  assert.equal(focusRing(blurred), null);
  assert.equal(previewTarget(blurred), null);
  assert.equal(withCanvasFocus(blurred, true).focus, '1B');
  assert.equal(withCanvasFocus(record, true), record, 'no change, the same record');
});

test('a preview is not drawn while seeds are sown, with its switch off, or in the opening', () => {
  const ui = pointed(initialBoardUi(), '2B');
  const worked = { label: '2B', preview: /** @type {any} */ ({ move: '2B' }), words: 'w' };
  assert.ok(drawnPreview(withPreview(boardRecord(parts({ ui })), worked)));
  assert.equal(drawnPreview(withPreview(boardRecord(parts({ ui, animating: true })), worked)), null);
  assert.equal(drawnPreview(withPreview(boardRecord(parts({ ui, previewOn: false })), worked)), null);
  assert.equal(drawnPreview(withPreview(boardRecord(parts({ ui, view: view({ phase: 'race' }) })), worked)), null);
  assert.equal(previewTarget(boardRecord(parts({ ui: pointed(initialBoardUi(), '3A') }))), null, 'a hole not playable');
  assert.equal(previewTarget(boardRecord(parts({ ui, pressed: '1B' }))), '1B', 'a long press before the pointer');
});

test('a frame is a pure function of the record and the sowing’s moment: no board is needed, nothing is asked', () => {
  const moment = Object.freeze({ scene: null, step: null, progress: 0 });
  const ui = focused(pointed(initialBoardUi(), '2B'), '1B');
  const record = boardRecord(parts({ ui, view: view({ holes: /** @type {any} */ ([{ label: '1B' }, { label: '2B' }]), score: { A: 0, B: 0 } }) }));
  const frame = boardFrame(record, moment, null);
  assert.equal(frame.scene, record.scene, 'the scene at rest');
  assert.deepEqual([...frame.overlay.playable], ['1B', '2B']);
  assert.equal(frame.overlay.focus, '1B', 'the focus ring, the canvas focused');
  assert.equal(frame.overlay.hover, '2B');
  assert.equal(frame.overlay.toMove, 'B');
  assert.equal(boardFrame(withCanvasFocus(record, false), moment, null).overlay.focus, null, 'the canvas’s focus gone, no ring');
  // Set up’s draft: drawn in place of the game, every hole taking a tap.
  const draft = scene(9);
  const drafted = boardFrame(withDraft(record, draft), moment, null);
  assert.equal(drafted.scene, draft);
  assert.equal(drafted.overlay.toMove, null);
  // A sowing: its moment’s scene and step, nothing playable, the mover to move.
  const sowing = boardRecord(parts({ ui, animating: true, mover: 'A' }));
  const step = /** @type {any} */ ({ kind: 'lift' });
  const shown = scene(1);
  const sown = boardFrame(sowing, { scene: shown, step, progress: 0.5 }, null);
  assert.equal(sown.scene, shown);
  assert.deepEqual([sown.overlay.step, sown.overlay.progress, sown.overlay.toMove, sown.overlay.hover], [step, 0.5, 'A', null]);
  assert.equal(sown.overlay.playable.size, 0);
  assert.equal(boardFrame(sowing, moment, null).scene, sowing.scene, 'before its first frame, the scene before the move');
});

/**
 * A palette of its own: every colour and the font told apart from the default's and from another's.
 * @param {string} name  one letter
 * @returns {import('../../www/render/theme.js').Palette}
 */
function ownPalette(name) {
  const colour = (/** @type {string} */ part) => `#${name}${name}${part}`;
  return Object.freeze({
    key: `${name}|page`,
    board: {
      wood: [colour('0001'), colour('0002'), colour('0003')],
      hole: [colour('0004'), colour('0005'), colour('0006')],
      tray: [colour('0007'), colour('0008')],
      seeds: [colour('0009'), colour('000a')],
      label: colour('000b'),
      caption: colour('000c'),
      highlight: colour('000d'),
      font: `font-${name}`,
    },
    player: { A: colour('00a0'), B: colour('00b0') },
    playerLight: { A: colour('0a00'), B: colour('0b00') },
  });
}

/**
 * A 2D context that only keeps the styles and fonts it was given.
 * @returns {{ ctx: CanvasRenderingContext2D, used: string[] }}
 */
function recordingContext() {
  /** @type {string[]} */
  const used = [];
  const gradient = { addColorStop: (/** @type {number} */ _at, /** @type {string} */ colour) => used.push(colour) };
  /** @type {Record<string, unknown>} */
  const methods = {
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
    measureText: (/** @type {string} */ text) => ({ width: text.length * 6 }),
  };
  const ctx = new Proxy(
    {},
    {
      get: (_target, name) => methods[String(name)] ?? (() => {}),
      set: (_target, name, value) => {
        if (['fillStyle', 'strokeStyle', 'shadowColor', 'font'].includes(String(name))) used.push(String(value));
        return true;
      },
    },
  );
  return { ctx: /** @type {CanvasRenderingContext2D} */ (/** @type {unknown} */ (ctx)), used };
}

/** A geometry of two holes, only what a frame at rest reads. */
const twoHoles = /** @type {import('../../www/render/geometry.js').BoardGeometry} */ (
  /** @type {unknown} */ ({
    cssWidth: 300,
    cssHeight: 200,
    holeRadius: 20,
    scale: 50,
    platesBeside: false,
    hasTrays: false,
    holes: new Map([
      ['1B', { x: 60, y: 100 }],
      ['2B', { x: 120, y: 100 }],
    ]),
    owners: new Map([
      ['1B', 'B'],
      ['2B', 'B'],
    ]),
    plate: () => ({ x: 150, y: 20 }),
  })
);

test('the palette is the record’s: the default look until its element’s CSS gives one, changed by withPalette alone', () => {
  const record = boardRecord(parts());
  assert.equal(record.palette, DEFAULT_PALETTE, 'the default look before the CSS is read');
  const own = ownPalette('a');
  const themed = withPalette(record, own);
  assert.ok(Object.isFrozen(themed));
  assert.equal(themed.palette, own);
  assert.equal(record.palette, DEFAULT_PALETTE, 'the record it came from is unchanged');
  assert.equal(themed.view, record.view, 'the rest as it was');
  assert.equal(withPalette(themed, own), themed, 'the same palette, the same record');
  assert.equal(boardRecord(parts({ palette: own })).palette, own, 'a refresh keeps the palette read');
});

test('a frame built from a record paints with the record’s palette: two boards painted in turn never mix colours', () => {
  const moment = Object.freeze({ scene: null, step: null, progress: 0 });
  const ui = pointed(initialBoardUi(), '2B');
  const record = boardRecord(parts({ ui, view: view({ holes: /** @type {any} */ ([{ label: '1B' }, { label: '2B' }]), score: { A: 0, B: 0 } }) }));
  const [first, second] = [withPalette(record, ownPalette('a')), withPalette(record, ownPalette('b'))];
  const [one, two] = [recordingContext(), recordingContext()];
  const background = /** @type {HTMLCanvasElement} */ (/** @type {unknown} */ ({}));
  for (let turn = 0; turn < 2; turn++) {
    for (const [board, painted] of /** @type {const} */ ([
      [first, one],
      [second, two],
    ])) {
      const frame = boardFrame(board, moment, twoHoles);
      assert.equal(frame.palette, board.palette, 'the frame carries the record’s palette');
      drawFrame(painted.ctx, frame.palette, twoHoles, background, frame.scene, frame.overlay);
      frame.extra(painted.ctx, twoHoles);
    }
  }
  for (const [name, painted, other] of /** @type {const} */ ([
    ['a', one, 'b'],
    ['b', two, 'a'],
  ])) {
    const own = ownPalette(name);
    for (const colour of [own.board.highlight, own.board.seeds[0], own.player.B]) assert.ok(painted.used.includes(colour), `${name} paints ${colour}`);
    assert.ok(
      painted.used.some((style) => style.endsWith(own.board.font)),
      `${name} writes in its own font`,
    );
    const foreign = painted.used.filter((style) => style.includes(`#${other}${other}`) || style.endsWith(`font-${other}`));
    assert.deepEqual(foreign, [], `${name} paints nothing of the other board’s`);
    const defaults = [
      DEFAULT_PALETTE.board.highlight,
      ...DEFAULT_PALETTE.board.seeds,
      DEFAULT_PALETTE.player.A,
      DEFAULT_PALETTE.player.B,
      DEFAULT_PALETTE.board.font,
    ];
    assert.deepEqual(
      painted.used.filter((style) => defaults.some((colour) => style.endsWith(colour))),
      [],
      `${name} paints nothing of the default look`,
    );
  }
});
