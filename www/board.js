// @ts-check
// One playable game: a self-contained component that takes a container
// element and a game key. It draws the engine's view, turns clicks, taps and
// keys into moves, animates the engine's events, keeps the game across
// reloads and tells screen readers what happened. It holds no game rule:
// which holes may be played, and why not, comes from the engine's view.

import { Animator, SPEEDS, buildSteps, sceneFromView } from './animation.js';
import { drawFrame, renderBackground } from './draw.js';
import { BoardGeometry } from './geometry.js';
import { ComputerPlayer } from './computer-player.js';
import { reasonText, translator } from './i18n.js';

/** @typedef {import('./types.js').View} View */
/** @typedef {import('./types.js').HoleView} HoleView */
/** @typedef {import('./types.js').Player} Player */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./types.js').Engine} Engine */
/** @typedef {import('./types.js').EngineGame} EngineGame */
/** @typedef {import('./i18n.js').Lang} Lang */
/** @typedef {import('./animation.js').Scene} Scene */
/** @typedef {import('./animation.js').Step} Step */
/** @typedef {import('./animation.js').Speed} Speed */
/** @typedef {import('./storage.js').SafeStorage} SafeStorage */

/**
 * @typedef {object} BoardDeps
 * @property {Engine} engine
 * @property {SafeStorage} storage
 * @property {Lang} lang
 * @property {boolean} reducedMotion  the user asked for less motion: default to instant
 * @property {Partial<import('./computer.js').Players>} [players]  two players or against the computer, over the saved choice
 * @property {string} [saveKey]  where the game is kept in storage (default `game:<game key>`)
 * @property {Partial<GameOptions>} [options]  options of a new game when nothing is saved
 * @property {Speed} [speed]  the page's animation speed, over the player's saved choice
 */

const DEFAULT_OPTIONS = /** @type {GameOptions} */ ({ start: 'B', lastFour: 'previous', stallLimit: 100 });
const MAX_STALL_LIMIT = 10000;
/** @type {GameOptions['lastFour'][]} */
const LAST_FOUR_RULES = ['previous', 'first', 'lottery-A', 'lottery-B'];

/**
 * @param {Player} player
 * @returns {Player}
 */
const other = (player) => (player === 'A' ? 'B' : 'A');

/**
 * Creates an element with attributes and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string>} [attrs]
 * @param {Array<Node | string>} [children]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Options read back from storage, with anything odd replaced by the default.
 * @param {unknown} raw
 * @returns {GameOptions}
 */
export function cleanOptions(raw) {
  const o = /** @type {Record<string, unknown>} */ (raw && typeof raw === 'object' ? raw : {});
  const start = o.start === 'A' ? 'A' : 'B';
  const lastFour = LAST_FOUR_RULES.find((rule) => rule === o.lastFour) ?? 'previous';
  const limit = Number(o.stallLimit);
  const stallLimit = Number.isInteger(limit) && limit >= 1 && limit <= MAX_STALL_LIMIT ? limit : DEFAULT_OPTIONS.stallLimit;
  return { start, lastFour, stallLimit };
}

/**
 * A saved game as this board writes it: `{ record, options }` in JSON.
 * @param {string} text
 * @returns {{ record: string, options: GameOptions } | null}
 */
function readSaved(text) {
  try {
    const data = JSON.parse(text);
    return data && typeof data.record === 'string' ? { record: data.record, options: cleanOptions(data.options) } : null;
  } catch {
    return null;
  }
}

/**
 * A fair coin from the browser's cryptographic generator (the lottery).
 * @returns {GameOptions['lastFour']}
 */
export function drawLottery() {
  const byte = new Uint8Array(1);
  crypto.getRandomValues(byte);
  return byte[0] & 1 ? 'lottery-A' : 'lottery-B';
}

/**
 * The component's elements (texts are filled in by applyTexts).
 * @param {string} key  game key
 */
