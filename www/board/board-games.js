// @ts-check
// What a board does with the games kept on this device, over its keeper
// (store/game-keeper.js): saving after each change and saying at the board when
// the browser refused, another tab's version noticed and loaded on request,
// a kept game brought to the board, and the line a move after Undo leaves
// kept as a game of its own. Nothing a player played is deleted by the page.

import { noticed, otherTabSeen, savedAs } from '../state/board-ui.js';
import { playersOf } from '../state/seats.js';
import { openKept, takeOpened } from '../store/game-keeper.js';
import { downloadGames } from '../store/games-file.js';

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../state/kept-games.js').KeptEntry} KeptEntry */
/** @typedef {import('../types.js').EngineGame} EngineGame */
/** @typedef {import('../types.js').GameOptions} GameOptions */

/**
 * The game a board starts with: the one kept in its slot (`entry`), else
 * the page's own (`initial`), else a new one with the board's options.
 * @param {MancalaBoard} board  being built: its keeper, engine, key and start options are set
 * @param {(() => { game: EngineGame, options: GameOptions }) | undefined} initial
 * @returns {{ game: EngineGame, options: GameOptions, restored: boolean, notice: import('../types.js').Notice | null, entry: KeptEntry | null }}
 */
export function startingGame(board, initial) {
  const kept = board.keeper?.restore() ?? { game: null, entry: null, notice: null };
  const games = board.games;
  if (kept.notice && NOT_STORED.includes(kept.notice.key) && games) {
    kept.notice = { ...kept.notice, action: { key: 'notice.exportGames', run: () => downloadGames(games) } };
  }
  // A kept game the page's address opened (pages/embed-page.js): said once, with a way back to the game put aside.
  const opened = board.keeper && !kept.notice ? takeOpened(board.keeper.slot) : null;
  if (opened === 'gone') kept.notice = { key: 'notice.keptGone' };
  else if (opened) {
    const action = { key: 'notice.swapBack', run: () => swapBack(board, opened.aside) };
    kept.notice = { key: 'notice.openedKept', action };
  }
  if (kept.game && kept.entry) return { game: kept.game, options: kept.entry.options, restored: true, notice: kept.notice, entry: kept.entry };
  const started = initial?.() ?? { game: board.engine.newGame(board.key, board.startOptions), options: { ...board.startOptions } };
  return { ...started, restored: false, notice: kept.notice, entry: null };
}

/**
 * Brings back the game put aside when the page opened another (it may have
 * been deleted meanwhile: then said).
 * @param {MancalaBoard} board
 * @param {string} id
 */
function swapBack(board, id) {
  const aside = board.games?.get(id);
  if (aside) openKeptGame(board, aside);
  else board.say('notice.keptGone');
}

/**
 * Who plays a kept game, as the board's players row takes it: its seats
 * (state/seats.js). A game kept before seats were kept only "two players"
 * or "against the computer" (docs/RELIABILITY.md): it comes back as that,
 * the computer on the side and at the level the board shows now.
 * @param {KeptEntry} entry
 * @returns {Partial<import('../engine/computer.js').Players>}
 */
export function keptPlayers(entry) {
  return entry.seats ? playersOf(entry.seats) : { opponent: entry.opponent };
}

/** The notices of a game the store does not hold yet, said until it does. */
const NOT_STORED = ['notice.notSaved', 'notice.notSavedDevice', 'notice.notSavedPage', 'notice.keptOnDevice', 'notice.keptInTab', 'notice.keptOnPage'];

/**
 * Keeps the board's game; a failed save is said at the board, with the
 * export and where the moves are kept meanwhile (the tab's sessionStorage,
 * or this page only), until a save succeeds (every save tries again, and
 * the store when the page is hidden or left).
 * @param {MancalaBoard} board
 */
export function saveBoardGame(board) {
  const keeper = board.keeper;
  if (!keeper) return;
  // Another tab's version that this one is about to overwrite is kept as a game of its own first.
  const other = board.state.otherTab;
  if (other) {
    keeper.setAside(other, 'tab', keeper.entry?.id);
    board.update((s) => otherTabSeen(s, null), false);
  }
  void keeper.save(board).then((ok) => {
    const games = board.games;
    const was = board.state;
    board.update((s) => savedAs(s, ok), false);
    if (!ok) {
      const where = { device: 'notice.notSavedDevice', tab: 'notice.notSaved', page: 'notice.notSavedPage' }[games?.keptWhere() ?? 'page'];
      board.say(where, {}, games ? { key: 'notice.exportGames', run: () => downloadGames(games) } : undefined);
    } else if (was.unsaved && NOT_STORED.includes(was.notice?.key ?? '')) {
      board.say('notice.savedAgain');
    }
  });
}

/**
 * The store wrote: a board whose game it had refused says once it is in
 * (written when the page was hidden or left, or at another board's move).
 * @param {MancalaBoard} board
 */
export function noticeStored(board) {
  const was = board.state;
  if (!was.unsaved || !board.keeper?.isStored()) return;
  board.update((s) => savedAs(s, true), false);
  if (NOT_STORED.includes(was.notice?.key ?? '')) board.say('notice.savedAgain');
}

