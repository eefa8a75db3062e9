// @ts-check
// The friend link's encoding (www/modes/friend/friend-link.js): every record of the
// fuzz corpus survives a round trip, the moves take one character each, and
// a link cut short, changed, of a newer version or with an unknown part is
// refused with its reason.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { isFriendFragment } from '../../www/modes/friend/friend-kept.js';
import {
  compareHistories,
  decodeMoves,
  encodeFriendLink,
  encodeMoves,
  friendLinkGame,
  gameOfRecord,
  holeChar,
  readFriendLink,
  recordOf,
} from '../../www/modes/friend/friend-link.js';

/** @typedef {import('../../www/modes/friend/friend-link.js').FriendLink} FriendLink */

const CORPUS = join(import.meta.dirname, '..', 'data', 'fuzz', 'record');

/**
 * A link with nothing hidden, over the given fields.
 * @param {Partial<FriendLink>} fields
 * @returns {FriendLink}
 */
function linkOf(fields) {
  return {
    id: 'AbC-12_x',
    game: 'sokusowo',
    from: 'B',
    name: '',
    start: 'B',
    lastFour: null,
    stallLimit: null,
    position: null,
    moves: [],
    race: null,
    racePick: null,
    raceReveal: null,
    lot: null,
    lotShare: null,
    lotReveal: null,
    resigned: null,
    drawOffer: null,
    drawAgreed: null,
    help: null,
    ...fields,
  };
}

/**
 * A record as the link carries it: no result, no comments, the moves on one line.
 * @param {string} record
 */
function gameLines(record) {
  return record
    .split('\n')
    .filter((line) => /^(game|position|start|last-four|stall-limit|moves):/.test(line))
    .map((line) => line.replace(/\s+$/, ''))
    .map((line) => (line === 'moves:' ? 'moves: ' : line))
    .join('\n');
}

test('every record of the fuzz corpus survives a round trip through a friend link', async () => {
  const files = readdirSync(CORPUS).filter((name) => name.endsWith('.txt'));
  assert.ok(files.length >= 20, `the corpus holds records (${files.length})`);
  for (const file of files) {
    const record = readFileSync(join(CORPUS, file), 'utf8');
    const fragment = await encodeFriendLink(linkOf(gameOfRecord(record)));
    const read = await readFriendLink(`#${fragment}`);
    assert.ok(read && 'link' in read, `${file}: ${JSON.stringify(read)}`);
    let expected = gameLines(record);
    if (!/^moves:/m.test(expected)) expected += '\nmoves: ';
    assert.equal(recordOf(read.link), expected, file);
    assert.match(fragment, /^[\w.%-]+$/, `${file}: only characters no messenger changes`);
  }
});

test('a move is one character; the Sulus Aidi opening three', () => {
  assert.equal(encodeMoves(['1B', '12B', '1A', '12A']), 'alAL');
  assert.equal(encodeMoves(['3B+7A', '4B']), '_cGd');
  assert.deepEqual(decodeMoves('_cGdL'), ['3B+7A', '4B', '12A']);
  assert.equal(decodeMoves('aZ'), null);
  assert.equal(decodeMoves('_c'), null);
  assert.throws(() => holeChar('13B'));
});

test('every field of a friend link comes back as it was sent', async () => {
  const link = linkOf({
    game: 'anywoli',
    from: 'A',
    name: 'Ana. María & co',
    start: 'A',
    lastFour: 'lottery',
    stallLimit: 40,
    moves: ['1A', '5B', '12A'],
    lot: { by: 'B', commit: 'c'.repeat(43) },
    lotShare: 'x'.repeat(22),
    lotReveal: { value: 'v'.repeat(22), salt: 's'.repeat(22) },
    resigned: 'B',
  });
  const read = await readFriendLink(await encodeFriendLink(link));
  assert.deepEqual(read, { link });
  // A draw offered by the sender after move 3, one accepted, engine help offered and agreed: read back as sent.
  for (const draw of [
    { drawOffer: { by: /** @type {'A'} */ ('A'), at: 3 } },
    { drawAgreed: /** @type {'A'} */ ('A') },
    { help: { by: /** @type {'B'} */ ('B'), agreed: false } },
    { help: { by: /** @type {'B'} */ ('B'), agreed: true } },
  ]) {
    const drawLink = linkOf({ from: 'A', moves: ['1A', '5B', '12A'], ...draw });
    assert.deepEqual(await readFriendLink(await encodeFriendLink(drawLink)), { link: drawLink });
  }
  const race = linkOf({
    game: 'sulus-aidi',
    race: { by: 'B', commit: 'k'.repeat(43) },
    racePick: '7A',
    raceReveal: { hole: '3B', salt: 'q'.repeat(22) },
    moves: ['3B+7A'],
  });
  assert.deepEqual(await readFriendLink(await encodeFriendLink(race)), { link: race });
});