function createElements(key) {
  const id = `mg-${key}`;
  const status = el('p', { class: 'mg-status' });
  const info = el('p', { class: 'mg-info' });
  const newButton = el('button', { type: 'button', class: 'mg-new' });
  const undoButton = el('button', { type: 'button', class: 'mg-undo' });
  const redoButton = el('button', { type: 'button', class: 'mg-redo' });
  const skipButton = el('button', { type: 'button', class: 'mg-skip' });
  const speedLabel = el('span');
  const speedSelect = el('select', { class: 'mg-speed' });
  for (const speed of Object.keys(SPEEDS)) speedSelect.append(el('option', { value: speed }));
  const controls = el('div', { class: 'mg-controls' }, [
    newButton,
    undoButton,
    redoButton,
    el('label', { class: 'mg-speed-label' }, [speedLabel, speedSelect]),
    skipButton,
  ]);
  const canvas = el('canvas', { class: 'mg-canvas', tabindex: '0', 'aria-describedby': `${id}-message` });
  const stage = el('div', { class: 'mg-stage' }, [canvas]);
  const messageLine = el('p', { class: 'mg-message', id: `${id}-message` });
  const noticeLine = el('p', { class: 'mg-notice', role: 'alert' });
  const resultTitle = el('strong', { class: 'mg-result-title' });
  const resultReason = el('span', { class: 'mg-result-reason' });
  const resultCount = el('span', { class: 'mg-result-count' });
  const againButton = el('button', { type: 'button', class: 'mg-again' });
  const result = el('div', { class: 'mg-result' }, [resultTitle, resultReason, resultCount, againButton]);
  const movesSummary = el('summary');
  const movesList = el('ol', { class: 'mg-moves-list' });
  const movesEmpty = el('p', { class: 'mg-moves-empty' });
  const moves = el('details', { class: 'mg-moves', open: '' }, [movesSummary, movesEmpty, movesList]);

  const startSelect = el('select', { name: 'start', id: `${id}-start` }, [el('option', { value: 'B' }), el('option', { value: 'A' })]);
  const startLabel = el('label', { for: `${id}-start` });
  const lastFourSelect = el('select', { name: 'lastFour', id: `${id}-last-four` }, [
    el('option', { value: 'previous' }),
    el('option', { value: 'first' }),
    el('option', { value: 'lottery' }),
  ]);
  const lastFourLabel = el('label', { for: `${id}-last-four` });
  const stallInput = el('input', { name: 'stallLimit', id: `${id}-stall`, type: 'number', min: '1', max: String(MAX_STALL_LIMIT), step: '1', required: '' });
  const stallLabel = el('label', { for: `${id}-stall` });
  const applyButton = el('button', { type: 'submit' });
  const optionsNote = el('p', { class: 'mg-options-note' });
  const optionsCurrent = el('p', { class: 'mg-options-current' });
  const fields = [el('div', { class: 'mg-field' }, [startLabel, startSelect])];
  // Only Anywoli has the last-four rule and the stall limit.
  if (key === 'anywoli') {
    fields.push(el('div', { class: 'mg-field' }, [lastFourLabel, lastFourSelect]));
    fields.push(el('div', { class: 'mg-field' }, [stallLabel, stallInput]));
  }
  const optionsForm = el('form', { class: 'mg-options-form' }, [optionsCurrent, ...fields, optionsNote, applyButton]);
  const optionsSummary = el('summary');
  const optionsPanel = el('details', { class: 'mg-options' }, [optionsSummary, optionsForm]);
  const live = el('div', { class: 'visually-hidden mg-live', 'aria-live': 'polite', role: 'status' });

  const root = el('div', { class: 'mg', 'data-game': key }, [
    el('div', { class: 'mg-bar' }, [status, controls]),
    noticeLine,
    stage,
    messageLine,
    result,
    info,
    el('div', { class: 'mg-panels' }, [moves, optionsPanel]),
    live,
  ]);
  return {
    root, status, info, newButton, undoButton, redoButton, skipButton, speedLabel, speedSelect, canvas, stage,
    messageLine, noticeLine, resultTitle, resultReason, resultCount, againButton, result, movesSummary, movesList,
    movesEmpty, startSelect, startLabel, lastFourSelect, lastFourLabel, stallInput, stallLabel, applyButton,
    optionsNote, optionsCurrent, optionsForm, optionsSummary, live,
  };
}