/**
 * The board's game leaves it: put aside in the games list if it has any move,
 * and the board's notice offers to bring it back.
 * @param {MancalaBoard} board
 * @param {import('../state/kept-games.js').AsideReason} reason
 * @returns {KeptEntry | null} the game put aside
 */
export function putAside(board, reason) {
  const aside = board.keeper?.release(board, reason) ?? null;
  const notice = aside ? { key: 'notice.shelved', action: { key: 'notice.bringBack', run: () => openKeptGame(board, aside) } } : null;
  board.update((s) => noticed(s, notice), false);
  return aside;
}

/**
 * Puts another game on the board (new, a record, a link, a kept one) and
 * keeps it: the one way every command and mode does it. The game leaving is
 * put aside in the games list (unless `shelve` is false) once its sowing
 * shown is over, and a kept game brought back takes the board's slot and
 * its players, before the game flow (board/game-flow.js) closes the old game.
 * @param {MancalaBoard} board
 * @param {EngineGame} game  a game of the board's kind
 * @param {GameOptions} options  the options it was created with
 * @param {boolean} [shelve]  false: the old game is not kept (a puzzle board's games are its puzzles)
 * @param {import('../state/kept-games.js').AsideReason} [reason]  why the old game leaves the board
 * @param {KeptEntry} [adopt]  the kept game this is (it takes the board's slot)
 * @returns {KeptEntry | null} the game put aside
 */
export function replaceBoardGame(board, game, options, shelve = true, reason = 'new', adopt = undefined) {
  /** @type {{ aside: KeptEntry | null }} */
  const left = { aside: null };
  board.flow.replaceGame(game, options, () => {
    left.aside = shelve ? putAside(board, reason) : null;
    // A kept game comes with its own players (its seats), once the game leaving has been kept with its own.
    if (adopt) {
      board.keeper?.adopt(adopt);
      board.takeSeats(adopt);
    }
  });
  return left.aside;
}

/**
 * Another tab changed this board's game: say so, and offer to load it.
 * @param {MancalaBoard} board
 * @param {KeptEntry} entry
 */
export function noticeOtherTab(board, entry) {
  board.update((s) => otherTabSeen(s, entry), false);
  board.say('notice.otherTab', {}, { key: 'notice.loadOther', run: () => loadOtherTab(board, entry) });
}

/**
 * The other tab's version comes to this board; this tab's is kept as a game of its own.
 * @param {MancalaBoard} board
 * @param {KeptEntry} entry
 */
function loadOtherTab(board, entry) {
  const keeper = board.keeper;
  const game = openKept(board.engine, entry);
  board.update((s) => otherTabSeen(s, null), false);
  if (!game || !keeper) return;
  if (board.view.moves.length > 0 || board.view.can_redo) keeper.setAside(keeper.entryOf(board), 'tab', entry.id);
  keeper.adopt(entry);
  board.takeSeats(entry);
  replaceBoardGame(board, game, entry.options, false);
  board.update((s) => noticed(s, null));
}

/**
 * Brings a kept game to the board; the board's game is put aside in turn,
 * and the notice offers to swap back.
 * @param {MancalaBoard} board
 * @param {KeptEntry} entry
 * @returns {boolean} false when the engine no longer reads it (it stays listed, as text)
 */
export function openKeptGame(board, entry) {
  const keeper = board.keeper;
  const game = keeper ? openKept(board.engine, entry) : null;
  if (!game || !keeper) {
    keeper?.markUnreadable(entry);
    board.say('notice.unreadableOpen');
    return false;
  }
  const aside = replaceBoardGame(board, game, entry.options, true, 'open', entry);
  board.say('notice.broughtBack', { n: board.view.moves.length }, aside ? { key: 'notice.swapBack', run: () => openKeptGame(board, aside) } : undefined);
  return true;
}

/**
 * What a move leaves behind (board/commands.js playMove asks, for every source
 * alike). After moves were taken back, the line's own next move is a redo
 * (`redo`); any other keeps the line as it stands (returned with how many
 * moves were taken back, to keep once the move is played); with nothing to
 * redo, or on a mode's own board, nothing.
 * @param {MancalaBoard} board
 * @param {string} move
 * @returns {'redo' | { entry: KeptEntry, moves: number } | null}
 */
export function lineLeftBy(board, move) {
  const keeper = board.keeper;
  if (!board.view.can_redo || !keeper || keeper.hidden) return null;
  const line = board.game.line();
  if (line.moves[board.view.moves.length] === move) return 'redo';
  // The notice counts the moves taken back, not the whole line they end.
  return { entry: keeper.entryOf(board), moves: line.moves.length - board.view.moves.length };
}

/**
 * Keeps the line a move left as a game of its own, and says so at the board.
 * @param {MancalaBoard} board
 * @param {{ entry: KeptEntry, moves: number }} left
 */
export function keepLeftLine(board, left) {
  const kept = board.keeper?.keepCopy(left.entry, 'branch');
  if (!kept) return;
  const notice = { key: 'notice.branched', params: { n: left.moves }, action: { key: 'notice.openBranch', run: () => openKeptGame(board, kept) } };
  board.update((s) => noticed(s, notice), false);
}
