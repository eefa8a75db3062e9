// @ts-check
// A game with a friend by links, as the board shows it from its seats
// (www/state/seats.js; issue #36, "Seats"): two browser profiles. The
// Sulus Aidi opening asks each device for its own side's hole (its holes
// glow, nobody is told to look away), a rematch names this device's side
// again, "Two players" is not the game's, and the engine helps neither
// person: no Hint, no preview of a move. After a resignation a move is
// refused as the game being over, by a tap and a script alike.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { boardAround, firstMoveSent, openLink, play, settled, startFriendGame, state, twoPlayers } from './friend-helpers.mjs';
import { board, boardData, clickHole, keptGames, useSite } from './helpers.mjs';

const site = useSite();
// Ana's and Ben's profiles: two contexts the file's tests share, emptied before each game (twoPlayers).
useFreshPages(site);

/**
 * The holes that glow on the page's board (may be played now).
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
async function glowing(page, game) {
  return (await boardData(page, game, 'playable')).split(' ').filter(Boolean);
}

test('Sulus Aidi with a friend: each device picks its own side’s opening hole, which glow; nobody is told to look away; a rematch names this side again', async () => {
  const GAME = 'sulus-aidi';
  await twoPlayers(site, `game=${GAME}`, `game=${GAME}`, async (ana, ben) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    let a = await settled(ana.page);
    assert.equal(a.phase, 'race');
    let shown = await boardAround(ana.page);
    assert.doesNotMatch(shown.status, /look away/);
    assert.match(shown.status, /^B \(South\): pick your opening hole; your friend \(A \(North\)\) sees it only once theirs is picked$/);
    const anaHoles = await glowing(ana.page, GAME);
    assert.ok(anaHoles.length > 0, 'Ana’s holes glow');
    assert.ok(
      anaHoles.every((hole) => hole.endsWith('B')),
      `only B's: ${anaHoles.join(' ')}`,
    );
    assert.equal(shown.twoPlayersPressed, 'false', '"Two players" is not this game');
    assert.equal(shown.computerPressed, 'false');

    await clickHole(ana.page, GAME, anaHoles[0]);
    a = await settled(ana.page);
    assert.equal(a.turn, 'them');
    assert.match((await boardAround(ana.page)).status, /^A \(North\), your friend, picks their opening hole on their device/);
    assert.deepEqual(await glowing(ana.page, GAME), [], 'nothing of Ana’s to pick while Ben picks');

    await openLink(ben.page, a.link);
    const b = await settled(ben.page);
    assert.equal(b.turn, 'me');
    shown = await boardAround(ben.page);
    assert.match(shown.status, /^A \(North\): pick your opening hole/);
    const benHoles = await glowing(ben.page, GAME);
    assert.ok(benHoles.length > 0 && benHoles.every((hole) => hole.endsWith('A')), `only A's glow for Ben: ${benHoles.join(' ')}`);

    // Ana resigns and offers a rematch from the result dialog: her side is named again.
    const resign = ana.page.locator('.mg-friend-resign');
    await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    await board(ana.page, GAME).locator('.mg-result .mg-again').click();
    a = await settled(ana.page);
    assert.equal(a.moves.length, 0);
    assert.equal(a.phase, 'race');
    shown = await boardAround(ana.page);
    assert.match(shown.status, /^B \(South\): pick your opening hole/, shown.status);
    assert.doesNotMatch(shown.status, /look away/);
    assert.equal(shown.twoPlayersPressed, 'false');
  });
});

test('a game with a friend gets no help from the engine: no Hint, no preview of a move, on both devices', async () => {
  const GAME = 'sokusowo';
  await twoPlayers(site, `game=${GAME}`, `game=${GAME}`, async (ana, ben) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    await play(ana.page, (await settled(ana.page)).playable[0]);
    await openLink(ben.page, (await settled(ana.page)).link);
    const b = await settled(ben.page);
    assert.equal(b.turn, 'me');
    for (const page of [ana.page, ben.page]) {
      const shown = await boardAround(page);
      assert.equal(shown.hintOff, true, 'no Hint');
      assert.equal(shown.previewSwitchOff, true, 'the preview switch is off');
      assert.equal(shown.twoPlayersPressed, 'false');
    }
    // Ben points at one of his holes: the board says what it holds, never what its move would do.
    const centres = JSON.parse(await boardData(ben.page, GAME, 'holes'));
    const hole = b.playable[0];
    await board(ben.page, GAME)
      .locator('canvas')
      .hover({ position: { x: centres[hole][0], y: centres[hole][1] } });
    await ben.page.locator(`.mg[data-game="${GAME}"][data-pointed="${hole}"]`).waitFor({ state: 'attached' });
    assert.equal(await boardData(ben.page, GAME, 'preview'), '', 'no preview of the move');
    assert.equal(await boardData(ben.page, GAME, 'hint'), '');
    // Each device keeps the game with its own seat and the friend's.
    const anaGame = (await keptGames(ana.page)).find((entry) => entry.friend);
    assert.deepEqual(anaGame?.seats, { A: { by: 'friend' }, B: { by: 'person' } });
    const benGame = (await keptGames(ben.page)).find((entry) => entry.friend);
    assert.deepEqual(benGame?.seats, { A: { by: 'person' }, B: { by: 'friend' } });
  });
});

test('a move already in a link is not taken back by stepping back through the record either: said why, no second copy in Games, the friend’s reply goes on', async () => {
  const GAME = 'sokusowo';
  await twoPlayers(site, `game=${GAME}`, `game=${GAME}`, async (ana, ben) => {
    const sent = await firstMoveSent(ana.page);
    assert.equal(sent.turn, 'them');
    // The record's "to the start" and its slider, as a player reading the game back would use them
    // (its panel opened, so its code is in: ui/lazy-panel.js).
    await board(ana.page, GAME)
      .locator('.mg-records')
      .evaluate((details) => {
        /** @type {HTMLDetailsElement} */ (details).open = true;
      });
    await board(ana.page, GAME)
      .locator('.mg-replay-first')
      .evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    let a = await state(ana.page);
    assert.match(a.boardMessage, /Your move is in the link for your friend already, so it cannot be taken back/);
    assert.deepEqual(a.moves, sent.moves, 'the move stays');
    await board(ana.page, GAME)
      .locator('.mg-replay-slider')
      .evaluate((slider) => {
        const input = /** @type {HTMLInputElement} */ (slider);
        input.value = '0';
        input.dispatchEvent(new Event('input'));
      });
    assert.deepEqual((await state(ana.page)).moves, sent.moves);
    const kept = (await keptGames(ana.page)).filter((entry) => entry.game === GAME);
    assert.equal(kept.length, 1, `one game, no stale copy: ${kept.map((e) => e.record).join(' | ')}`);

    // Ben's reply to the move Ana could not take back opens on her copy.
    await openLink(ben.page, sent.link);
    let b = await settled(ben.page);
    while (b.turn === 'me') {
      await play(ben.page, b.playable[0]);
      b = await settled(ben.page);
    }
    await openLink(ana.page, b.link);
    a = await settled(ana.page);
    assert.deepEqual(a.moves, b.moves);
    assert.equal(a.turn, 'me');
  });
});