export class MancalaBoard {
  /**
   * @param {HTMLElement} container  emptied and filled with the board
   * @param {string} gameKey  sulus-aidi, sokusowo, sadeqa-ii or anywoli
   * @param {BoardDeps} deps
   */
  constructor(container, gameKey, deps) {
    this.container = container;
    this.key = gameKey;
    this.engine = deps.engine;
    this.storage = deps.storage;
    this.t = translator(deps.lang);
    this.lang = deps.lang;
    const savedSpeed = this.storage.get('speed');
    /** @type {Speed} */
    this.speed = deps.speed ?? (savedSpeed && savedSpeed in SPEEDS ? /** @type {Speed} */ (savedSpeed) : deps.reducedMotion ? 'instant' : 'normal');
    this.saveKey = deps.saveKey ?? `game:${gameKey}`;
    /** @type {GameOptions} */
    this.startOptions = cleanOptions({ ...DEFAULT_OPTIONS, ...deps.options });
    /** @type {string | null} a notice key shown above the board (storage problems) */
    this.notice = null;
    /** @type {string | null} the hidden opening choice of the first player */
    this.raceChoice = null;
    /** @type {string | null} */
    this.hover = null;
    /** @type {string | null} */
    this.focus = null;
    this.keyboardMode = false;
    /** @type {string | null} a message about the last thing tried (e.g. a blocked hole) */
    this.message = null;
    this.firstDrawDone = false;

    const { game, options } = this.restore();
    /** @type {EngineGame} */
    this.game = game;
    /** @type {GameOptions} */
    this.options = options;
    /** @type {View} */
    this.view = game.view();
    /** @type {Scene} */
    this.scene = sceneFromView(this.view);
    /** @type {Step | null} */
    this.step = null;
    this.progress = 0;
    /** @type {Player | null} whose move is being shown (none for the joint opening) */
    this.mover = null;
    this.animator = new Animator((scene, step, progress) => {
      this.step = step;
      this.progress = progress;
      this.paint(scene);
    });

    this.ui = createElements(this.key);
    this.root = this.ui.root;
    this.canvas = this.ui.canvas;
    this.container.replaceChildren(this.root);
    /** The computer opponent and the hint. */
    this.computer = new ComputerPlayer(this, deps.players);
    this.root.querySelector('.mg-bar')?.after(this.computer.ui.row, this.computer.ui.hintLine);
    this.wireEvents();
    this.fillOptionsForm();
    /** @type {BoardGeometry | null} */
    this.geo = null;
    /** @type {HTMLCanvasElement | null} */
    this.background = null;
    this.resizeObserver = new ResizeObserver(() => this.layout());
    this.resizeObserver.observe(this.ui.stage);
    this.applyTexts();
    this.layout();
    this.refresh();
  }

  // ----- saving and restoring ---------------------------------------------

  /**
   * The saved game of this board, else a new one. A saved game that no
   * longer reads must not break the page: it is dropped with a notice.
   * @returns {{ game: EngineGame, options: GameOptions }}
   */
  restore() {
    const key = this.saveKey;
    const raw = this.storage.get(key);
    if (raw !== null) {
      const saved = readSaved(raw);
      if (saved) {
        try {
          return { game: this.engine.fromRecord(saved.record), options: saved.options };
        } catch {
          // Falls through to a new game.
        }
      }
      this.storage.remove(key);
      this.notice = 'notice.corrupt';
    }
    const options = { ...this.startOptions };
    return { game: this.engine.newGame(this.key, options), options };
  }

  save() {
    const ok = this.storage.set(this.saveKey, JSON.stringify({ record: this.game.record(), options: this.options }));
    if (!ok) this.notice = 'notice.storageOff';
  }

  // ----- the page elements ---------------------------------------------------

  /** Connects the controls and the canvas to the component. */
  wireEvents() {
    const ui = this.ui;
    ui.newButton.addEventListener('click', () => this.newGame());
    ui.againButton.addEventListener('click', () => this.newGame());
    ui.undoButton.addEventListener('click', () => this.undo());
    ui.redoButton.addEventListener('click', () => this.redo());
    ui.skipButton.addEventListener('click', () => this.animator.finish());
    ui.speedSelect.addEventListener('change', () => {
      this.speed = /** @type {Speed} */ (ui.speedSelect.value);
      this.storage.set('speed', this.speed);
      this.animator.setFactor(SPEEDS[this.speed]);
    });
    ui.optionsForm.addEventListener('submit', (e) => {
      e.preventDefault();
      this.newGame();
    });
    ui.canvas.addEventListener('pointermove', (e) => this.onPointerMove(e));
    ui.canvas.addEventListener('pointerleave', () => this.setHover(null));
    ui.canvas.addEventListener('pointerdown', () => {
      this.keyboardMode = false;
    });
    ui.canvas.addEventListener('click', (e) => this.onClick(e));
    ui.canvas.addEventListener('keydown', (e) => this.onKey(e));
    ui.canvas.addEventListener('focus', () => this.redraw());
    ui.canvas.addEventListener('blur', () => this.redraw());
  }

