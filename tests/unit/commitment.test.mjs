// @ts-check
// Hidden choices by commit and reveal (www/modes/friend/commitment.js) and the
// friend game's checks of a link against this device's copy
// (www/modes/friend/friend-game.js): a reveal that does not match is refused and
// named, a commitment or an answer never changes once sent, the lottery is
// drawn from both contributions, and whose turn it is.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { base64url, COMMITMENT_CHARS, commitTo, drawnLot, randomToken, revealMatches, TOKEN_CHARS } from '../../www/modes/friend/commitment.js';

/** The game whose opening both players pick hidden (the game list's `race`). */
const RACE_GAME = 'sulus-aidi';

import { cleanFriend, commitRace, knownLastFour, linkToSend, newFriendGame, raceState, takeLink, whoActs } from '../../www/modes/friend/friend-game.js';

/** @typedef {import('../../www/modes/friend/friend-game.js').FriendGame} FriendGame */

test('a commitment is SHA-256 over its game, purpose, value and salt, checked by its reveal', async () => {
  const salt = randomToken();
  assert.equal(salt.length, TOKEN_CHARS);
  const commit = await commitTo('game1', 'race', '3B', salt);
  assert.equal(commit.length, COMMITMENT_CHARS);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`mancala-friend/1|game1|race|3B|${salt}`)));
  assert.equal(commit, base64url(digest));
  assert.ok(await revealMatches(commit, 'game1', 'race', '3B', salt));
  assert.ok(!(await revealMatches(commit, 'game1', 'race', '4B', salt)), 'another hole');
  assert.ok(!(await revealMatches(commit, 'game1', 'race', '3B', randomToken())), 'another salt');
  assert.ok(!(await revealMatches(commit, 'game2', 'race', '3B', salt)), 'another game');
  assert.ok(!(await revealMatches(commit, 'game1', 'lot', '3B', salt)), 'another purpose');
  assert.notEqual(await commitTo('game1', 'race', '3B', randomToken()), commit, 'a fresh salt hides the same hole');
});

test('the lottery takes one random bit from each player: either alone decides nothing', () => {
  const tokens = ['AAAAAAAAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAAAAAAAQ', 'AAAAAAAAAAAAAAAAAAAAAg', 'AAAAAAAAAAAAAAAAAAAAAw'];
  for (const mine of tokens) {
    const draws = new Set(tokens.map((theirs) => drawnLot(mine, theirs)));
    assert.deepEqual([...draws].sort(), ['lottery-A', 'lottery-B'], 'the other contribution can still give either');
  }
  let a = 0;
  for (let i = 0; i < 400; i++) if (drawnLot(randomToken(), randomToken()) === 'lottery-A') a += 1;
  assert.ok(a > 140 && a < 260, `random contributions draw both ways (${a} of 400 to A)`);
});

/**
 * The other device's copy after opening a link.
 * @param {FriendGame | null} mine
 * @param {string[]} moves
 * @param {FriendGame} from
 * @param {string[]} sent
 */
async function open(mine, moves, from, sent) {
  const verdict = await takeLink(mine, moves, linkToSend(from, sent), from.shared.game === RACE_GAME);
  assert.ok('friend' in verdict, JSON.stringify(verdict));
  return verdict.friend;
}

