// @ts-check
// A game with a friend by links as a mode of its board (modes/mode.js),
// attached by modes/friend/friend-play.js while the board's game is one: the friend's
// side is theirs (its seat, and the opening hole this device does not
// pick), only this device's holes play, a move the friend has in a link
// is not taken back, a resignation or an agreed draw ends the game, and the friend part is
// kept with the game.

import { helpAgreed, otherSide, undoRefusalKey, whoActs } from './friend-game.js';

/** @typedef {import('./friend-play.js').FriendPlay} FriendPlay */

/**
 * @param {FriendPlay} play
 * @returns {import('../mode.js').BoardMode}
 */
export function friendMode(play) {
  return {
    name: 'friend',
    seats: () => (play.friend ? { [otherSide(play.friend.side)]: { by: 'friend' } } : null),
    plays: () => (play.friend ? otherSide(play.friend.side) : null),
    refuse: () => (play.waiting() ? 'friendToMove' : null),
    picks: () => play.board.view.phase === 'race' && play.friend !== null && whoActs(play.friend, play.board.view) === 'me',
    tap: (label) => play.takeHole(label),
    // Only this device's moves played since the friend's last link and not yet sent are taken back (to `to`,
    // the Undo button: the last one): the friend may have the others, and no link asks the friend's leave.
    undoRefusal: (to = play.board.view.moves.length - 1) => {
      const key = play.friend ? undoRefusalKey(play.friend, play.board.view, to) : null;
      return key && play.board.t(key, { name: play.friendName() });
    },
    resigned: () => play.friend?.shared.resigned ?? null,
    drawn: () => play.friend?.shared.drawAgreed != null,
    helpAgreed: () => (play.friend ? helpAgreed(play.friend) : false),
    rematch: () => void play.rematch(),
    keep: () => (play.friend ? { friend: play.friend } : {}),
    dispose: () => play.mode.set(false),
  };
}