  /** Shows the current game's options in the form. */
  fillOptionsForm() {
    const ui = this.ui;
    ui.speedSelect.value = this.speed;
    ui.startSelect.value = this.options.start;
    ui.lastFourSelect.value = this.options.lastFour.startsWith('lottery') ? 'lottery' : this.options.lastFour;
    ui.stallInput.value = String(this.options.stallLimit);
  }

  /** Options chosen in the form; the lottery is drawn now and kept. */
  formOptions() {
    const start = this.ui.startSelect.value === 'A' ? 'A' : 'B';
    const choice = this.ui.lastFourSelect.value;
    const lastFour = choice === 'lottery' ? drawLottery() : choice;
    const limit = Math.round(Number(this.ui.stallInput.value));
    const stallLimit = Number.isFinite(limit) ? Math.min(MAX_STALL_LIMIT, Math.max(1, limit)) : DEFAULT_OPTIONS.stallLimit;
    return cleanOptions({ start, lastFour, stallLimit });
  }

  /** Every fixed text of the component, in the current language. */
  applyTexts() {
    const t = this.t;
    this.ui.newButton.textContent = t('button.new');
    this.ui.undoButton.textContent = t('button.undo');
    this.ui.redoButton.textContent = t('button.redo');
    this.ui.skipButton.textContent = t('button.skip');
    this.ui.againButton.textContent = t('result.newGame');
    this.ui.speedLabel.textContent = t('speed.label');
    for (const option of this.ui.speedSelect.options) option.textContent = t(`speed.${option.value}`);
    this.ui.movesSummary.textContent = t('moves.title');
    this.ui.movesEmpty.textContent = t('moves.none');
    this.ui.optionsSummary.textContent = t('options.title');
    this.ui.startLabel.textContent = t('options.start');
    for (const option of this.ui.startSelect.options) option.textContent = t(`player.${option.value}`);
    this.ui.lastFourLabel.textContent = t('options.lastFour');
    for (const option of this.ui.lastFourSelect.options) option.textContent = t(`options.lastFour.${option.value}`);
    this.ui.stallLabel.textContent = t('options.stallLimit');
    this.ui.applyButton.textContent = t('options.apply');
    this.ui.optionsNote.textContent = t('options.note');
    this.canvas.setAttribute('aria-label', t('canvas.label', { game: this.view.name }));
  }

  /**
   * Two players, or against the computer: which side and level.
   * @param {Partial<import('./computer.js').Players>} players
   */
  setPlayers(players) {
    this.computer.setPlayers(players);
  }

  /** @param {Lang} lang */
  setLanguage(lang) {
    this.lang = lang;
    this.t = translator(lang);
    this.applyTexts();
    this.refresh();
  }

  // ----- layout and drawing ----------------------------------------------------

  layout() {
    const width = this.ui.stage.clientWidth;
    if (width === 0) return;
    const dpr = window.devicePixelRatio || 1;
    const geo = new BoardGeometry(this.view, width, window.innerHeight);
    this.geo = geo;
    this.canvas.style.width = `${geo.cssWidth}px`;
    this.canvas.style.height = `${geo.cssHeight}px`;
    this.canvas.width = Math.round(geo.cssWidth * dpr);
    this.canvas.height = Math.round(geo.cssHeight * dpr);
    this.dpr = dpr;
    this.background = renderBackground(geo, dpr);
    this.root.dataset.holes = JSON.stringify(geo.holeCentres());
    this.root.dataset.upright = String(geo.upright);
    this.redraw();
  }

  redraw() {
    this.paint(this.animator.running && this.animator.scene ? this.animator.scene : this.scene);
  }

  /** @param {Scene} scene */
  paint(scene) {
    const geo = this.geo;
    if (!geo || !this.background) return;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const dpr = this.dpr ?? 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const animating = this.animator.running;
    const view = this.view;
    const racing = view.phase === 'race';
    const picker = this.racePicker();
    const playable = new Set(animating ? [] : this.playableHoles());
    drawFrame(ctx, geo, this.background, scene, {
      playable,
      hover: animating || !this.hover || !playable.has(this.hover) ? null : this.hover,
      // Inside a shadow root the document only sees the host as active.
      focus: this.keyboardMode && /** @type {Document | ShadowRoot} */ (this.canvas.getRootNode()).activeElement === this.canvas ? this.focus : null,
      lastMove: animating || racing ? [] : this.lastMoveHoles(),
      toMove: animating ? this.mover : view.over ? null : racing ? picker : view.to_move,
      plateScores: geo.hasTrays ? null : view.score,
      step: animating ? this.step : null,
      progress: this.progress,
      t: this.t,
    });
    this.computer.drawHint(ctx, geo);
    if (!this.firstDrawDone) {
      this.firstDrawDone = true;
      performance.mark(`mancala:first-draw:${this.key}`);
    }
  }

