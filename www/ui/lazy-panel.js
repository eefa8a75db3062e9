// @ts-check
// A panel beside the board whose code is fetched when it is first wanted:
// its tab opened, a board event that asks for it (the game-over dialog's
// Review), or a state of the board or the page that needs it (a friend
// game kept on the board, a friend link in the address). Until then its tab stands in its place, a <details> of the
// panel's class with the panel's title, so a board that never opens it
// never fetches it; a pointer over the tab or the keyboard's focus on it
// fetches the code ahead of the click, so the panel opens at once.

import { addBoardPanel } from './board-view.js';
import { el } from './dom.js';

/** @typedef {import('../board/board.js').MancalaBoard} MancalaBoard */

/**
 * @typedef {object} LazyPanel
 * @property {string} className  the panel's class (its tab's until it is built)
 * @property {string} title  the key of the tab's text
 * @property {() => Record<string, string | number>} [titleParams]  the tab text's `{name}` slots (the games list's count)
 * @property {(changed: () => void) => () => void} [listen]  hears of changes the tab's text shows besides the board's (the games kept in another tab); returns its stop
 * @property {() => Promise<(board: MancalaBoard) => { details: HTMLDetailsElement, dispose?: () => void }>} load  fetches the code; what it gives builds the panel on the board
 * @property {import('../board/board.js').WantedPanel} [wantedOn]  the board's wish the panel answers (board.want): the first one builds it and is made again for it
 * @property {() => boolean} [wantedNow]  whether the board needs the panel already (asked at once, on each change of the board and of the page's address)
 */

/**
 * Puts the panel's tab on the board, and the panel in its place when wanted.
 * @param {MancalaBoard} board
 * @param {LazyPanel} spec
 * @returns {{ dispose(): void }}
 */
export function lazyPanel(board, spec) {
  const summary = el('summary');
  const tab = /** @type {HTMLDetailsElement} */ (el('details', { class: spec.className }, [summary]));
  addBoardPanel(board.root, tab);
  const texts = () => {
    summary.textContent = board.t(spec.title, spec.titleParams?.());
    if (spec.wantedNow?.()) void build();
  };

  /** @type {ReturnType<LazyPanel['load']> | null} */
  let code = null;
  const fetchCode = () => {
    code ??= spec.load().catch((error) => {
      // Offline, say: the next wish tries again.
      code = null;
      throw error;
    });
    return code;
  };
  /** @type {{ details: HTMLDetailsElement, dispose?: () => void } | null} */
  let panel = null;
  let disposed = false;
  /** @type {Promise<void> | null} */
  let building = null;
  const build = () => {
    building ??= fetchCode().then(
      (start) => {
        if (disposed) return;
        stopHearing();
        stopListening();
        window.removeEventListener('hashchange', texts);
        stopAnswering();
        const focused = summary.matches(':focus');
        panel = start(board);
        tab.replaceWith(panel.details);
        // The panel takes the open tab's place as it is: its opening is no new wish to raise the phone's
        // sheet, which the player may have lowered while the code came (ui/board-view.js).
        if (tab.open) {
          panel.details.dataset.takesOver = '';
          panel.details.open = true;
        }
        if (focused) panel.details.querySelector('summary')?.focus({ preventScroll: true });
      },
      (error) => {
        building = null;
        console.warn(`mancala-game: the ${spec.title} panel could not load`, error);
      },
    );
    return building;
  };
  const wanted = () => {
    void build().then(() => {
      if (panel && spec.wantedOn) board.want(spec.wantedOn);
    });
  };
  for (const type of ['pointerenter', 'focusin', 'touchstart']) tab.addEventListener(type, () => void fetchCode().catch(() => {}), { passive: true });
  tab.addEventListener('toggle', () => {
    if (tab.open) void build();
  });
  const stopAnswering = spec.wantedOn ? board.whenWanted(spec.wantedOn, wanted) : () => {};
  // The board tells its panels of each change: a new language, a move, a game restored.
  const stopHearing = board.subscribe(texts);
  const stopListening = spec.listen?.(texts) ?? (() => {});
  if (spec.wantedNow) window.addEventListener('hashchange', texts);
  texts();
  return {
    dispose: () => {
      disposed = true;
      stopHearing();
      stopListening();
      window.removeEventListener('hashchange', texts);
      stopAnswering();
      panel?.dispose?.();
    },
  };
}
