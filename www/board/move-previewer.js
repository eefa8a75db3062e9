// @ts-check
// The move preview of one board: which hole is pointed at (the pointer, the
// keyboard focus or a long press on touch), what the engine says the move
// would do (Game.preview, never played, worked out when the board's record
// is built, not while a frame is: state/board-record.js `withPreview`), and
// where it shows: drawn over the board (from the record), as the canvas's tooltip, in the canvas's description for screen
// readers (announced as the keyboard focus moves) and in `data-preview`.
// Its switch in the options is remembered.

import { attachLongPress } from '../input/long-press.js';
import { keepMeasure } from '../render/preview-marks.js';
import { previewTarget } from '../state/board-record.js';
import { previewFromEvents, previewWords } from '../state/move-preview.js';
import { setText } from '../ui/board-status.js';
import { el } from '../ui/dom.js';

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../state/move-preview.js').MovePreview} MovePreview */

/** Where the switch is remembered (one for every board). */
const STORAGE_KEY = 'preview';

export class MovePreviewer {
  /** @param {MancalaBoard} board */
  constructor(board) {
    this.board = board;
    this.on = board.storage.get(STORAGE_KEY) !== 'off';
    /** @type {string | null} the hole a finger long-pressed, until the next press */
    this.pressed = null;
    /** The last preview asked of the engine: one per view and hole. */
    this.cached = { view: /** @type {import('../types.js').View | null} */ (null), label: '', preview: /** @type {MovePreview | null} */ (null) };
    this.words = '';
    const ui = board.ui;
    this.toggle = el('input', { type: 'checkbox', class: 'mg-preview-toggle' });
    this.toggleText = el('span');
    ui.optionsForm.before(el('label', { class: 'mg-preview-switch' }, [this.toggle, this.toggleText]));
    this.toggle.checked = this.on;
    this.toggle.addEventListener('change', () => {
      this.on = this.toggle.checked;
      board.storage.set(STORAGE_KEY, this.on ? 'on' : 'off');
      board.refresh();
    });
    // The canvas is described by the line under the board and by the preview.
    this.description = el('span', { class: 'visually-hidden', id: `mg-${board.key}-preview` });
    ui.root.append(this.description);
    ui.canvas.setAttribute('aria-describedby', `${ui.canvas.getAttribute('aria-describedby') ?? ''} ${this.description.id}`.trim());
    attachLongPress(ui.canvas, () => board.geo, {
      press: (label) => {
        this.pressed = label;
        board.refresh();
      },
      down: () => {
        if (this.pressed === null) return;
        this.pressed = null;
        board.refresh();
      },
    });
    // The board tells its panels after every change of texts (board/board.js
    // refresh), and this after the canvas's focus changed (the keyboard's
    // preview shows only while the canvas has the focus).
    board.subscribe(() => this.update());
  }

  /**
   * The preview of the hole `record` points at (state/board-record.js
   * `previewTarget`) and its words, asked of the engine once per view and
   * hole; in the Sulus Aidi opening only the words saying why there is none.
   * Called as the board's record is built, never while a frame is.
   * @param {import('../state/board-record.js').BoardRecord} record
   * @returns {import('../state/board-record.js').WorkedPreview | null}
   */
  work(record) {
    const label = previewTarget(record);
    if (!label) return null;
    const { view, t } = record;
    if (view.phase === 'race') return { label, preview: null, words: t('preview.race') };
    if (this.cached.view !== view || this.cached.label !== label) {
      const started = performance.now();
      /** @type {MovePreview | null} */
      let preview = null;
      try {
        preview = previewFromEvents(label, this.board.game.preview(label));
      } catch {
        // A hole the view offers is always playable; should the engine differ, no preview.
      }
      keepMeasure('mancala:preview', started);
      this.cached = { view, label, preview };
    }
    const preview = this.cached.preview;
    return preview ? { label, preview, words: previewWords(t, preview) } : null;
  }

  /** The texts: the tooltip, the description, the read-only hook, the switch's label. */
  update() {
    const board = this.board;
    setText(this.toggleText, board.t('preview.switch'));
    const helps = board.record.engineHelps;
    this.toggle.disabled = !helps;
    if (helps) this.toggle.removeAttribute('title');
    else this.toggle.title = board.t('preview.offByLinks');
    const words = board.record.preview?.words ?? '';
    const canvas = board.canvas;
    if (words) canvas.title = words;
    else canvas.removeAttribute('title');
    setText(this.description, words);
    board.root.dataset.preview = words;
    // Moving the keyboard focus says what the move would do.
    if (words && words !== this.words && board.state.keyboardMode) board.announce(words);
    this.words = words;
  }
}