  /** Holes the engine lets the player to move (or to pick an opening hole) play now. */
  playableHoles() {
    if (this.computer.waiting()) return [];
    const racing = this.view.phase === 'race';
    const picker = this.racePicker();
    return this.view.holes.filter((h) => h.playable && (!racing || h.owner === picker)).map((h) => h.label);
  }

  /** Holes the last move was played from (both, for the Sulus Aidi opening). */
  lastMoveHoles() {
    const last = this.view.moves[this.view.moves.length - 1];
    return last ? last.split('+') : [];
  }

  /**
   * Who picks an opening hole now: the starting player first, then the other.
   * @returns {Player}
   */
  racePicker() {
    const computer = this.computer.side();
    if (computer) return other(computer);
    return this.raceChoice ? other(this.options.start) : this.options.start;
  }

  // ----- texts around the board ----------------------------------------------------

  /** @param {Player} player */
  playerName(player) {
    return this.t(`player.${player}`);
  }

  /**
   * Why a hole cannot be played, in the current language.
   * @param {HoleView} hole
   */
  blockedText(hole) {
    const code = hole.blocked_code ?? 'other';
    return this.t(`blocked.${code}`, {
      hole: hole.label,
      owner: this.playerName(hole.owner),
      player: this.playerName(this.view.to_move),
      seeds: hole.seeds,
      by: hole.claimed_by ? this.playerName(hole.claimed_by) : '',
    });
  }

  /**
   * The line under the board: what the hovered or focused hole holds and
   * whether it can be played.
   * @param {string | null} label
   */
  describeHole(label) {
    const hole = this.view.holes.find((h) => h.label === label);
    if (!hole) return this.t('status.hint');
    const parts = [this.t(hole.seeds === 1 ? 'hole.describeOne' : 'hole.describe', { hole: hole.label, seeds: hole.seeds })];
    if (hole.claimed_by) parts.push(this.t('hole.claimedBy', { by: this.playerName(hole.claimed_by) }));
    const racing = this.view.phase === 'race';
    if (racing && hole.owner !== this.racePicker()) {
      parts.push(this.t('blocked.not-yours', { hole: hole.label, owner: this.playerName(hole.owner), player: this.playerName(this.racePicker()) }));
    } else if (hole.playable) {
      parts.push(this.t('hole.playable'));
    } else if (hole.blocked_code !== 'empty') {
      // An empty hole's "0 seeds" already says why.
      parts.push(this.blockedText(hole));
    }
    return parts.join(' · ');
  }

  /** @param {View} view */
  resultTexts(view) {
    const title = view.winner ? this.t('result.win', { player: this.playerName(view.winner) }) : this.t('result.draw');
    const reason = view.reason_code ? reasonText(this.t, view.reason_code) : '';
    const count = this.t(view.captured ? 'result.captured' : 'result.claimed', { b: view.score.B, a: view.score.A });
    return { title, reason, count };
  }

