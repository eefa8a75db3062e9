// @ts-check
// The panels a two-player board never needs (the review, the set-up, Play
// a friend and the friend game's code, the games list, the records and replay panel) are fetched when first wanted (ui/lazy-panel.js), their English
// words and their stylesheet with them (i18n/more-en.js, panels.css): a page author's page with
// <mancala-game> from the built modules draws its board without their code,
// and opening a tab (or the game-over dialog's Review) brings the panel.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { play, player, settled, startFriendGame } from './friend-helpers.mjs';
import { board, inContext, randomFinishedGame, servePage, useSite } from './helpers.mjs';

const site = useSite();

/** The panels' modules, as the element's modules name them. */
const LAZY = [
  '/modes/review/review-panel.js',
  '/modes/setup/setup-panel.js',
  '/modes/friend/friend-panel.js',
  '/modes/friend/friend-play.js',
  '/modes/friend/friend-game.js',
  '/modes/friend/friend-link.js',
  '/modes/friend/commitment.js',
  '/store/games-panel.js',
  '/ui/records.js',
  '/i18n/more-en.js',
  '/panels.css',
];

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
      fetched.some((path) => path.endsWith('/ui/board-view.js')),
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

    // The records and replay panel: its tab, then its code, its slider on the board's moves.
    const records = board(page, 'anywoli').locator('.mg-records');
    await records.locator('summary').click();
    await records.locator('.mg-replay-slider').waitFor();
    assert.equal(await records.getAttribute('open'), '', 'the records panel open');
    assert.ok(fetched.some((path) => path.endsWith('/ui/records.js')));
    await records.locator('summary').click();

    await setup.locator('summary').click();
    const text = setup.locator('.mg-setup-text');
    await text.waitFor();
    assert.match(await text.inputValue(), /^anywoli /, 'the set-up opened on the board’s position');
    assert.equal(await setup.getAttribute('open'), '', 'its panel open');
    assert.ok(fetched.some((path) => path.endsWith('/modes/setup/setup-panel.js')));
    assert.ok(
      fetched.some((path) => path.endsWith('/i18n/more-en.js')),
      'its words came with it',
    );
    assert.ok(
      fetched.some((path) => path.endsWith('/panels.css')),
      'and its stylesheet',
    );

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

test('a board that keeps its games is drawn without the games list’s code, words and styles; its tab fetches them', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/kept-games.html', site.url).href,
      '<script type="module" src="../mancala-game.js"></script><mancala-game game="sokusowo" opponent="human"></mancala-game>',
    );
    /** @type {string[]} */
    const fetched = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(url);
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor({ state: 'attached' });
    const games = board(page, 'sokusowo').locator('.mg-games');
    // The tab says how many games are kept before its code is in.
    await games
      .locator('summary')
      .filter({ hasText: /^Games \(\d+\)$/ })
      .waitFor();
    assert.deepEqual(
      fetched.filter((path) => LAZY.some((lazy) => path.endsWith(lazy))),
      [],
      'no games list code or its words before the tab is opened',
    );
    // Wanted once the pointer is over the tab: the list's code, its words and its stylesheet, ahead of the click.
    const loaded = Promise.all(
      ['/store/games-panel.js', '/i18n/more-en.js', '/panels.css'].map((path) =>
        page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path)),
      ),
    );
    await games.locator('summary').hover();
    await loaded;
    await games.locator('summary').click();
    await games.locator('.mg-games-list').waitFor();
    assert.equal(await games.getAttribute('open'), '', 'the list open');
    await games.locator('.mg-games-export').filter({ hasText: /\S/ }).waitFor();
    assert.doesNotMatch((await games.textContent()) ?? '', /\bgames\.\w/, 'every text worded, none shown by its key');
    // Styled as it is built (panels.css: a list without bullets).
    assert.equal(await games.locator('.mg-games-list').evaluate((list) => getComputedStyle(list).listStyleType), 'none');
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
