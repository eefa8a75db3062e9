// @ts-check
// A friend link's game as the engine replays it (modes/friend/friend-play.js decides
// what to do with it): the moves of this device's kept copy, the first of
// a link's new moves made for this device's side, the score a first
// link's set-up position starts from, and a refused link's game kept.

import { recordOptions } from '../../engine/engine.js';
import { summaryOf } from '../../state/kept-games.js';
import { readMoveByMove } from '../../ui/records.js';
import { gameOfRecord, recordOf } from './friend-link.js';

/** @typedef {import('../../types.js').Engine} Engine */
/** @typedef {import('../../types.js').EngineGame} EngineGame */
/** @typedef {import('./friend-link.js').FriendLink} FriendLink */
/** @typedef {import('./friend-link.js').Side} Side */
/** @typedef {import('../../state/kept-games.js').KeptEntry} KeptEntry */
/** @typedef {import('../../store/game-keeper.js').GameKeeper} GameKeeper */

/** The moves of a kept game as far as it is played. @param {KeptEntry} entry */
export function keptMoves(entry) {
  const moves = gameOfRecord(entry.record).moves;
  return entry.at === undefined ? moves : moves.slice(0, entry.at);
}

/**
 * The first move from `from` on that `side` made, the engine's game left at its end:
 * a friend's link carries only the friend's moves past this device's copy.
 * (The Sulus Aidi opening is both sides' at once, each hole checked by its commitment.)
 * @param {EngineGame} game  at the link's last move
 * @param {number} from  moves this device had
 * @param {Side} side  this device's
 * @returns {{ k: number, move: string } | null} k: 1-based
 */
export function moveOfSide(game, from, side) {
  while (game.view().moves.length > from && game.undo());
  /** @type {{ k: number, move: string } | null} */
  let found = null;
  for (let view = game.view(); view.can_redo; view = game.view()) {
    const at = view.moves.length;
    const mover = view.phase === 'play' ? view.to_move : null;
    if (!game.redo()) break;
    if (!found && mover === side) found = { k: at + 1, move: game.view().moves[at] ?? '' };
  }
  return found;
}

/**
 * The score a link's game starts from (a set-up position's, for the receiver to see before accepting it).
 * @param {Engine} engine
 * @param {FriendLink} link
 * @returns {{ score: Record<Side, number> } | { error: unknown }}
 */
export function startOfLink(engine, link) {
  const read = readMoveByMove(engine, recordOf({ ...link, moves: [] }));
  if (!read.game) return { error: read.error };
  const score = read.game.view().score;
  read.game.close();
  return { score };
}

/**
 * Keeps a refused link's game as a game of its own in the games list (put aside).
 * @param {Engine} engine
 * @param {GameKeeper} keeper  the board's
 * @param {FriendLink} link
 */
export function keepLinkGame(engine, keeper, link) {
  const read = readMoveByMove(engine, recordOf(link));
  if (!read.game) return;
  const record = read.game.record();
  keeper.keepCopy({ game: link.game, record, options: recordOptions(record), opponent: 'human', summary: summaryOf(read.game.view()) }, 'link');
  read.game.close();
}
