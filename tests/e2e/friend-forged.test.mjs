// @ts-check
// No one plays or decides for the other side of a friend game (issue #40,
// cases 11–15; issue #36, "Seats"): two browser profiles hand each other
// links, and one of them forges a link with a valid check, as a player
// editing links could. A move of the receiver's side it never made, a
// resignation in the receiver's name, a first link from a set-up position,
// a link claiming the receiver's own side: each is refused with why, in the
// player's language, or (the set-up position) waits for the player's yes.
// A resignation ends the game on both boards; a move already in a link is
// not taken back; Anywoli goes on across links with its default options.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { boardAround, openLink, play, rewritten, settled, startFriendGame, state, twoPlayers } from './friend-helpers.mjs';
import { loadBuiltEngine, useSite } from './helpers.mjs';

const site = useSite();
// Ana's and Ben's profiles: two contexts the file's tests share, emptied before each game (twoPlayers).
useFreshPages(site);

/**
 * Ana (B) starts a game of `game` and plays her first turn; Ben (A) opens her link.
 * @param {import('./friend-helpers.mjs').Opened} ana
 * @param {import('./friend-helpers.mjs').Opened} ben
 */
async function firstTurn(ana, ben) {
  await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
  await play(ana.page, (await settled(ana.page)).playable[0]);
  const sent = await settled(ana.page);
  await openLink(ben.page, sent.link);
  const opened = await settled(ben.page);
  assert.equal(opened.turn, 'me');
  return { sent, opened };
}

test('case 11: a link where the sender also played the receiver’s move is refused, in the receiver’s language', async () => {
  await twoPlayers(
    site,
    'game=sadeqa-ii',
    'game=sadeqa-ii',
    async (ana, ben) => {
      const { sent } = await firstTurn(ana, ben);
      // Ana plays Ben's (A's) turn for him, then her own, and sends that.
      const { Game } = await loadBuiltEngine();
      const game = new Game('sadeqa-ii', {});
      for (const move of sent.moves) game.play(move);
      assert.equal(game.view().to_move, 'A');
      const forgedMove = game.view().legal_moves[0];
      while (game.view().to_move === 'A') game.play(game.view().legal_moves[0]);
      game.play(game.view().legal_moves[0]);
      const forged = await rewritten(sent.link, { moves: game.view().moves });
      await openLink(ben.page, forged);
      const b = await state(ben.page);
      assert.match(b.message, new RegExp(`juega la jugada ${sent.moves.length + 1} \\(${forgedMove}\\) por A \\(norte\\), tu lado`));
      assert.deepEqual(b.moves, sent.moves, 'Ben’s copy stays as it was');
      assert.equal(b.turn, 'me', 'and it is still his turn');
    },
    'es-ES',
  );
});

test('case 12: a link saying the receiver resigned is refused', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    const { sent } = await firstTurn(ana, ben);
    await openLink(ben.page, await rewritten(sent.link, { resigned: 'A' }));
    const b = await state(ben.page);
    assert.match(b.message, /says that you resigned: only you can resign for your side/);
    assert.doesNotMatch(b.status, /resigned/);
    assert.equal(b.turn, 'me');
    assert.equal(b.over, false);
    assert.deepEqual(b.moves, sent.moves);
  });
});

test('a resignation ends the game on the board of both devices: the result, no Hint, no Undo', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    await firstTurn(ana, ben);
    // Ben resigns: his board ends the game, and so does Ana's once she opens his link.
    const resign = ben.page.locator('.mg-friend-resign');
    await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    const b = await settled(ben.page);
    assert.equal(b.over, true);
    for (const page of [ben.page, ana.page]) {
      if (page === ana.page) {
        await openLink(ana.page, b.link);
        assert.match((await settled(ana.page)).status, /You win: Ben resigned|You win: your friend resigned/);
      }
      const shows = await boardAround(page);
      assert.match(shows.status, /over: B \(South\) wins/i);
      assert.equal(shows.hintOff, true, 'no hint');
      assert.equal(shows.undoOff, true, 'no undo');
      assert.match(shows.result, /B \(South\) wins/);
      assert.match(shows.reason, /A \(North\) resigned/);
    }
  });
});

