// @ts-check
// <mancala-game>: any of the four games on any page in one line of HTML.
// The board lives in a shadow root with its own stylesheet, so the page's
// CSS cannot reach it and its CSS cannot leak out. Every element on a page
// shares one engine. Attributes are read leniently: a bad value gives a
// console warning and the default, never a broken board. docs/EMBED.md
// documents the attributes and events for page authors.

import { MancalaBoard } from './board.js';
import { DEFAULT_PLAYERS, levels } from './engine/computer.js';
import { engineSettings, gameList, loadEngine } from './engine/engine.js';
import { LANGS, pickLanguage, translate, translator } from './i18n.js';
import { SPEEDS } from './render/animation.js';
import { drawLottery } from './state/options.js';
import { SafeStorage } from './storage.js';
import { errorText } from './ui/error-text.js';
import { PuzzlePanel } from './ui/puzzle-panel.js';
import { clip, RecordPanel } from './ui/records.js';
import { ReviewPanel } from './ui/review-panel.js';

/** @typedef {import('./i18n.js').Lang} Lang */
/** @typedef {import('./render/animation.js').Speed} Speed */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./engine/computer.js').Players} Players */

/** The board's stylesheet, next to this module (a versioned URL in the built site). */
const STYLE_URL = new URL('./style.css', import.meta.url).href;
/** Narrower than this the board's labels no longer fit. */
const MIN_SIZE = 240;
const MAX_SIZE = 4000;

/** Who plays: handed to the board's computer player (computer.js). */
const PLAYER_ATTRIBUTES = ['opponent', 'computer-side', 'level'];

/** What the board is for: a game to play, or the game's puzzles (docs/PUZZLES.md). */
export const MODES = /** @type {const} */ (['play', 'puzzle']);

/** Every attribute the element reads; embed.html takes the same names as parameters. */
export const ATTRIBUTES = ['game', 'mode', 'lang', 'speed', 'size', 'layout', 'sound', 'save', 'start', 'last-four', 'stall-limit', ...PLAYER_ATTRIBUTES];

/**
 * An attribute value as a console message shows it: quoted and short.
 * @param {string} value
 */
function quote(value) {
  return JSON.stringify(clip(value));
}

/**
 * What the attributes ask for, every value checked.
 * @typedef {object} ElementConfig
 * @property {string} game
 * @property {(typeof MODES)[number]} mode
 * @property {Lang} lang
 * @property {Speed | undefined} speed  undefined: the player's saved choice
 * @property {number | null} size  widest board in CSS pixels; null fits the container
 * @property {boolean} sound  `sound="on"`: seeds make sounds by default (else silent until the player turns sound on)
 * @property {boolean} fit  `layout="fit"`: the board fills the element's box (give the element a height)
 * @property {string} save  storage key of the game
 * @property {Partial<GameOptions>} options
 * @property {Partial<Players>} players  only what the attributes set: the rest stays the player's saved choice
 */

