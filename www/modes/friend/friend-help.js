// @ts-check
// Engine help agreed at the start of a game with a friend by links
// (docs/RULINGS.md, friend-help): the player who starts it may allow the
// engine's help (Hint and its values, the preview of a move) for both; the
// friend sees that in the first link, before playing, and it is on for
// both only once they accept it. Their link answers (a move played without
// accepting declines it), and no later link changes it (checked in
// modes/friend/friend-game.js takeLink). The player's answers, sent here by
// the panel (modes/friend/friend-panel.js).

import { helpToAnswer } from './friend-game.js';

/** @typedef {import('./friend-play.js').FriendPlay} FriendPlay */

/**
 * Whether the player may answer the friend's offer of engine help now.
 * @param {FriendPlay} play
 */
export function mayAnswerHelp(play) {
  const friend = play.friend;
  return friend !== null && helpToAnswer(friend, play.board.record.view);
}

/**
 * The friend's offer of engine help accepted: on for both, at once here, on the friend's device with the next link.
 * @param {FriendPlay} play
 */
export function acceptHelp(play) {
  const friend = play.friend;
  if (!friend?.shared.help || !mayAnswerHelp(play)) return;
  play.keep({ ...friend, shared: { ...friend.shared, help: { ...friend.shared.help, agreed: true } } });
  play.say('friend.youAcceptedHelp', { name: play.friendName() });
}

/**
 * The friend's offer of engine help declined: off for both, as in any game by links.
 * @param {FriendPlay} play
 */
export function declineHelp(play) {
  const friend = play.friend;
  if (!friend || !mayAnswerHelp(play)) return;
  play.keep({ ...friend, shared: { ...friend.shared, help: null } });
  play.say('friend.youDeclinedHelp', { name: play.friendName() });
}
