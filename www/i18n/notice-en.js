// @ts-check
// The board's notices in English: saving and storage, another tab, a restored game
// (www/board/board-games.js, www/ui/board-status.js).

/** @type {Record<string, string>} */
export const NOTICE_EN = {
  'notice.notSaved':
    'This browser’s storage is full or blocked: the last moves are kept in this tab only (a reload keeps them, closing the tab does not) and saved as soon as there is room. Export all games to keep a copy.',
  'notice.notSavedDevice':
    'This browser’s storage is full or blocked: the last moves are kept in its small storage for now, not in its database, and moved there as soon as there is room. Export all games to keep a copy.',
  'notice.notSavedPage':
    'This browser’s storage is full or blocked: the last moves are kept on this page only, lost if it is reloaded or closed; saving is tried again at each move and when you leave the page. Export all games to keep them.',
  'notice.keptInTab':
    'This browser’s storage is still full: moves {k} on ({moves}) are kept in this tab only (a reload keeps them, closing the tab does not) and saved as soon as there is room. Export all games to keep a copy.',
  'notice.keptOnDevice':
    'This browser’s database is still full: moves {k} on ({moves}) are kept in its small storage for now and moved into the database as soon as there is room. Export all games to keep a copy.',
  'notice.keptOnPage':
    'This browser’s storage is still full: moves {k} on ({moves}) are kept on this page only, lost if it is reloaded or closed. Export all games to keep them.',
  'notice.exportGames': 'Export all games',
  'notice.savedAgain': 'Saving works again: every game is kept.',
  'notice.unreadable': 'The saved game could not be read by this version, so a new game was started. It is kept in Games as text to download.',
  'notice.unreadableOpen': 'That game could not be read by this version. It stays in Games as text to download.',
  'notice.lostMoves': 'The last save failed before the page closed: moves {k} on ({moves}) were not kept.',
  'notice.shelved': 'The game you were playing is put aside in Games, not lost.',
  'notice.bringBack': 'Bring back the previous game',
  'notice.broughtBack': 'The previous game is back ({n} moves); the other one is put aside in Games.',
  'notice.swapBack': 'Swap back',
  'notice.openedKept': 'Your game from Games is here; the one that was on this board is put aside in Games.',
  'notice.keptGone': 'That game is no longer kept on this device (deleted, or kept in another browser). The game here is as you left it.',
  'notice.branched': 'A new line: the moves you had taken back ({n} in all) are kept in Games as a game of their own.',
  'notice.openBranch': 'Go back to that line',
  'notice.otherTab':
    'This game was changed in another tab. Your game here stays until you choose; if you play on, the other tab’s game is put aside, not lost.',
  'notice.loadOther': 'Load the other tab’s game',
  'notice.linkPrefix': 'The shared link breaks at move {k}: {error}',
  'notice.loadPrefix': 'Load its first {n} valid moves',
};