test('a 300-move Anywoli game with the lottery fits well within 1,000 characters of URL', async () => {
  const moves = Array.from({ length: 300 }, (_, i) => `${(i % 12) + 1}${i % 2 ? 'A' : 'B'}`);
  const fragment = await encodeFriendLink(
    linkOf({
      game: 'anywoli',
      name: 'Abebech Gobena',
      lastFour: 'lottery',
      moves,
      lot: { by: 'B', commit: 'c'.repeat(43) },
      lotShare: 'x'.repeat(22),
      lotReveal: { value: 'v'.repeat(22), salt: 's'.repeat(22) },
    }),
  );
  const url = `https://example.github.io/mancala/play.html?game=anywoli#${fragment}`;
  assert.ok(url.length <= 1000, `${url.length} characters`);
  // One character a move, and the lottery's commitment, answer and reveal (about 120 characters) once.
  assert.ok(url.length < 300 + 250, `${url.length} characters`);
});

test('a link cut short, changed, newer or with an unknown part is refused with its reason', async () => {
  const fragment = await encodeFriendLink(linkOf({ moves: ['1B', '2A', '3B'] }));
  /** @param {string} text */
  const errorOf = async (text) => {
    const read = await readFriendLink(text);
    return read && 'error' in read ? read.error : null;
  };
  for (let cut = fragment.length - 1; cut > 'friend.1'.length; cut -= 5) {
    assert.equal(await errorOf(fragment.slice(0, cut)), 'friend.truncated', `cut at ${cut}`);
  }
  assert.match(fragment, /\.maBc\./);
  assert.equal(await errorOf(fragment.replace('.maBc.', '.maBd.')), 'friend.altered');
  assert.equal(await errorOf(fragment.replace('friend.1.', 'friend.2.')), 'friend.newer');
  assert.equal(await readFriendLink('#game=anywoli&moves=1B'), null);
  assert.equal(await readFriendLink('#anywoli'), null);
  // A part this version does not know, with a check that matches: refused by name.
  const body = 'friend.1.iAbC-12_x.gk.fB.sB.w9.mab';
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const check = btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .slice(0, 6);
  assert.deepEqual(await readFriendLink(`${body}.k${check}`), { error: 'friend.badPart', detail: 'w9', game: 'sokusowo' });
});

test('a damaged link still names its game, so its board can say what is wrong', async () => {
  const fragment = await encodeFriendLink(linkOf({ game: 'sadeqa-ii' }));
  assert.equal(friendLinkGame(`#${fragment.slice(0, 30)}`), 'sadeqa-ii');
  assert.ok(isFriendFragment(`#${fragment}`));
  assert.equal(friendLinkGame('#sadeqa-ii'), null);
});

test('histories: the same, newer, older, or parted at a move', () => {
  assert.deepEqual(compareHistories(['1B', '2A'], ['1B', '2A']), { kind: 'same' });
  assert.deepEqual(compareHistories(['1B'], ['1B', '2A']), { kind: 'newer' });
  assert.deepEqual(compareHistories(['1B', '2A'], ['1B']), { kind: 'older' });
  assert.deepEqual(compareHistories(['1B', '2A', '3B'], ['1B', '4A']), { kind: 'parted', at: 1 });
});