  /** Brings every text and button state in line with the view. */
  refresh() {
    const view = this.view;
    const t = this.t;
    const animating = this.animator.running;
    if (animating) {
      this.ui.status.textContent = t('status.sowing');
    } else if (view.over) {
      this.ui.status.textContent = `${t('status.over')}: ${this.resultTexts(view).title}`;
    } else if (view.phase === 'race') {
      const picker = this.racePicker();
      const key = this.raceChoice ? 'status.raceSecond' : 'status.raceFirst';
      this.ui.status.textContent = t(key, { player: this.playerName(picker), other: this.playerName(other(picker)) });
    } else {
      this.ui.status.textContent = t('status.toMove', { player: this.playerName(view.to_move) });
    }
    this.ui.status.dataset.player = view.over ? '' : view.phase === 'race' ? this.racePicker() : view.to_move;

    const infos = [];
    if (!view.over && view.stall != null && view.stall_limit != null) infos.push(t('status.stall', { n: view.stall, limit: view.stall_limit }));
    if (view.opening_owed.length > 0 && !view.over) infos.push(t('status.openingOwed', { players: view.opening_owed.join(', ') }));
    this.ui.info.textContent = infos.join(' · ');
    this.ui.info.hidden = infos.length === 0;

    const pointed = this.keyboardMode ? this.focus : this.hover;
    const idle = view.over ? '' : t('status.hint');
    this.ui.messageLine.textContent = this.message ?? (pointed && !animating && !view.over ? this.describeHole(pointed) : idle);
    this.ui.noticeLine.textContent = this.notice ? t(this.notice) : '';
    this.ui.noticeLine.hidden = !this.notice;

    this.ui.result.hidden = !view.over || animating;
    if (view.over) {
      const { title, reason, count } = this.resultTexts(view);
      this.ui.resultTitle.textContent = title;
      this.ui.resultReason.textContent = reason;
      this.ui.resultCount.textContent = count;
    }

    this.ui.undoButton.disabled = !view.can_undo && this.raceChoice === null;
    this.ui.redoButton.disabled = !view.can_redo || animating;
    this.ui.skipButton.disabled = !animating;

    // Colour each move by the player whose hole it names (the joint opening stays neutral).
    this.ui.movesList.replaceChildren(...view.moves.map((mv) => el('li', mv.includes('+') ? {} : { 'data-player': mv.slice(-1) }, [mv])));
    this.ui.movesList.scrollTop = this.ui.movesList.scrollHeight;
    this.ui.movesEmpty.hidden = view.moves.length > 0;

    const o = this.options;
    const lastFour = o.lastFour.startsWith('lottery') ? t('options.lottery.drawn') : t(`options.lastFour.${o.lastFour}`);
    this.ui.optionsCurrent.textContent =
      this.key === 'anywoli'
        ? t('options.current', { start: o.start, lastFour, stall: o.stallLimit })
        : t('options.currentShort', { start: o.start });

    // Read-only hook for tests and tools: the engine's own texts, no rules.
    const data = this.root.dataset;
    data.position = view.position;
    data.phase = view.phase;
    data.toMove = view.to_move;
    data.moves = view.moves.join(' ');
    data.over = String(view.over);
    data.animating = String(animating);
    data.raceChosen = String(this.raceChoice !== null);
    data.playable = this.playableHoles().join(' ');
    this.canvas.setAttribute('aria-label', t('canvas.label', { game: view.name }));
    this.computer.update();
    this.redraw();
    // Panels added to the board (records, replay) follow the view from here.
    this.root.dispatchEvent(new Event('mancala-change'));
  }

  /** @param {string} text */
  announce(text) {
    // A repeated sentence must still change the region for screen readers to read it again.
    const live = this.ui.live;
    live.textContent = live.textContent === text ? `${text}\u00a0` : text;
  }

  // ----- input -------------------------------------------------------------------

