// @ts-check
// The start position painted before the engine is in: <mancala-game> shows
// its game's start at once from plain data (www/pkg/start-views.js, written
// from the rules by scripts/start-views.mjs), laid out as the real board
// will be (board/board-layout.js, the same boxes and classes), so that the board
// that takes over once the wasm is in sits exactly where this one was. No
// hole plays yet: a tap or a key says the board is getting ready.

import { styleUrl } from '../asset-urls.js';
import { AttributeReader } from '../element/element-attributes.js';
import { loadLanguage, translator } from '../i18n/translate.js';
import { isFriendFragment } from '../modes/friend/friend-kept.js';
import { DEFAULT_START, START_VIEWS } from '../pkg/start-views.js';
import { RESTING_MOMENT, sceneFromView } from '../render/animation.js';
import { boardFrame } from '../render/board-frame.js';
import { BoardPainter } from '../render/board-painter.js';
import { paletteNow } from '../render/palette.js';
import { boardRecord, withPalette } from '../state/board-record.js';
import { otherPlayer } from '../state/board-state.js';
import { initialBoardUi } from '../state/board-ui.js';
import { slotName } from '../state/kept-games.js';
import { mayKeepGame } from '../store/games-store.js';
import { playerName } from '../ui/board-texts.js';
import { showToast } from '../ui/board-toast.js';
import { el } from '../ui/dom.js';
import { parseShareLink } from '../ui/share-link.js';
import { layoutBoard } from './board-layout.js';

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').Player} Player */

/**
 * The start painted into a <mancala-game> before the element was defined,
 * for the element to take over (takeFirstStart).
 * @typedef {object} FirstStart
 * @property {HTMLLinkElement} link  the element's stylesheet, in its shadow root
 * @property {HTMLElement} stage  the board's box, hidden, in its shadow root
 * @property {Promise<boolean>} styled  whether the stylesheet loaded
 * @property {Promise<{ dispose(): null } | null>} painted  the start, once painted (null: none to paint)
 * @property {() => boolean} current  whether it still waits for its engine: the element says so once it takes over
 */

/** @type {WeakMap<HTMLElement, FirstStart>} */
const firstStarts = new WeakMap();

/**
 * Paints the start of a <mancala-game> that is in the page but not defined
 * yet (pages/first-paint.js, the page's first and smallest script): its
 * shadow root, stylesheet and board's box as the element makes them, and
 * the start as the element paints it (paintStartWhenKnown), without
 * waiting for the element's whole code. The element takes them over once
 * it is defined (takeFirstStart); until then the attributes are read
 * quietly: a value it cannot use is told by the element, to the page's
 * listeners, once they are on.
 * @param {HTMLElement} host  the <mancala-game>, not defined yet
 * @param {Promise<unknown>} [after]  what else the start waits for before it is painted
 */
export function paintStartFirst(host, after) {
  if (customElements.get(host.localName) || host.shadowRoot || !host.isConnected) return;
  const shadow = host.attachShadow({ mode: 'open' });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = styleUrl().href;
  const stage = document.createElement('div');
  stage.className = 'mg-element';
  stage.hidden = true;
  shadow.replaceChildren(link, stage);
  /** @type {Promise<boolean>} */
  const styled = new Promise((done) => {
    link.addEventListener('load', () => done(true));
    link.addEventListener('error', () => done(false));
  });
  const ask = new AttributeReader(host, () => {});
  const lang = ask.language();
  const mode = (host.getAttribute('mode') ?? 'play').trim().toLowerCase();
  // The element says why a language's texts could not load, once it is in.
  const texts = loadLanguage(lang).catch(() => undefined);
  /** @type {FirstStart} */
  const first = {
    link,
    stage,
    styled,
    painted: Promise.resolve(null),
    current: () => true,
  };
  first.painted = paintStartWhenKnown(host, stage, ask, (box) => ask.applyLook(box), {
    mode,
    ready: Promise.all([styled, texts, after]),
    t: translator(lang),
    current: () => first.current(),
  });
  firstStarts.set(host, first);
}

/**
 * The start painted before the element was defined (paintStartFirst), taken once by the element.
 * @param {HTMLElement} host
 * @returns {FirstStart | null}
 */
export function takeFirstStart(host) {
  const first = firstStarts.get(host) ?? null;
  firstStarts.delete(host);
  return first;
}

