// @ts-check
// An agreed draw in a game with a friend by links (docs/RULINGS.md,
// friend-draw): a player offers it with the move just played (the offer
// travels in the link to send), the friend accepts it on their turn, which
// ends the game drawn on their board and, through the link back, on the
// offering one; declined, or passed over with a move, it lapses. The
// friend's device checks every link's offer and acceptance
// (modes/friend/friend-game.js takeLink); these are the player's intents,
// sent here by the panel (modes/friend/friend-panel.js).

import { openDrawOffer, otherSide, whoActs } from './friend-game.js';

/** @typedef {import('./friend-play.js').FriendPlay} FriendPlay */
/** @typedef {import('./friend-link.js').Side} Side */

/**
 * Whether this device may offer a draw now: its turn is played (the offer
 * goes with the move, in the link to send), the game goes on, and no offer
 * of its is open already.
 * @param {FriendPlay} play
 */
export function mayOfferDraw(play) {
  const friend = play.friend;
  const view = play.board.record.view;
  return friend !== null && view.phase === 'play' && whoActs(friend, view) === 'them' && openDrawOffer(friend, view.moves.length) === null;
}

/**
 * @param {FriendPlay} play
 * @returns {Side | null} the side whose offer of a draw is open now, if any
 */
export function drawOfferBy(play) {
  const friend = play.friend;
  return friend ? (openDrawOffer(friend, play.board.record.view.moves.length)?.by ?? null) : null;
}

/**
 * This device offers a draw with the move it played: the link to send is made anew with the offer.
 * @param {FriendPlay} play
 */
export function offerDraw(play) {
  const friend = play.friend;
  if (!friend || !mayOfferDraw(play)) return;
  play.keep({ ...friend, shared: { ...friend.shared, drawOffer: { by: friend.side, at: play.board.record.view.moves.length } } });
  play.say('friend.youOfferedDraw', { name: play.friendName() });
}

/**
 * The friend's offer of a draw accepted on this device's turn: the game ends drawn, and the link back tells them.
 * @param {FriendPlay} play
 */
export function acceptDraw(play) {
  const friend = play.friend;
  if (!friend || drawOfferBy(play) !== otherSide(friend.side) || whoActs(friend, play.board.record.view) !== 'me') return;
  play.keep({ ...friend, shared: { ...friend.shared, drawAgreed: friend.side } });
  play.say('friend.youAcceptedDraw', { name: play.friendName() });
}

/**
 * The friend's offer of a draw declined: the game goes on, and the move played next tells them.
 * @param {FriendPlay} play
 */
export function declineDraw(play) {
  const friend = play.friend;
  if (!friend || drawOfferBy(play) !== otherSide(friend.side)) return;
  play.keep({ ...friend, shared: { ...friend.shared, drawOffer: null } });
  play.say('friend.youDeclinedDraw', { name: play.friendName() });
}
