// @ts-check
// A friend's link never decides for this device (www/modes/friend/friend-game.js):
// this device's seat is the one its copy holds, whoever the link says sent
// it; a resignation is only the sender's own; a draw is accepted only when
// this device offered it, and an offer lapses with the next move; a first link from a set-up
// position waits for the player's yes; and Anywoli's default stall limit,
// written out or left out, is one game (issue #40, cases 12–15).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { helpAgreed, helpToAnswer, linkToSend, newFriendGame, openDrawOffer, takeLink, whoActs } from '../../www/modes/friend/friend-game.js';
import { encodeFriendLink, readFriendLink, sameGameOptions } from '../../www/modes/friend/friend-link.js';

/** @typedef {import('../../www/modes/friend/friend-game.js').FriendGame} FriendGame */

/** Ana (B) started a Sokusowó game and played 1B; Ben (A) opened it. */
async function anaAndBen() {
  const ana = await newFriendGame({ id: 'seat01', game: 'sokusowo', side: 'B', myName: 'Ana', start: 'B', lastFour: null, stallLimit: null });
  const opened = await takeLink(null, [], linkToSend(ana, ['1B']), false);
  assert.equal(opened.kind, 'newer');
  const ben = /** @type {{ friend: FriendGame }} */ (opened).friend;
  assert.equal(ben.side, 'A');
  return { ana, ben };
}

test('one’s own link opened again changes nothing; a link claiming this device’s side is refused', async () => {
  const { ana, ben } = await anaAndBen();
  const own = await takeLink(ana, ['1B'], linkToSend(ana, ['1B']), false);
  assert.equal(own.kind, 'own');
  assert.equal(/** @type {any} */ (own).friend.side, 'B', 'Ana still plays B');
  // Ben's reply with its sender flipped to B, Ana's side: her seat stays, the link is refused.
  const flipped = { ...linkToSend(ben, ['1B', '2A']), from: /** @type {'B'} */ ('B') };
  assert.deepEqual(await takeLink(ana, ['1B'], flipped, false), { kind: 'refused', error: 'friend.claimsYourSide', params: { side: 'B' } });
  // The honest reply goes on, and Ana still plays B.
  const honest = await takeLink(ana, ['1B'], linkToSend(ben, ['1B', '2A']), false);
  assert.equal(honest.kind, 'newer');
  assert.equal(/** @type {any} */ (honest).friend.side, 'B');
});

test('a resignation is taken only from the side that sent it', async () => {
  const { ana, ben } = await anaAndBen();
  const forRecipient = { ...linkToSend(ben, ['1B', '2A']), resigned: /** @type {'B'} */ ('B') };
  assert.deepEqual(await takeLink(ana, ['1B'], forRecipient, false), { kind: 'refused', error: 'friend.resignedForYou', params: {} });
  const firstForRecipient = { ...linkToSend(ana, ['1B']), resigned: /** @type {'A'} */ ('A') };
  assert.equal(/** @type {any} */ (await takeLink(null, [], firstForRecipient, false)).error, 'friend.resignedForYou');
  const own = { ...linkToSend(ben, ['1B', '2A']), resigned: /** @type {'A'} */ ('A') };
  const taken = await takeLink(ana, ['1B'], own, false);
  assert.equal(taken.kind, 'newer');
  assert.equal(/** @type {any} */ (taken).friend.shared.resigned, 'A');
});

test('a draw is accepted only when offered, by the side it was offered to, before a move lapses it', async () => {
  const { ana, ben } = await anaAndBen();
  // Ben plays 2A and offers a draw with it; Ana's device takes the offer.
  const benOffers = { ...ben, shared: { ...ben.shared, drawOffer: { by: /** @type {'A'} */ ('A'), at: 2 } } };
  const offered = await takeLink(ana, ['1B'], linkToSend(benOffers, ['1B', '2A']), false);
  assert.equal(offered.kind, 'newer');
  const anaSees = /** @type {{ friend: FriendGame }} */ (offered).friend;
  assert.deepEqual(openDrawOffer(anaSees, 2), { by: 'A', at: 2 });
  // Ana accepts: her link ends the game drawn on Ben's device, which offered it.
  const anaAccepts = { ...anaSees, shared: { ...anaSees.shared, drawAgreed: /** @type {'B'} */ ('B') } };
  assert.equal(whoActs(anaAccepts, { phase: 'play', over: false, to_move: 'B' }), 'over');
  const accepted = await takeLink(benOffers, ['1B', '2A'], linkToSend(anaAccepts, ['1B', '2A']), false);
  assert.equal(accepted.kind, 'same');
  assert.equal(/** @type {any} */ (accepted).friend.shared.drawAgreed, 'B');
  // A link accepting a draw Ben never offered, or one a move lapsed, is refused.
  const forged = { ...linkToSend(anaSees, ['1B', '2A']), drawOffer: null, drawAgreed: /** @type {'B'} */ ('B') };
  assert.deepEqual(await takeLink(ben, ['1B', '2A'], forged, false), { kind: 'refused', error: 'friend.drawNotOffered', params: {} });
  const late = { ...linkToSend(anaSees, ['1B', '2A', '3B']), drawAgreed: /** @type {'B'} */ ('B') };
  assert.equal(/** @type {any} */ (await takeLink(benOffers, ['1B', '2A'], late, false)).error, 'friend.drawNotOffered');
  // Nor may a link accept or offer one for the receiver.
  const forBen = { ...linkToSend(anaSees, ['1B', '2A']), drawAgreed: /** @type {'A'} */ ('A') };
  assert.equal(/** @type {any} */ (await takeLink(benOffers, ['1B', '2A'], forBen, false)).error, 'friend.drawAgreedForYou');
  // Ana plays on instead: the offer is not in her link, and Ben's copy has none open.
  const playsOn = linkToSend(anaSees, ['1B', '2A', '3B']);
  assert.equal(playsOn.drawOffer, null);
  const lapsed = /** @type {any} */ (await takeLink(benOffers, ['1B', '2A'], playsOn, false)).friend;
  assert.equal(openDrawOffer(lapsed, 3), null);
});

