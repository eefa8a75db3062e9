// @ts-check
// What a board in play or replay mode puts beside it (modes.js): the record
// and replay panel, the review, the set-up. A module of its own so that the
// built pages fetch these panels with the board, not before it.

import { openReplay } from './ui/element-api.js';
import { showFirstTip } from './ui/first-tip.js';
import { FriendPanel } from './ui/friend-panel.js';
import { boardHost, GamesPanel } from './ui/games-panel.js';
import { RecordPanel } from './ui/records.js';
import { ReviewPanel } from './ui/review-panel.js';
import { SetupPanel } from './ui/setup-panel.js';

/** @typedef {import('./modes.js').ModeStart} ModeStart */

/**
 * A game's panels: records and replay, the review, the set-up, the games kept.
 * @type {ModeStart}
 */
export function startGamePanels(board, engine, context) {
  const records = new RecordPanel(board, engine, context.games);
  const review = new ReviewPanel(board, engine);
  new SetupPanel(board, engine);
  const games = board.games ? new GamesPanel(boardHost(board), board.games) : null;
  // Play a friend by links, unless the page turned it off (`play-friend="off"`) or the board is only shown.
  const friend = context.playFriend && !board.readonly ? new FriendPanel(board, engine, context.games) : null;
  // After the friend panel: the first visit's question offers it where there is one.
  const removeTip = showFirstTip(board);
  return {
    dispose: () => {
      removeTip();
      records.dispose();
      review.dispose();
      games?.dispose();
      friend?.dispose();
    },
  };
}

/**
 * The game's panels, the record and replay panel opened at the handed move.
 * @type {ModeStart}
 */
export function startReplay(board, engine, context) {
  const parts = startGamePanels(board, engine, context);
  openReplay(context.element, board, context.handed);
  return parts;
}
