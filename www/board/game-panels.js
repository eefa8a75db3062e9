// @ts-check
// What a board in play or replay mode puts beside it (modes/index.js): the record
// and replay panel, the review, the set-up, the games kept. A module of its own so that the
// built pages fetch these panels with the board, not before it. The records
// and replay panel, the review, the set-up and the games list, which a game
// between two players at one screen never needs, and Play a friend, are
// fetched when first opened (their English texts and their stylesheet with
// them: ui/panel-styles.js panelCode), or at once
// where the board or the address holds a friend game (ui/lazy-panel.js).
// The records panel's code comes before the board is shown where it opens at
// once (a replay, a share link in the address: modes/index.js), so it is
// built with the board as before.

import { openReplay } from '../element/element-api.js';
import { isFriendFragment, PLAY_FRIEND_HASH } from '../modes/friend/friend-kept.js';
import { showFirstTip } from '../ui/first-tip.js';
import { lazyPanel } from '../ui/lazy-panel.js';
import { panelCode } from '../ui/panel-styles.js';
import { parseShareLink } from '../ui/share-link.js';
import { followMoveList } from './commands.js';

/** @typedef {import('../modes/index.js').ModeStart} ModeStart */

/** @type {typeof import('../ui/records.js') | null} the records panel's code, once it came */
let recordsCode = null;

/**
 * Fetches the records and replay panel's code, its words and the panels'
 * stylesheet (into the shadow root of `node`); once in, boards build the panel at once.
 * @param {Node} node
 */
export function loadRecords(node) {
  return panelCode(node, import('../ui/records.js')).then((code) => {
    recordsCode = code;
    return code;
  });
}

/** Whether the page's address holds a share link (the records panel opens it). */
export const shareLinkInAddress = () => parseShareLink(location.hash) !== null;

/**
 * A game's panels: records and replay, the review, the set-up, the games kept.
 * @type {ModeStart}
 */
export function startGamePanels(board, engine, context) {
  followMoveList(board);
  const recordPanel = (/** @type {typeof import('../ui/records.js')} */ code) => () => {
    const panel = new code.RecordPanel(board, engine, context.games);
    return { details: panel.ui.details, dispose: () => panel.dispose() };
  };
  // Built at once where its code is in (a replay, a share link: modes/index.js), else a tab that fetches it.
  const records = recordsCode
    ? recordPanel(recordsCode)()
    : lazyPanel(board, {
        className: 'mg-records',
        title: 'record.title',
        load: () => loadRecords(board.root).then(recordPanel),
        // A share link in the address (one opened in this tab too) is the panel's to read.
        wantedNow: shareLinkInAddress,
      });
  const review = lazyPanel(board, {
    className: 'mg-review',
    title: 'review.title',
    load: () =>
      panelCode(board.root, import('../modes/review/review-panel.js')).then(({ ReviewPanel }) => () => {
        const panel = new ReviewPanel(board, engine);
        return { details: panel.ui.details, dispose: () => panel.dispose() };
      }),
    // The game-over dialog's Review and a friend game's.
    wantedOn: 'review',
  });
  const setup = lazyPanel(board, {
    className: 'mg-setup',
    title: 'setup.title',
    load: () =>
      panelCode(board.root, import('../modes/setup/setup-panel.js')).then(({ SetupPanel }) => () => {
        const panel = new SetupPanel(board, engine);
        return { details: panel.ui.details, dispose: () => panel.detach() };
      }),
  });
  const kept = board.games;
  const games = kept
    ? lazyPanel(board, {
        className: 'mg-games',
        title: 'games.title',
        titleParams: () => ({ n: kept.list().length }),
        listen: (changed) => kept.listen(changed),
        load: () =>
          panelCode(board.root, import('../store/games-panel.js')).then(({ boardHost, GamesPanel }) => () => {
            const panel = new GamesPanel(boardHost(board), kept);
            return { details: panel.details, dispose: () => panel.dispose() };
          }),
      })
    : null;
  // Play a friend by links, unless the page turned it off (`play-friend="off"`) or the board is only shown.
  const friend =
    context.playFriend && !board.readonly
      ? lazyPanel(board, {
          className: 'mg-friend',
          title: 'friend.title',
          load: () =>
            panelCode(board.root, import('../modes/friend/friend-panel.js')).then(({ FriendPanel }) => () => {
              const panel = new FriendPanel(board, engine, context.games);
              return { details: panel.ui.details, dispose: () => panel.dispose() };
            }),
          // A friend game kept on the board, or a link (or the info page's way in) in the address.
          wantedNow: () => Boolean(board.keeper?.entry?.friend) || isFriendFragment(location.hash) || location.hash === PLAY_FRIEND_HASH,
        })
      : null;
  // After the friend panel: the first visit's question offers it where there is one.
  const removeTip = showFirstTip(board);
  return {
    dispose: () => {
      removeTip();
      records.dispose();
      review.dispose();
      setup.dispose();
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