test('engine help is on only when the starter allowed it and the friend agreed, and no later link changes it', async () => {
  const ana = await newFriendGame({ id: 'help01', game: 'sokusowo', side: 'B', myName: 'Ana', start: 'B', lastFour: null, stallLimit: null, help: true });
  assert.equal(helpAgreed(ana), false, 'allowed, not yet agreed');
  const opened = /** @type {{ friend: FriendGame }} */ (await takeLink(null, [], linkToSend(ana, ['1B']), false)).friend;
  assert.equal(helpToAnswer(opened, { phase: 'play', over: false, to_move: 'A', moves: ['1B'] }), true, 'Ben answers before his first move');
  // Ben accepts: his link says so, and Ana's device takes it.
  const benAgrees = { ...opened, shared: { ...opened.shared, help: { by: /** @type {'B'} */ ('B'), agreed: true } } };
  const agreed = /** @type {any} */ (await takeLink(ana, ['1B'], linkToSend(benAgrees, ['1B', '2A']), false)).friend;
  assert.equal(helpAgreed(agreed), true);
  // Ben moves without answering: his link declines it.
  assert.equal(linkToSend(opened, ['1B', '2A']).help, null);
  const declined = /** @type {any} */ (await takeLink(ana, ['1B'], linkToSend(opened, ['1B', '2A']), false)).friend;
  assert.equal(helpAgreed(declined), false);
  // A link turning help on later, or agreeing to an offer never made, is refused.
  const plain = await newFriendGame({ id: 'help02', game: 'sokusowo', side: 'B', myName: 'Ana', start: 'B', lastFour: null, stallLimit: null });
  const plainBen = /** @type {any} */ (await takeLink(null, [], linkToSend(plain, ['1B']), false)).friend;
  const forged = { ...linkToSend(plainBen, ['1B', '2A']), help: { by: /** @type {'B'} */ ('B'), agreed: true } };
  assert.equal(/** @type {any} */ (await takeLink(plain, ['1B'], forged, false)).error, 'friend.helpChanged');
  const firstAgreed = { ...linkToSend(plain, ['1B']), help: { by: /** @type {'B'} */ ('B'), agreed: true } };
  assert.equal(/** @type {any} */ (await takeLink(null, [], firstAgreed, false)).error, 'friend.helpChanged');
  const dropped = { ...linkToSend(plainBen, ['1B', '2A']), help: null };
  assert.equal(/** @type {any} */ (await takeLink(agreed, ['1B'], dropped, false)).error, 'friend.helpChanged');
});

test('a first link from a set-up position waits for the player to accept it', async () => {
  const ana = await newFriendGame({ id: 'setup1', game: 'sokusowo', side: 'B', myName: 'Ana', start: 'B', lastFour: null, stallLimit: null });
  const link = { ...linkToSend(ana, []), position: 'sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 B captured=20,4' };
  assert.equal((await takeLink(null, [], link, false)).kind, 'setup');
  assert.equal((await takeLink(null, [], link, false, { setupAccepted: true })).kind, 'same');
});

test('Anywoli’s default stall limit, written out or left out of a link, is one game', async () => {
  const starter = await newFriendGame({ id: 'stall1', game: 'anywoli', side: 'B', myName: '', start: 'B', lastFour: 'previous', stallLimit: 100 });
  const read = await readFriendLink(await encodeFriendLink(linkToSend(starter, ['1B'])));
  assert.ok(read && 'link' in read);
  assert.equal(read.link.stallLimit, null, 'the default is left out of the link');
  assert.ok(sameGameOptions(starter.shared, read.link));
  assert.ok(!sameGameOptions(starter.shared, { ...read.link, stallLimit: 30 }), 'another limit is another game');
  const friend = /** @type {any} */ (await takeLink(null, [], read.link, false)).friend;
  const reply = await takeLink(starter, ['1B'], linkToSend(friend, ['1B', '2A']), false);
  assert.equal(reply.kind, 'newer', 'the friend’s reply goes on');
});
