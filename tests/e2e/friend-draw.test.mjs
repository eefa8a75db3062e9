// @ts-check
// An agreed draw by links (issue #36, item 2; docs/RULINGS.md, friend-draw):
// two browser profiles hand each other links. A player offers a draw with
// the move just played; the friend sees the offer with Accept and Decline;
// accepting ends the game drawn on the accepting board and, through the
// link sent back, on the offering one (the result, its dialog, no Hint or
// Undo, Rematch and Review), kept in Games and after a reload, in English
// and Spanish. A declined or ignored offer lapses with the next move, and a
// forged link accepting a draw never offered is refused with why.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardAround, linkFields, openLink, play, rewritten, settled, startFriendGame, state, twoPlayers } from './friend-helpers.mjs';
import { gamesRows, keptGames, useSite } from './helpers.mjs';

const site = useSite();

/**
 * What the panel shows of a draw: the offer's box (its text, whose offer),
 * and which of its buttons are there.
 * @param {import('playwright-core').Page} page
 */
function drawPanel(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
    const shown = (/** @type {string} */ selector) => {
      const node = /** @type {HTMLElement} */ (root.querySelector(selector));
      return !node.hidden && !node.closest('[hidden]');
    };
    const panel = /** @type {HTMLElement} */ (root.querySelector('.mg-friend'));
    return {
      offer: panel.dataset.drawOffer ?? '',
      text: shown('.mg-friend-draw') ? (root.querySelector('.mg-friend-draw-text')?.textContent ?? '').replace(/[\u2066-\u2069]/g, '') : '',
      offerButton: shown('.mg-friend-offer-draw'),
      accept: shown('.mg-friend-accept-draw'),
      decline: shown('.mg-friend-decline-draw'),
      rematch: shown('.mg-friend-rematch'),
      review: shown('.mg-friend-review'),
      resign: shown('.mg-friend-resign'),
    };
  });
}

/**
 * Presses a button of the friend panel, as a tap does.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
async function press(page, selector) {
  await page.locator(selector).evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
}

/**
 * This device offers a draw with the move it played; waits for the link to send to carry the offer.
 * @param {import('playwright-core').Page} page
 */