/**
 * A script's play() on the page, its refusal as the page's script reads it ('' when it was played).
 * @param {import('playwright-core').Page} page
 * @param {string} move
 */
function scriptPlay(page, move) {
  return page.evaluate((m) => {
    try {
      /** @type {any} */ (document.querySelector('mancala-game')).play(m);
      return { code: '', message: '' };
    } catch (e) {
      return { code: String(/** @type {any} */ (e).code ?? ''), message: String(/** @type {any} */ (e).message ?? '') };
    }
  }, move);
}

test('after a resignation a script’s play() and a tap are refused alike: the game is over', async () => {
  const GAME = 'sokusowo';
  await twoPlayers(site, `game=${GAME}`, `game=${GAME}`, async (ana) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    const [hole] = (await settled(ana.page)).playable;
    const resign = ana.page.locator('.mg-friend-resign');
    await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    await ana.page.locator(`.mg[data-game="${GAME}"][data-over="true"]`).waitFor({ state: 'attached' });
    const refused = await scriptPlay(ana.page, hole);
    assert.equal(refused.code, 'game-over', refused.message);
    assert.match(refused.message, /The game is over/);
    await board(ana.page, GAME).locator('.mg-result-close').click();
    await clickHole(ana.page, GAME, hole);
    await ana.page.waitForFunction(() =>
      /The game is over/.test(document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-message')?.textContent ?? ''),
    );
    assert.deepEqual((await state(ana.page)).moves, [], 'nothing played');
  });
});

test('Undo is not offered for a move already in a link: the button says why, as the command would', async () => {
  const GAME = 'sokusowo';
  await twoPlayers(site, `game=${GAME}`, `game=${GAME}`, async (ana) => {
    const sent = await firstMoveSent(ana.page);
    assert.equal(sent.turn, 'them');
    const shown = await boardAround(ana.page);
    assert.equal(shown.undoOff, true, 'Undo is off: the move is in the link');
    assert.equal(shown.hintOff, true);
    const why = await board(ana.page, GAME).locator('.mg-undo').getAttribute('title');
    assert.match(why ?? '', /Your move is in the link for your friend already/);
  });
});