/**
 * Paints the start the element's board will show, once `ready`, in a box of
 * its own before the hidden stage (where the board is built once the engine
 * is in, to take its place in one frame), when there is one to paint
 * (startToPaint) and the element still waits for its engine.
 * @param {HTMLElement} host  the <mancala-game>
 * @param {HTMLElement} stage
 * @param {AttributeReader} ask  the element's attributes, read as it reads them
 * @param {(box: HTMLElement) => void} look  puts the theme and the controls' level on a box
 * @param {{ mode: string, ready: Promise<unknown>, t: (key: string, params?: Record<string, string | number>) => string, current: () => boolean }} now  the element's mode; the stylesheet and texts; whether it still waits for this board's engine
 * @returns {Promise<{ dispose(): null } | null>}
 */
export async function paintStartWhenKnown(host, stage, ask, look, { mode, ready, t, current }) {
  const start = await startToPaint(host, ask, mode, ready);
  if (!start || !current() || !stage.hidden) return null;
  const box = document.createElement('div');
  box.className = 'mg-element mg-element-fit mg-start';
  const size = ask.size();
  box.style.maxWidth = size === null ? '' : `${size}px`;
  look(box);
  // Before the stage: its header slot is the first in the shadow root, so a page's header stays in it while the board is built.
  stage.before(box);
  return paintStartBoard(host, box, start, t);
}

/**
 * What start to paint, once `ready` (the stylesheet and the texts) is: null
 * for anything but a new game of the `play` mode (a game handed in, a
 * lesson, a puzzle, a replay, a shared link show another position), and for
 * a board that may have a kept game to show: never the start over another
 * position; that board waits for the engine. Only a board fitted to its box
 * (`layout="fit"`: play.html, embed.html): in the page's flow the board's
 * status and buttons come above it, and it would move down when they came.
 * @param {HTMLElement} host
 * @param {AttributeReader} ask
 * @param {string} mode
 * @param {Promise<unknown>} ready
 * @returns {Promise<{ view: View, start: Player, bottom: Player } | null>}
 */
export async function startToPaint(host, ask, mode, ready) {
  if (mode !== 'play' || host.hasAttribute('record') || host.hasAttribute('position')) return null;
  if (ask.choice('layout', /** @type {const} */ (['flow', 'fit']), 'flow') !== 'fit') return null;
  if (parseShareLink(location.hash) || isFriendFragment(location.hash)) return null;
  const keys = Object.keys(START_VIEWS);
  const game = ask.choice('game', keys, keys[0]);
  const start = ask.choice('start', /** @type {const} */ (['B', 'A']), DEFAULT_START);
  const keeps = host.getAttribute('storage') !== 'none' && !host.hasAttribute('readonly');
  const save = host.getAttribute('save');
  const slot = slotName(game, save !== null && /^[\w-]{1,64}$/.test(save) ? save : game);
  const [kept] = await Promise.all([keeps ? mayKeepGame(slot).catch(() => true) : false, ready]);
  if (kept) return null;
  return {
    view: START_VIEWS[game][start],
    start,
    bottom: ask.choice('orientation', /** @type {const} */ (['B', 'A']), 'B'),
  };
}

/**
 * Paints a start position into `box`, the element's .mg-start box,
 * and keeps it laid out until disposed. A page's header joins its header
 * slot first (the host's `mancala-start-painted`), then it is laid out at
 * once, before the browser paints: its first frame is its last layout.
 * @param {HTMLElement} host  the <mancala-game>
 * @param {HTMLElement} box  emptied and filled, in the page already
 * @param {{ view: View, start: Player, bottom: Player }} painted
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 * @returns {{ dispose(): null }}
 */