test('the Sulus Aidi opening: committed, answered in the clear, revealed and checked', async () => {
  const started = await newFriendGame({ id: 'g1', game: 'sulus-aidi', side: 'B', myName: 'Abeba', start: 'B', lastFour: null, stallLimit: null });
  assert.deepEqual(raceState(started), { move: null, picker: 'me' });
  const inviter = await commitRace(started, '3B');
  assert.equal(whoActs(inviter, { phase: 'race', over: false, to_move: 'B' }), 'them');
  const invitation = linkToSend(inviter, []);
  assert.equal(invitation.raceReveal, null, 'the first link carries only the commitment');
  // The commitment is a salted hash in base64url, where "3B" turns up by chance (about 1 in 100): left out.
  const { race, ...rest } = invitation;
  assert.ok(!JSON.stringify({ ...rest, race: { ...race, commit: '' } }).includes('3B'), 'nor the hole anywhere');
  let friend = await open(null, [], inviter, []);
  assert.equal(friend.side, 'A');
  assert.equal(friend.name, 'Abeba');
  assert.equal(whoActs(friend, { phase: 'race', over: false, to_move: 'B' }), 'me');
  friend = { ...friend, shared: { ...friend.shared, racePick: '7A' } };
  const back = await open(inviter, [], friend, []);
  assert.deepEqual(raceState(back), { move: '3B+7A', picker: null }, 'the inviter now knows both holes');
  const reveal = linkToSend(back, ['3B+7A', '2A']);
  assert.deepEqual(reveal.raceReveal?.hole, '3B');
  assert.equal((await takeLink(friend, [], reveal, true)).kind, 'newer');
  // A reveal of another hole than the one committed is refused and named.
  const lie = { ...reveal, raceReveal: { hole: '5B', salt: reveal.raceReveal?.salt ?? '' }, moves: ['5B+7A'] };
  assert.deepEqual(await takeLink(friend, [], lie, true), { kind: 'refused', error: 'friend.revealMismatch', params: { hole: '5B' } });
  // The opening played must be the holes committed and picked.
  const other = { ...reveal, moves: ['3B+8A'] };
  assert.deepEqual(await takeLink(friend, [], other, true), { kind: 'refused', error: 'friend.openingDiffers', params: { move: '3B+8A', expected: '3B+7A' } });
  // An answer never changes once sent, nor does a commitment.
  const changedPick = { ...reveal, racePick: '8A', moves: ['3B+8A'] };
  assert.equal(/** @type {any} */ (await takeLink(friend, [], changedPick, true)).error, 'friend.pickChanged');
  const recommitted = { ...linkToSend(inviter, []), race: { by: /** @type {'B'} */ ('B'), commit: 'z'.repeat(43) } };
  assert.equal(/** @type {any} */ (await takeLink(friend, [], recommitted, true)).error, 'friend.commitChanged');
  // Played without any commitment: refused.
  const bare = { ...reveal, race: null, raceReveal: null };
  assert.equal(/** @type {any} */ (await takeLink(null, [], bare, true)).error, 'friend.openingUnfair');
});

test('the Anywoli lottery: committed by one, answered by the other, drawn the same on both', async () => {
  const inviter = await newFriendGame({ id: 'g2', game: 'anywoli', side: 'A', myName: '', start: 'A', lastFour: 'lottery', stallLimit: null });
  assert.ok(inviter.shared.lot);
  assert.equal(knownLastFour(inviter), null);
  const friend = await open(null, [], inviter, ['1A']);
  assert.ok(friend.shared.lotShare, 'the friend answers with a contribution of its own');
  assert.equal(knownLastFour(friend), null, 'not yet known to the friend');
  const back = await open(inviter, ['1A'], friend, ['1A', '2B']);
  const drawn = knownLastFour(back);
  assert.ok(drawn === 'lottery-A' || drawn === 'lottery-B');
  const revealed = await open(friend, ['1A', '2B'], back, ['1A', '2B', '3A']);
  assert.equal(knownLastFour(revealed), drawn, 'both devices draw the same');
  const lie = { ...linkToSend(back, ['1A', '2B', '3A']), lotReveal: { value: 'A'.repeat(22), salt: 'B'.repeat(22) } };
  assert.equal(/** @type {any} */ (await takeLink(friend, ['1A', '2B'], lie, false)).error, 'friend.lotMismatch');
});

test("a link older than this copy, parted from it, or this device's own", async () => {
  const inviter = await newFriendGame({ id: 'g3', game: 'sokusowo', side: 'B', myName: '', start: 'B', lastFour: null, stallLimit: null });
  const friend = await open(null, [], inviter, ['1B']);
  assert.equal((await takeLink(friend, ['1B', '2A', '3B'], linkToSend(inviter, ['1B']), false)).kind, 'older');
  assert.deepEqual(await takeLink(friend, ['1B', '2A'], linkToSend(inviter, ['1B', '3A', '4B']), false), { kind: 'parted', at: 1 });
  const own = await takeLink(inviter, ['1B'], linkToSend(inviter, ['1B']), false);
  assert.ok(own.kind === 'own' && own.friend === inviter, 'one’s own link changes nothing');
  assert.equal(whoActs(friend, { phase: 'play', over: false, to_move: 'A' }), 'me');
  assert.equal(whoActs({ ...friend, shared: { ...friend.shared, resigned: 'B' } }, { phase: 'play', over: false, to_move: 'A' }), 'over');
});

test('a kept friend game is read back checked; a broken one is dropped', async () => {
  const inviter = await commitRace(
    await newFriendGame({ id: 'g4', game: 'sulus-aidi', side: 'A', myName: 'Ana', start: 'B', lastFour: null, stallLimit: null }),
    '2A',
  );
  assert.deepEqual(cleanFriend(JSON.parse(JSON.stringify(inviter))), inviter);
  assert.equal(cleanFriend({ ...inviter, side: 'C' }), null);
  assert.equal(cleanFriend({ ...inviter, shared: { ...inviter.shared, moves: [1] } }), null);
  assert.equal(cleanFriend('friend'), null);
});