test('no Review while a game by links goes on, with the reason, and no first-visit tip of previews; once it is over, Review opens', async () => {
  const GAME = 'sokusowo';
  await twoPlayers(site, `game=${GAME}`, `game=${GAME}`, async (ana) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    await play(ana.page, (await settled(ana.page)).playable[0]);
    assert.equal((await settled(ana.page)).turn, 'them');
    // The first visit's tip (hold a hole to preview its move) comes once the question is answered by the friend game: put away.
    const tip = ana.page.locator('mancala-game .mg-tip');
    await tip.waitFor({ state: 'attached' });
    assert.equal(await tip.isVisible(), false, 'no tip of previews in a game by links');
    const review = board(ana.page, GAME).locator('details.mg-review');
    await review.evaluate((node) => {
      /** @type {HTMLDetailsElement} */ (node).open = true;
    });
    const start = review.locator('.mg-review-start');
    await start.waitFor({ state: 'attached' });
    // The panel is built with its state: the button's and the status's at once.
    assert.equal(await start.isDisabled(), true, 'Review does not start');
    assert.match((await review.locator('.mg-review-status').textContent()) ?? '', /No review while a game with a friend by links goes on/);
    // The friend panel's and the result dialog's way (the board's wish to review) starts nothing either.
    await ana.page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
      /** @type {HTMLButtonElement} */ (root.querySelector('.mg-friend-review')).click();
    });
    assert.equal(await review.locator('.mg-review-list').isVisible(), false, 'no judged moves');
    assert.equal(await review.locator('.mg-review-play-computer').isVisible(), false, 'no new line before the computer');

    const resign = ana.page.locator('.mg-friend-resign');
    await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
    await review.locator('.mg-review-start:not([disabled])').waitFor({ state: 'attached' });
    assert.doesNotMatch((await review.locator('.mg-review-status').textContent()) ?? '', /No review while/);
  });
});

test('once the first move is sent, the panel no longer asks for it, and the board says it is the friend’s turn, not to tap a glowing hole', async () => {
  const GAME = 'sokusowo';
  await twoPlayers(site, `game=${GAME}`, `game=${GAME}`, async (ana) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    const first = await settled(ana.page);
    assert.match(first.message, /Play your first move/);
    assert.match(first.boardMessage, /glowing hole/, 'Ana’s holes glow: she is told to tap one');
    await play(ana.page, first.playable[0]);
    const sent = await settled(ana.page);
    assert.equal(sent.turn, 'them');
    assert.deepEqual(sent.playable, [], 'none of Ana’s holes glow');
    assert.doesNotMatch(sent.message, /Play your first move/);
    assert.doesNotMatch(sent.boardMessage, /glowing hole/);
    assert.match(sent.boardMessage, /Your friend’s turn: send them the link/);
  });
});

test('one’s own sent link opened in a new tab, then again while the game is put aside, changes nothing: same side, same moves, one kept copy', async () => {
  const GAME = 'sokusowo';
  await twoPlayers(site, `game=${GAME}`, `game=${GAME}`, async (ana) => {
    const sent = await firstMoveSent(ana.page);
    assert.equal(sent.turn, 'them');
    const friendGames = async (/** @type {import('playwright-core').Page} */ page) =>
      (await keptGames(page)).filter((entry) => entry.friend).map((entry) => ({ side: entry.friend?.side, record: entry.record, seats: entry.seats }));
    const before = await friendGames(ana.page);
    assert.equal(before.length, 1);

    // A fresh load in a new tab, as a tap on the link in a chat opens it.
    const tab = await ana.context.newPage();
    await tab.goto(sent.link);
    await tab.waitForFunction(
      () =>
        location.hash === '' && Number(document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-friend')?.getAttribute('data-opened') ?? 0) > 0,
    );
    let seen = await settled(tab);
    assert.match(seen.message, /This is your own link to your friend, opened here again: nothing changed, you still play B \(South\)/);
    assert.deepEqual([seen.moves, seen.turn, seen.orientation], [sent.moves, 'them', 'B']);
    assert.deepEqual(await friendGames(tab), before, 'the kept game is as it was');

    // The friend game put aside by a new game, then its own link opened again: it comes back as it was.
    await board(tab, GAME).locator('.mg-new').click();
    await tab.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-friend')?.getAttribute('data-friend') === 'off');
    await openLink(tab, sent.link);
    seen = await settled(tab);
    assert.match(seen.message, /This is your own link to your friend/);
    assert.deepEqual([seen.moves, seen.turn, seen.orientation], [sent.moves, 'them', 'B']);
    assert.deepEqual(await friendGames(tab), before, 'one kept copy, unchanged');
    await tab.close();
  });
});
