// @ts-check
// The move preview of one board: which hole is pointed at (the pointer, the
// keyboard focus or a long press on touch), what the engine says the move
// would do (Game.preview, never played), and where it shows: drawn over the
// board, as the canvas's tooltip, in the canvas's description for screen
// readers (announced as the keyboard focus moves) and in `data-preview`.
// Its switch in the options is remembered.

import { attachLongPress } from '../input/long-press.js';
import { keepMeasure } from '../render/preview-marks.js';
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
    // The board tells its panels after every change of texts (board/board.js refresh).
    board.subscribe(() => this.update());
    // The keyboard focus ring shows only while the canvas has the focus, and so does its preview.
    for (const type of ['focus', 'blur']) ui.canvas.addEventListener(type, () => this.update());
  }

  /** The hole whose move is previewed now, if any. */
  target() {
    const board = this.board;
    // No preview in a game by links: the engine helps neither person (state/seats.js).
    if (!this.on || board.modes.hidesPreview() || board.flow.animator.running || !board.engineHelps()) return null;
    const focused = /** @type {Document | ShadowRoot} */ (board.canvas.getRootNode()).activeElement === board.canvas;
    const { keyboardMode, focus, hover } = board.state;
    const label = keyboardMode ? (focused ? focus : null) : (this.pressed ?? hover);
    return label && board.playableHoles().includes(label) ? label : null;
  }

  /**
   * The preview of the pointed hole's move and its words; in the Sulus Aidi
   * opening only the words saying why there is none.
   * @returns {{ preview: MovePreview | null, words: string } | null}
   */
  current() {
    const label = this.target();
    if (!label) return null;
    const { view, t } = this.board;
    if (view.phase === 'race') return { preview: null, words: t('preview.race') };
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
    return preview ? { preview, words: previewWords(t, preview) } : null;
  }

  /** The texts: the tooltip, the description, the read-only hook, the switch's label. */
  update() {
    const board = this.board;
    setText(this.toggleText, board.t('preview.switch'));
    const helps = board.engineHelps();
    this.toggle.disabled = !helps;
    if (helps) this.toggle.removeAttribute('title');
    else this.toggle.title = board.t('preview.offByLinks');
    const words = this.current()?.words ?? '';
    const canvas = board.canvas;
    if (words) canvas.title = words;
    else canvas.removeAttribute('title');
    setText(this.description, words);
    board.root.dataset.preview = words;
    // Moving the keyboard focus says what the move would do.
    if (words && words !== this.words && board.state.keyboardMode) board.announce(words);
    this.words = words;
  }

  /**
   * The preview the board draws now (render/board-frame.js), if any: the
   * one `update` worked out for the pointed hole of this position, read and
   * never asked of the engine (a frame is built on every animation frame).
   * @returns {{ preview: MovePreview, words: string } | null}
   */
  shown() {
    const label = this.target();
    const { view, label: worked, preview } = this.cached;
    if (!label || !preview || worked !== label || view !== this.board.view || view.phase === 'race') return null;
    return { preview, words: previewWords(this.board.t, preview) };
  }
}
