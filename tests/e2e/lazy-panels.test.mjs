// @ts-check
// The panels a two-player board never needs (the review, the set-up, Play
// a friend) are fetched when first wanted (ui/lazy-panel.js): a page author's page with
// <mancala-game> from the built modules draws its board without their code,
// and opening a tab (or the game-over dialog's Review) brings the panel.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { play, player, settled, startFriendGame } from './friend-helpers.mjs';
import { board, inContext, randomFinishedGame, servePage, useSite } from './helpers.mjs';

const site = useSite();

/** The panels' modules, as the element's modules name them. */
const LAZY = ['/modes/review/review-panel.js', '/modes/setup/setup-panel.js', '/modes/friend/friend-panel.js', '/modes/friend/friend-play.js'];

test('a two-player board is drawn without the review’s, the set-up’s and Play a friend’s code; their tabs fetch it', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/two-players.html', site.url).href,
      '<script type="module" src="../mancala-game.js"></script><mancala-game game="anywoli" opponent="human" storage="none"></mancala-game>',
    );
    /** @type {string[]} */
    const fetched = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(url);
    await page.locator('.mg[data-game="anywoli"][data-holes]').waitFor({ state: 'attached' });
    // Every module the element imports statically was fetched before it ran.
    assert.ok(
      fetched.some((path) => path.endsWith('/ui/records.js')),
      'the modules came unbundled',
    );
    assert.deepEqual(
      fetched.filter((path) => LAZY.some((lazy) => path.endsWith(lazy))),
      [],
      'no panel code before a tab is opened',
    );
    // The tabs are there, in the board's language, before their code.
    const setup = board(page, 'anywoli').locator('.mg-setup');
    assert.equal(await setup.locator('summary').textContent(), 'Set up');
    assert.equal(await board(page, 'anywoli').locator('.mg-review summary').textContent(), 'Review');

    await setup.locator('summary').click();
    const text = setup.locator('.mg-setup-text');
    await text.waitFor();
    assert.match(await text.inputValue(), /^anywoli /, 'the set-up opened on the board’s position');
    assert.equal(await setup.getAttribute('open'), '', 'its panel open');
    assert.ok(fetched.some((path) => path.endsWith('/modes/setup/setup-panel.js')));

    // The game-over dialog's Review (the board's wish for the panel) builds the review panel, opened.
    // A short finished game (its stall limit 30, 41 moves): the review it starts runs on in the worker
    // while the test goes on, and a long game's (seed 3's default-limit game) cost seconds of CPU.
    const finished = await randomFinishedGame('anywoli', 381, { stallLimit: 30 });
    const record = finished.record();
    finished.free();
    await page.evaluate((text) => /** @type {any} */ (document.querySelector('mancala-game')).setRecord(text), record);
    await board(page, 'anywoli').locator('.mg-result .mg-result-review').click();
    const review = board(page, 'anywoli').locator('.mg-review');
    await review.locator('.mg-review-status').waitFor({ state: 'attached' });
    assert.equal(await review.getAttribute('open'), '', 'the review open');

    const friend = board(page, 'anywoli').locator('.mg-friend');
    assert.equal(await friend.locator('summary').textContent(), 'Play a friend');
    await friend.locator('summary').click();
    await friend.locator('.mg-friend-begin').waitFor();
    assert.equal(await friend.getAttribute('data-friend'), 'off', 'the panel offers a game');
    assert.ok(fetched.some((path) => path.endsWith('/modes/friend/friend-play.js')));
    assert.deepEqual(problems, []);
  });
});

test('a friend game kept on the board brings its panel at once on the next visit, the link to send in it', async () => {
  const ana = await player(site, 'game=sokusowo');
  try {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    const begun = await settled(ana.page);
    await play(ana.page, begun.playable[0]);
    const sent = await settled(ana.page);
    assert.equal(sent.turn, 'them');
    await ana.page.reload();
    // No tab opened: the kept friend game asks for the panel.
    const again = await settled(ana.page);
    assert.deepEqual([again.turn, again.link, again.moves], ['them', sent.link, sent.moves], 'the same game, its link to send');
    assert.deepEqual(ana.problems, []);
  } finally {
    await ana.context.close();
  }
});