export function paintStartBoard(host, box, { view, start, bottom }, t) {
  const canvas = el('canvas', { class: 'mg-canvas', tabindex: '0', 'aria-label': t('canvas.starting', { game: view.name }) });
  const toast = el('p', { class: 'mg-toast', hidden: '', 'aria-hidden': 'true' });
  const live = el('div', { class: 'visually-hidden mg-live', 'aria-live': 'polite', role: 'status' });
  const stage = el('div', { class: 'mg-stage', part: 'board' }, [canvas, toast]);
  // The action bar's room, unseen (nothing plays yet): under a long board on a landscape phone it
  // takes the height the board's own will (board/board-layout.js placeBands), so the board is centred alike.
  const buttons = ['button.new', 'button.undo', 'button.redo', 'computer.hint', 'button.skipShort'].map((key) =>
    el('button', { type: 'button', tabindex: '-1' }, [t(key)]),
  );
  const bar = el('div', { class: 'mg-bar', 'aria-hidden': 'true' }, [el('div', { class: 'mg-controls' }, buttons)]);
  bar.style.visibility = 'hidden';
  // The header slot as the real board has it (play.html's header joins it as soon as this is painted).
  const side = el('div', { class: 'mg-side' }, [el('slot', { name: 'header' }), ...startStrip(host, view, start, t), bar, el('div', { class: 'mg-sheet' })]);
  // `data-starting`, not `data-game`: only the board that plays answers to `.mg[data-game]` (scripts and tests find the
  // board by it, and both are in the shadow root for a moment while the board takes over).
  const root = el('div', { class: 'mg', 'data-starting': view.game }, [stage, side, live]);
  root.classList.add('mg-fit');
  // The real board's first guess (ui/board-view.js arrangeControls), so both choose alike.
  root.dataset.layout = window.innerHeight > window.innerWidth ? 'stacked' : 'beside';
  box.replaceChildren(root);
  let record = shownRecord(view, start, t);
  let marked = false;
  /** @type {BoardPainter} */
  const painter = new BoardPainter(
    canvas,
    view.game,
    () => {
      if (!marked) {
        marked = true;
        // Apart from the real board's mancala:first-draw mark, which says the board plays.
        performance.mark(`mancala:start-paint:${view.game}`);
      }
      return boardFrame(record, RESTING_MOMENT, painter.geo);
    },
    () => {
      record = withPalette(record, paletteNow(canvas, record.palette));
      return record.palette;
    },
    bottom,
  );
  // Its mancala:first-draw mark stays the real board's: that one says the board plays.
  painter.firstDrawDone = true;
  // Drawn in the task that lays it out, in short steps while the page's code still loads.
  painter.drawsAtOnce = true;
  const sketch = { ui: { stage }, root, fit: true, painter, view, marks: false };
  host.dispatchEvent(new Event('mancala-start-painted'));
  layoutBoard(sketch);
  const resizeObserver = new ResizeObserver(() => layoutBoard(sketch));
  for (const observed of [stage, root]) resizeObserver.observe(observed);
  const gettingReady = () => {
    const text = t('board.gettingReady');
    showToast(toast, text);
    live.textContent = live.textContent === text ? `${text}\u00a0` : text;
  };
  canvas.addEventListener('click', gettingReady);
  canvas.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') gettingReady();
  });
  return {
    dispose() {
      resizeObserver.disconnect();
      painter.stop();
      box.remove();
      return null;
    },
  };
}

/**
 * The strip's status line as the board that plays first writes it
 * (ui/board-status.js statusTexts) for a game between two people: whose
 * turn, or who picks an opening hole first. Its sentence is the largest
 * text the board shows at first, the page's Largest Contentful Paint: here
 * it is painted with the start, not once the page's whole code and the
 * engine are in (docs/PERFORMANCE.md, "Page audits"). None for a board
 * against the computer, whose status a mode writes.
 * @param {HTMLElement} host
 * @param {View} view
 * @param {Player} start  who picks first in an opening
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 * @returns {HTMLElement[]}
 */
function startStrip(host, view, start, t) {
  if (host.hasAttribute('opponent')) return [];
  const race = view.phase === 'race';
  const player = race ? start : view.to_move;
  const names = { player: playerName(t, player), other: playerName(t, otherPlayer(player)) };
  const status = el('p', { class: 'mg-status', part: 'status', 'data-player': player }, [
    el('span', { class: 'mg-status-text' }, [race ? t('status.raceFirst', names) : t('status.toMove', names)]),
  ]);
  if (race) status.dataset.short = t('status.raceFirst.short', names);
  return [el('div', { class: 'mg-strip' }, [status])];
}

/**
 * The record of the start painted (state/board-record.js), which its frames
 * read as the real board's do: the view at rest, played by two people,
 * nothing playable, pointed at, sown, drafted or previewed.
 * @param {View} view
 * @param {Player} start  who starts (picks first in an opening)
 * @param {import('../state/board-record.js').Translate} t
 */
function shownRecord(view, start, t) {
  return boardRecord({
    view,
    seats: { A: { by: 'person' }, B: { by: 'person' } },
    line: view.moves,
    // No text reads them before the board plays: only who starts is drawn.
    options: { start, lastFour: 'previous', stallLimit: view.stall_limit ?? 1 },
    animating: false,
    mover: null,
    ui: initialBoardUi(),
    playable: [],
    picker: start,
    refusal: 'readonly',
    undoRefusal: null,
    computerWaiting: false,
    modeStatus: null,
    byLinks: false,
    picks: false,
    hint: null,
    soundOn: false,
    engineHelps: false,
    // The engine writes a game's record: none before it is in, and no panel reads this one.
    recordText: '',
    lineRecord: '',
    scene: sceneFromView(view),
    draft: null,
    canvasFocused: false,
    previewOn: false,
    pressed: null,
    t,
  });
}
