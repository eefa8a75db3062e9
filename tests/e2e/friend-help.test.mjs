// @ts-check
// Engine help agreed at the start of a game with a friend by links (issue
// #36, item 2; docs/RULINGS.md, friend-help): two browser profiles. The
// player who starts the game allows the engine's help for both; the friend
// sees it in the first link before playing, and Hint and the preview of a
// move are on for both only once they accept it (kept after a reload). A
// friend who plays without accepting leaves it off on both devices.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardAround, linkFields, openLink, play, settled, startFriendGame, twoPlayers } from './friend-helpers.mjs';
import { useSite } from './helpers.mjs';

const site = useSite();

/**
 * Ana starts a game allowing engine help for both, and plays her first move; Ben opens her link.
 * @param {import('./friend-helpers.mjs').Opened} ana
 * @param {import('./friend-helpers.mjs').Opened} ben
 */
async function helpOffered(ana, ben) {
  await ana.page.locator('.mg-friend').evaluate((node) => {
    /** @type {HTMLDetailsElement} */ (node).open = true;
  });
  await ana.page.locator('.mg-friend-help').check();
  await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
  assert.equal(await helpState(ana.page), 'asked');
  let shows = await boardAround(ana.page);
  assert.equal(shows.hintOff && shows.previewSwitchOff, true, 'off until Ben agrees');
  await play(ana.page, (await settled(ana.page)).playable[0]);
  const sent = await settled(ana.page);
  assert.deepEqual((await linkFields(sent.link)).help, { by: 'B', agreed: false }, 'the first link carries the offer');
  await openLink(ben.page, sent.link);
  await settled(ben.page);
  assert.equal(await helpState(ben.page), 'offered');
  const said = ((await ben.page.locator('.mg-friend-help-state').textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
  assert.match(said, /^Ana allows engine help for both of you/);
  assert.equal(await ben.page.locator('.mg-friend-accept-help').isVisible(), true);
  shows = await boardAround(ben.page);
  assert.equal(shows.hintOff && shows.previewSwitchOff, true, 'off until Ben accepts');
}

/**
 * The panel's word for engine help: off, on, asked (this device allowed it), offered (the friend did).
 * @param {import('playwright-core').Page} page
 */
function helpState(page) {
  return page.locator('.mg-friend').evaluate((node) => /** @type {HTMLElement} */ (node).dataset.help ?? '');
}

test('engine help allowed by the starter and accepted by the friend is on for both, and after a reload', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    await helpOffered(ana, ben);
    await ben.page.locator('.mg-friend-accept-help').click();
    assert.equal(await helpState(ben.page), 'on');
    let shows = await boardAround(ben.page);
    assert.equal(shows.hintOff, false, 'Ben may ask for a hint');
    assert.equal(shows.previewSwitchOff, false, 'and preview a move');
    let now = await settled(ben.page);
    while (now.turn === 'me') {
      await play(ben.page, now.playable[0]);
      now = await settled(ben.page);
    }
    assert.deepEqual((await linkFields(now.link)).help, { by: 'B', agreed: true });
    await openLink(ana.page, now.link);
    await settled(ana.page);
    assert.equal(await helpState(ana.page), 'on');
    shows = await boardAround(ana.page);
    assert.equal(shows.hintOff || shows.previewSwitchOff, false, 'on for Ana too');
    await ana.page.reload();
    await settled(ana.page);
    assert.equal(await helpState(ana.page), 'on');
    assert.equal((await boardAround(ana.page)).hintOff, false, 'kept with the game');
  });
});

test('engine help the friend does not accept stays off for both', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    await helpOffered(ana, ben);
    // Ben simply plays: his link declines it.
    let now = await settled(ben.page);
    while (now.turn === 'me') {
      await play(ben.page, now.playable[0]);
      now = await settled(ben.page);
    }
    assert.equal(await helpState(ben.page), 'off');
    assert.equal((await linkFields(now.link)).help, null);
    await openLink(ana.page, now.link);
    const a = await settled(ana.page);
    assert.equal(a.turn, 'me');
    assert.equal(await helpState(ana.page), 'off');
    const shows = await boardAround(ana.page);
    assert.equal(shows.hintOff && shows.previewSwitchOff, true, 'no hint, no preview');
  });
});