test('case 13: a first link from a set-up position is shown as such and opened only once accepted', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    // Ana lets Ben start: her first link carries no move; she rewrites it to start where she leads 20–4.
    await startFriendGame(ana.page, { side: 'B', start: 'friend', name: 'Ana' });
    const sent = await settled(ana.page);
    // (A record from a position takes who moves from it: its `start` stays the default, B.)
    const position = 'sokusowo 2,2,2,2,2,2/2,2,2,2,2,2 A captured=20,4';
    await openLink(ben.page, await rewritten(sent.link, { position, start: 'B' }));
    let b = await state(ben.page);
    assert.match(b.message, /does not begin at the start: it begins from a position Ana set up, where you would play A \(North\) with 4 seeds against 20/);
    assert.equal(b.friend, 'off', 'nothing to play before Ben accepts');
    const accept = ben.page.locator('.mg-friend-accept-setup');
    assert.equal(await accept.isVisible(), true);
    await accept.click();
    b = await settled(ben.page);
    assert.equal(b.friend, 'on');
    assert.equal(b.turn, 'me');
    assert.match(b.status, /With Ana: you play A/);
    const record = await ben.page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).record);
    assert.match(record, /position: sokusowo 2,2,2,2,2,2\/2,2,2,2,2,2 A captured=20,4/);
    assert.equal(await accept.isVisible(), false);
  });
});

test('case 14: a mid-game link claiming the receiver’s side is refused and never changes its seat', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    const { sent } = await firstTurn(ana, ben);
    let b = await settled(ben.page);
    while (b.turn === 'me') {
      await play(ben.page, b.playable[0]);
      b = await settled(ben.page);
    }
    await openLink(ana.page, await rewritten(b.link, { from: 'B' }));
    let a = await state(ana.page);
    assert.match(a.message, /says it was sent by B \(South\), the side this device plays.*refused, and you still play B/);
    assert.deepEqual(a.moves, sent.moves);
    assert.equal(a.orientation, 'B');
    assert.match(a.status, /you play B/);
    // Ben's real link goes on, and Ana still plays B.
    await openLink(ana.page, b.link);
    a = await settled(ana.page);
    assert.deepEqual(a.moves, b.moves);
    assert.equal(a.turn, 'me');
    assert.match(a.status, /you play B/);
  });
});

test('case 15: Anywoli goes on across links with default, explicit default and other options', async () => {
  for (const options of ['', '&last-four=first&stall-limit=100', '&last-four=previous&stall-limit=60']) {
    await twoPlayers(site, `game=anywoli${options}`, 'game=anywoli', async (ana, ben) => {
      const { opened } = await firstTurn(ana, ben);
      let b = opened;
      while (b.turn === 'me') {
        await play(ben.page, b.playable[0]);
        b = await settled(ben.page);
      }
      await openLink(ana.page, b.link);
      const a = await settled(ana.page);
      assert.match(a.message, /The link from Ana|The link from your friend is open/, `options ${options || '(default)'}: ${a.message}`);
      assert.deepEqual(a.moves, b.moves);
      assert.equal(a.turn, 'me');
    });
  }
});

test('a move already in a link is not taken back, and the page says so', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    await play(ana.page, (await settled(ana.page)).playable[0]);
    const sent = await settled(ana.page);
    assert.equal(sent.turn, 'them');
    // Undo is not offered (its title says why); a script's undo() is refused with the same words.
    const undo = ana.page.locator('.mg-undo');
    assert.equal(await undo.isDisabled(), true);
    assert.match((await undo.getAttribute('title')) ?? '', /Your move is in the link for your friend already, so it cannot be taken back/);
    const refused = await ana.page.evaluate(() => {
      try {
        /** @type {any} */ (document.querySelector('mancala-game')).undo();
        return { code: '', message: '' };
      } catch (e) {
        return { code: String(/** @type {any} */ (e).code ?? ''), message: String(/** @type {any} */ (e).message ?? '') };
      }
    });
    assert.equal(refused.code, 'friend-has-move');
    assert.match(refused.message, /Your move is in the link for your friend already, so it cannot be taken back/);
    const a = await state(ana.page);
    assert.deepEqual(a.moves, sent.moves);
  });
});
