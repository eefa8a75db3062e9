// @ts-check
// A game with a friend by links as a mode of its board (modes/mode.js),
// attached by modes/friend/friend-play.js while the board's game is one: the friend's
// side is theirs (its seat, and the opening hole this device does not
// pick), only this device's holes play, a move the friend has in a link
// is not taken back, a resignation or an agreed draw ends the game, and the friend part is
// kept with the game.

import { helpAgreed, otherSide, whoActs } from './friend-game.js';

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
    undoRefusal: (to) => play.undoRefusal(to),
    resigned: () => play.friend?.shared.resigned ?? null,
    drawn: () => play.friend?.shared.drawAgreed != null,
    helpAgreed: () => (play.friend ? helpAgreed(play.friend) : false),
    rematch: () => void play.rematch(),
    keep: () => (play.friend ? { friend: play.friend } : {}),
    dispose: () => play.mode.set(false),
  };
}