  /** @param {MouseEvent} e */
  eventPoint(e) {
    const rect = this.canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  /** @param {PointerEvent} e */
  onPointerMove(e) {
    if (!this.geo) return;
    const p = this.eventPoint(e);
    this.setHover(this.geo.hitTest(p.x, p.y));
  }

  /** @param {string | null} label */
  setHover(label) {
    if (label === this.hover) return;
    this.hover = label;
    this.canvas.style.cursor = label && this.view.holes.some((h) => h.label === label && h.playable) ? 'pointer' : 'default';
    this.message = null;
    this.refresh();
  }

  /** @param {MouseEvent} e */
  onClick(e) {
    if (!this.geo) return;
    const p = this.eventPoint(e);
    const label = this.geo.hitTest(p.x, p.y);
    if (label) {
      this.focus = label;
      this.activate(label);
    }
  }

  /** @param {KeyboardEvent} e */
  onKey(e) {
    const geo = this.geo;
    if (!geo) return;
    /** @type {Record<string, [number, number]>} */
    const directions = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const direction = directions[e.key];
    if (direction) {
      e.preventDefault();
      this.keyboardMode = true;
      this.message = null;
      this.focus = this.focus ? geo.neighbour(this.focus, direction[0], direction[1]) : this.defaultFocus();
      this.refresh();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.keyboardMode = true;
      if (!this.focus) {
        this.focus = this.defaultFocus();
        this.refresh();
      } else {
        this.activate(this.focus);
      }
    }
  }

  /** Where the focus ring starts: the first hole the player to move may play. */
  defaultFocus() {
    const racing = this.view.phase === 'race';
    const mover = racing ? this.racePicker() : this.view.to_move;
    const own = this.view.holes.filter((h) => h.owner === mover);
    return (own.find((h) => h.playable) ?? own[0] ?? this.view.holes[0]).label;
  }

  /**
   * A hole was clicked or chosen with Enter.
   * @param {string} label
   */
  activate(label) {
    if (this.animator.running || this.computer.waiting()) return;
    const hole = this.view.holes.find((h) => h.label === label);
    if (!hole) return;
    if (this.view.phase === 'race') {
      this.pickOpening(hole);
      return;
    }
    if (!hole.playable) {
      this.message = this.blockedText(hole);
      this.refresh();
      this.announce(this.message);
      return;
    }
    this.play(label, false);
  }

  /**
   * The Sulus Aidi opening: each player picks in turn, the first choice
   * stays hidden, then both sowings run at once.
   * @param {HoleView} hole
   */
  pickOpening(hole) {
    const picker = this.racePicker();
    if (hole.owner !== picker) {
      this.message = this.t('blocked.not-yours', { hole: hole.label, owner: this.playerName(hole.owner), player: this.playerName(picker) });
    } else if (!hole.playable) {
      this.message = this.blockedText(hole);
    } else if (this.raceChoice === null) {
      this.raceChoice = hole.label;
      this.message = null;
      this.hover = null;
      // Move the focus away so it does not give the choice away.
      this.focus = this.defaultFocus();
      this.refresh();
      this.announce(this.t('announce.chosen', { player: this.playerName(picker) }));
      return;
    } else {
      const [b, a] = picker === 'A' ? [this.raceChoice, hole.label] : [hole.label, this.raceChoice];
      this.play(`${b}+${a}`, true);
      return;
    }
    this.refresh();
    this.announce(this.message);
  }

  // ----- moves ----------------------------------------------------------------------

  /**
   * Plays a move and animates what the engine reports.
   * @param {string} move
   * @param {boolean} opening  the Sulus Aidi joint opening
   */
  play(move, opening) {
    const before = this.view;
    /** @type {GameEvent[]} */
    let events;
    try {
      events = this.game.play(move);
    } catch {
      // Single holes were checked against the view; a joint opening can still
      // be refused when the two sowings together would never end.
      this.raceChoice = null;
      this.message = this.t(opening ? 'blocked.endless-race' : 'blocked.other', { hole: move });
      this.refresh();
      this.announce(this.message);
      return;
    }
    this.raceChoice = null;
    this.message = null;
    this.show(before, events, this.moveSummary(before, move, events, opening));
  }

  /**
   * Animates events from the scene of `before` to the game's new view.
   * @param {View} before
   * @param {GameEvent[]} events
   * @param {string} summary  what the live region says afterwards
   */
  show(before, events, summary) {
    this.mover = before.phase === 'race' ? null : before.to_move;
    this.view = this.game.view();
    this.save();
    this.emitMove(before);
    const scene = sceneFromView(before);
    this.scene = scene;
    const done = () => {
      this.step = null;
      this.scene = sceneFromView(this.view);
      this.refresh();
      this.announce(summary);
    };
    this.animator.run(buildSteps(events), scene, SPEEDS[this.speed], done);
    if (this.animator.running) this.refresh();
  }

  /**
   * One or two sentences for screen readers: the move, what it captured or
   * claimed, and who moves next (or how the game ended).
   * @param {View} before
   * @param {string} move
   * @param {GameEvent[]} events
   * @param {boolean} opening
   */
  moveSummary(before, move, events, opening) {
    const t = this.t;
    const name = (/** @type {Player} */ p) => this.playerName(p);
    const [b, a] = move.split('+');
    const parts = [opening ? t('announce.race', { b, a }) : t('announce.move', { player: name(before.to_move), move })];
    /** @type {Record<Player, number>} */
    const captured = { A: 0, B: 0 };
    for (const event of events) {
      if (event.type === 'capture') captured[event.to] += event.seeds;
      else if (event.type === 'put-aside') captured[event.by] += 1;
      else if (event.type === 'claim') parts.push(t('announce.claimed', { player: name(event.by), hole: event.hole }));
      else if (event.type === 'race-won') parts.push(t('announce.raceWon', { player: name(event.player) }));
      else if (event.type === 'extra-move') parts.push(t('announce.extra', { player: name(event.player) }));
      else if (event.type === 'pass') parts.push(t('announce.pass', { player: name(event.player) }));
    }
    for (const p of /** @type {Player[]} */ (['B', 'A'])) if (captured[p] > 0) parts.push(t('announce.captured', { player: name(p), n: captured[p] }));
    const after = this.game.view();
    if (after.over) {
      const { title, reason, count } = this.resultTexts(after);
      parts.push(t('announce.over', { result: title, reason: `${reason} ${count}` }));
    } else {
      parts.push(t('announce.next', { player: name(after.to_move) }));
    }
    return parts.join(' ');
  }

  undo() {
    this.animator.finish();
    this.computer.reset();
    if (this.raceChoice !== null) {
      // Taking back a hidden opening choice: the first player picks again.
      this.raceChoice = null;
      this.message = null;
      this.refresh();
      return;
    }
    const move = this.view.moves[this.view.moves.length - 1];
    if (!move || !this.game.undo()) return;
    this.view = this.game.view();
    this.scene = sceneFromView(this.view);
    this.message = null;
    this.save();
    this.refresh();
    this.announce(`${this.t('announce.undo', { move })} ${this.t('announce.next', { player: this.playerName(this.view.to_move) })}`);
    // Against the computer, undo goes back to the person's turn.
    if (this.computer.undoAgain()) this.undo();
  }

  redo() {
    this.animator.finish();
    this.computer.reset();
    const before = this.view;
    const events = this.game.redo();
    if (!events) return;
    this.raceChoice = null;
    const after = this.game.view();
    const move = after.moves[after.moves.length - 1];
    // Against the computer, its reply comes back with the person's move.
    this.computer.redoFollows(after);
    this.show(before, events, this.moveSummary(before, move, events, move.includes('+')));
  }

  newGame() {
    this.animator.finish();
    const options = this.formOptions();
    /** @type {EngineGame} */
    let game;
    try {
      game = this.engine.newGame(this.key, options);
    } catch (e) {
      this.message = this.t('error.engine', { error: e instanceof Error ? e.message : String(e) });
      this.refresh();
      return;
    }
    this.replaceGame(game, options);
    const key = this.view.phase === 'race' ? 'announce.newRace' : 'announce.newGame';
    this.announce(this.t(key, { game: this.view.name, player: this.playerName(this.view.to_move) }));
  }

  /**
   * Puts another game on the board (a new one, an imported record, a shared
   * link) and keeps it; the old game is freed.
   * @param {EngineGame} game  a game of this board's kind
   * @param {GameOptions} options  the options it was created with
   */
  replaceGame(game, options) {
    this.animator.finish();
    this.computer.reset();
    this.game.free();
    this.game = game;
    this.options = options;
    this.view = game.view();
    this.scene = sceneFromView(this.view);
    this.raceChoice = null;
    this.message = null;
    this.focus = null;
    this.fillOptionsForm();
    this.save();
    this.refresh();
  }

  /**
   * Shows the game after its first `count` moves, stepping through the
   * engine's own undo and redo (the replay of a record), without animation.
   * @param {number} count
   */
  seek(count) {
    this.animator.finish();
    this.computer.reset();
    this.raceChoice = null;
    let played = this.view.moves.length;
    while (played > count && this.game.undo()) played -= 1;
    while (played < count && this.game.redo()) played += 1;
    this.view = this.game.view();
    this.scene = sceneFromView(this.view);
    this.message = null;
    this.save();
    this.refresh();
  }

  /**
   * Adds a panel (a `details` element) next to the move list and options.
   * @param {HTMLElement} panel
   */
  addPanel(panel) {
    this.root.querySelector('.mg-panels')?.append(panel);
  }

  /**
   * Tells the page a move was played (`mancala-move`) and, when it ended the
   * game, how (`mancala-gameover`). The events bubble but stay inside a
   * shadow root; the custom element passes them on as `move` and `gameover`.
   * @param {View} before
   */
  emitMove(before) {
    const view = this.view;
    const move = {
      game: this.key,
      move: view.moves[view.moves.length - 1] ?? '',
      player: before.phase === 'race' ? null : before.to_move,
      moves: [...view.moves],
      position: view.position,
      toMove: view.over ? null : view.to_move,
      over: view.over,
    };
    this.root.dispatchEvent(new CustomEvent('mancala-move', { bubbles: true, detail: move }));
    if (view.over && !before.over) {
      const result = { game: this.key, winner: view.winner, reason: view.reason_code, score: view.score, record: this.game.record() };
      this.root.dispatchEvent(new CustomEvent('mancala-gameover', { bubbles: true, detail: result }));
    }
  }

  /** Stops observing and frees the engine's game. */
  destroy() {
    this.animator.finish();
    this.resizeObserver.disconnect();
    this.computer.dispose();
    this.game.free();
    this.container.replaceChildren();
  }
}