async function offerDraw(page) {
  await press(page, '.mg-friend-offer-draw');
  await page.waitForFunction(() => {
    const link = /** @type {HTMLInputElement | null | undefined} */ (document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-friend-link'));
    return /\.o[AB]\d/.test(link?.value ?? '');
  });
  return state(page);
}

/**
 * The mover plays one move of its turn, then every further move of the same turn (an extra move).
 * @param {import('playwright-core').Page} page
 */
async function playTurn(page) {
  let now = await settled(page);
  while (now.turn === 'me') {
    await play(page, now.playable[0]);
    now = await settled(page);
  }
  return now;
}

test('a draw offered with a move and accepted ends the game on both boards, kept in Games and after a reload, in both languages', async () => {
  await twoPlayers(
    site,
    'game=sokusowo',
    'game=sokusowo',
    async (ana, ben) => {
      await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
      assert.equal((await drawPanel(ana.page)).offerButton, false, 'a draw is offered with a move, not before it');
      let a = await playTurn(ana.page);
      assert.equal((await drawPanel(ana.page)).offerButton, true, 'her move played, Ana may offer a draw with it');
      a = await offerDraw(ana.page);
      assert.deepEqual((await linkFields(a.link)).drawOffer, { by: 'B', at: a.moves.length }, 'the link to send carries the offer');
      const mine = await drawPanel(ana.page);
      assert.equal(mine.offer, 'mine');
      assert.match(mine.text, /You offer a draw with your move: send the link; your friend may accept it, or play on/);
      assert.equal(mine.offerButton || mine.accept || mine.decline, false, 'nothing to answer on Ana’s own offer');

      // Ben (in Spanish) sees the offer on his turn, and accepts it.
      await openLink(ben.page, a.link);
      let b = await settled(ben.page);
      assert.equal(b.turn, 'me');
      const theirs = await drawPanel(ben.page);
      assert.equal(theirs.offer, 'theirs');
      assert.match(theirs.text, /^Ana ofrece empate\./);
      assert.equal(theirs.accept && theirs.decline, true);
      await press(ben.page, '.mg-friend-accept-draw');
      b = await settled(ben.page);
      assert.equal(b.over, true);
      assert.equal(b.turn, 'over');
      assert.match(b.status, /Empate acordado: aceptaste la oferta de Ana/);
      assert.match(b.message, /Aceptaste el empate/);
      assert.deepEqual(b.moves, a.moves, 'the position stays as it stood');
      assert.equal((await linkFields(b.link)).drawAgreed, 'A', 'the link back says who accepted');
      let shows = await boardAround(ben.page);
      assert.equal(shows.result, '¡Empate!');
      assert.match(shows.reason, /Los dos jugadores acordaron el empate/);
      assert.equal(shows.hintOff && shows.undoOff, true, 'no hint, no undo');
      let panel = await drawPanel(ben.page);
      assert.deepEqual([panel.rematch, panel.review, panel.resign, panel.offerButton, panel.text], [true, true, false, false, '']);

      // Ana opens Ben's link: her board ends the game drawn too.
      await openLink(ana.page, b.link);
      a = await settled(ana.page);
      assert.equal(a.over, true);
      assert.match(a.status, /Drawn by agreement: your friend accepted your offer/);
      shows = await boardAround(ana.page);
      assert.equal(shows.result, 'A draw!');
      assert.match(shows.reason, /Both players agreed to a draw/);
      assert.equal(shows.hintOff && shows.undoOff, true, 'no hint, no undo');
      const facts = await ana.page.evaluate(() => {
        const element = /** @type {any} */ (document.querySelector('mancala-game'));
        return { over: element.over, winner: element.winner };
      });
      assert.deepEqual(facts, { over: true, winner: null }, 'the element says the game is over, won by nobody');
      panel = await drawPanel(ana.page);
      assert.deepEqual([panel.rematch, panel.review, panel.resign, panel.offerButton], [true, true, false, false]);

      // Kept in Games on both devices, and still drawn after a reload.
      for (const [page, words] of /** @type {const} */ ([
        [ana.page, 'drawn by agreement'],
        [ben.page, 'empate acordado'],
      ])) {
        const kept = (await keptGames(page)).find((entry) => entry.friend);
        assert.equal(kept?.friend?.shared.drawAgreed, 'A', 'the draw is kept with the game');
        assert.ok(
          (await gamesRows(page)).some((row) => row.includes(words)),
          `Games says ${words}`,
        );
      }
      await ana.page.reload();
      a = await settled(ana.page);
      assert.equal(a.over, true);
      assert.match(a.status, /Drawn by agreement: your friend accepted your offer/);
      shows = await boardAround(ana.page);
      assert.match(shows.status, /draw/i);
      assert.equal(shows.hintOff && shows.undoOff, true);
    },
    'es-ES',
  );
});

test('a declined or ignored offer of a draw lapses with the next move', async () => {
  await twoPlayers(site, 'game=sadeqa-ii', 'game=sadeqa-ii', async (ana, ben) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    await playTurn(ana.page);
    let a = await offerDraw(ana.page);

    // Ben declines: the offer is gone from his panel, and his move's link carries none.
    await openLink(ben.page, a.link);
    assert.equal((await drawPanel(ben.page)).offer, 'theirs');
    await press(ben.page, '.mg-friend-decline-draw');
    assert.equal((await drawPanel(ben.page)).offer, '');
    assert.match((await state(ben.page)).message, /You declined the draw: play your move/);
    let b = await playTurn(ben.page);
    assert.equal((await linkFields(b.link)).drawOffer, null);
    assert.equal(b.over, false);
    await openLink(ana.page, b.link);
    a = await settled(ana.page);
    assert.equal(a.turn, 'me');
    const panel = await drawPanel(ana.page);
    assert.equal(panel.offer, '', 'Ana’s offer lapsed with Ben’s move');
    assert.equal(panel.offerButton, false, 'on her turn no offer: it goes with her move');

    // Ana offers again; Ben ignores it and plays: it lapses all the same.
    await playTurn(ana.page);
    a = await offerDraw(ana.page);
    await openLink(ben.page, a.link);
    assert.equal((await drawPanel(ben.page)).offer, 'theirs');
    b = await playTurn(ben.page);
    assert.equal((await drawPanel(ben.page)).offer, '', 'a move played: the offer is gone');
    assert.equal((await linkFields(b.link)).drawOffer, null);
    await openLink(ana.page, b.link);
    a = await settled(ana.page);
    assert.equal(a.over, false);
    assert.equal((await drawPanel(ana.page)).offer, '');
  });
});

test('a forged link accepting a draw never offered is refused with why', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    const a = await playTurn(ana.page);
    await openLink(ben.page, a.link);
    // Ben writes a link saying he accepted a draw Ana never offered.
    const b = await settled(ben.page);
    assert.equal(b.turn, 'me');
    const forged = await rewritten(a.link, { from: 'A', name: 'Ben', drawAgreed: 'A' });
    await openLink(ana.page, forged);
    const after = await state(ana.page);
    assert.match(after.message, /The link from Ben accepts a draw you never offered \(or an offer that lapsed with a move\): it is refused/);
    assert.equal(after.over, false);
    assert.equal(after.turn, 'them');
    assert.doesNotMatch(after.status, /Drawn/);
    assert.equal((await boardAround(ana.page)).result, '');
  });
});