export class MancalaGameElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  constructor() {
    super();
    this.shadow = this.attachShadow({ mode: 'open' });
    /** @type {MancalaBoard | null} */
    this.board = null;
    /** @type {ReviewPanel | null} */
    this.review = null;
    /** @type {PuzzlePanel | null} */
    this.puzzles = null;
    /** Counts renders, so a slow start that a newer one overtook is dropped. */
    this.generation = 0;
    this.shadow.addEventListener('mancala-move', (e) => this.forward('move', e));
    this.shadow.addEventListener('mancala-gameover', (e) => this.forward('gameover', e));
  }

  connectedCallback() {
    void this.render();
  }

  disconnectedCallback() {
    this.generation += 1;
    this.board?.destroy();
    this.board = null;
    this.review?.dispose();
    this.review = null;
    this.puzzles?.dispose();
    this.puzzles = null;
  }

  /**
   * @param {string} name
   * @param {string | null} before
   * @param {string | null} after
   */
  attributeChangedCallback(name, before, after) {
    if (before === after || !this.board) return;
    if (name === 'lang') {
      this.board.setLanguage(this.language());
    } else if (PLAYER_ATTRIBUTES.includes(name)) {
      // A puzzle board's defence is the puzzle panel's own.
      if (!this.puzzles) this.board.setPlayers(this.players());
    } else {
      void this.render();
    }
  }

  /**
   * Passes a board event on to the page as a plain event of the element.
   * @param {string} type
   * @param {Event} event
   */
  forward(type, event) {
    event.stopPropagation();
    const detail = /** @type {CustomEvent} */ (event).detail;
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
  }

  /**
   * Warns about an attribute the element cannot use.
   * @param {string} name
   * @param {string} value
   * @param {string} expected
   * @param {string} fallback
   */
  warn(name, value, expected, fallback) {
    console.warn(`<mancala-game>: ${name}=${quote(value)} is not ${expected}; using ${fallback}.`);
  }

  /**
   * One of a list of words (case-insensitive), else the default.
   * @template {string} T
   * @param {string} name
   * @param {readonly T[]} allowed
   * @param {T} fallback
   * @returns {T}
   */
  choice(name, allowed, fallback) {
    const value = this.getAttribute(name);
    if (value === null) return fallback;
    const found = allowed.find((word) => word.toLowerCase() === value.trim().toLowerCase());
    if (found) return found;
    this.warn(name, value, `one of ${allowed.join(', ')}`, quote(fallback));
    return fallback;
  }

  /**
   * A whole number in a range, else null (the default).
   * @param {string} name
   * @param {number} min
   * @param {number} max
   * @param {string} fallback  what null means, for the warning
   * @returns {number | null}
   */
  wholeNumber(name, min, max, fallback) {
    const value = this.getAttribute(name);
    if (value === null) return null;
    const n = /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
    if (n >= min && n <= max) return n;
    this.warn(name, value, `a whole number from ${min} to ${max}`, fallback);
    return null;
  }

  /** @returns {Lang} the `lang` attribute, else the page's language, else the browser's */
  language() {
    const pageLang = this.closest('[lang]')?.getAttribute('lang') ?? '';
    return this.choice('lang', LANGS, pickLanguage(null, [pageLang, ...navigator.languages]));
  }

  /** @returns {Partial<Players>} */
  players() {
    /** @type {Partial<Players>} */
    const players = {};
    if (this.hasAttribute('opponent')) players.opponent = this.choice('opponent', /** @type {const} */ (['human', 'computer']), DEFAULT_PLAYERS.opponent);
    if (this.hasAttribute('computer-side'))
      players.computerSide = this.choice('computer-side', /** @type {const} */ (['A', 'B']), DEFAULT_PLAYERS.computerSide);
    if (this.hasAttribute('level')) players.level = this.choice('level', levels(), DEFAULT_PLAYERS.level);
    return players;
  }

  /** @returns {ElementConfig} */
  config() {
    const games = gameList().map((g) => /** @type {string} */ (g.key));
    const game = this.choice('game', games, games[0]);
    const lang = this.language();
    const speedWords = /** @type {Speed[]} */ (Object.keys(SPEEDS));
    const speed = this.hasAttribute('speed') ? this.choice('speed', speedWords, 'normal') : undefined;
    const sizeText = this.getAttribute('size');
    const size = sizeText === null || sizeText.trim().toLowerCase() === 'fit' ? null : this.wholeNumber('size', MIN_SIZE, MAX_SIZE, '"fit"');
    const saveText = this.getAttribute('save');
    /** @type {string} */
    let save = game;
    if (saveText !== null && /^[\w-]{1,64}$/.test(saveText)) save = saveText;
    else if (saveText !== null) this.warn('save', saveText, '1 to 64 letters, digits, - or _', quote(game));
    const { defaults, maxStallLimit } = engineSettings();
    const lastFour = this.choice('last-four', /** @type {const} */ (['previous', 'first', 'lottery']), defaults.lastFour === 'first' ? 'first' : 'previous');
    const stallLimit = this.wholeNumber('stall-limit', 1, maxStallLimit, String(defaults.stallLimit)) ?? defaults.stallLimit;
    return {
      game,
      mode: this.choice('mode', MODES, 'play'),
      lang,
      speed,
      size,
      sound: this.choice('sound', /** @type {const} */ (['off', 'on']), 'off') === 'on',
      fit: this.choice('layout', /** @type {const} */ (['flow', 'fit']), 'flow') === 'fit',
      save: `element:${save}`,
      options: {
        start: this.choice('start', /** @type {const} */ (['B', 'A']), defaults.start),
        lastFour: lastFour === 'lottery' ? drawLottery() : lastFour,
        stallLimit,
      },
      players: this.players(),
    };
  }

  /** (Re)builds the board from the attributes: stylesheet and engine first. */
  async render() {
    const generation = ++this.generation;
    this.board?.destroy();
    this.board = null;
    this.review?.dispose();
    this.review = null;
    this.puzzles?.dispose();
    this.puzzles = null;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = STYLE_URL;
    const stage = document.createElement('div');
    stage.className = 'mg-element';
    // Hidden until styled, so the board is never laid out unstyled.
    stage.hidden = true;
    this.shadow.replaceChildren(link, stage);
    const styled = new Promise((done) => {
      link.addEventListener('load', done);
      link.addEventListener('error', done);
    });
    /** @type {Lang} */
    let lang = pickLanguage(null, navigator.languages);
    try {
      const [engine] = await Promise.all([loadEngine(), styled]);
      if (generation !== this.generation) return;
      const config = this.config();
      lang = config.lang;
      stage.hidden = false;
      stage.style.maxWidth = config.size === null ? '' : `${config.size}px`;
      stage.classList.toggle('mg-element-fit', config.fit);
      const puzzles = config.mode === 'puzzle';
      this.board = new MancalaBoard(stage, config.game, {
        engine,
        storage: new SafeStorage(),
        lang,
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        // A puzzle board keeps its games under its own key: never the game of play mode.
        saveKey: puzzles ? `puzzle:${config.game}` : config.save,
        options: config.options,
        speed: config.speed,
        // The puzzle panel plays the computer's defence itself.
        players: puzzles ? { opponent: 'human' } : config.players,
        fit: config.fit,
        sound: config.sound,
      });
      if (puzzles) {
        this.puzzles = new PuzzlePanel(this.board, engine);
      } else {
        new RecordPanel(
          this.board,
          engine,
          gameList().map((g) => g.key),
        );
        this.review = new ReviewPanel(this.board, engine);
      }
      this.dispatchEvent(new CustomEvent('ready', { detail: { game: config.game } }));
    } catch (e) {
      if (generation !== this.generation) return;
      const p = document.createElement('p');
      p.className = 'mg-error';
      p.textContent = translate(lang, 'error.engine', { error: errorText(translator(lang), e) });
      stage.hidden = false;
      stage.replaceChildren(p);
    }
  }
}

if (!customElements.get('mancala-game')) customElements.define('mancala-game', MancalaGameElement);
