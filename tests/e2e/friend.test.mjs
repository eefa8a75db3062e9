// @ts-check
// Play a friend by links (issue #27): two browser profiles, each with its
// own storage, hand each other the links the page makes. A whole game of
// each of the four games (Sulus Aidi with its hidden opening, Anywoli with
// the last-four lottery); the friend's holes refused on each side; a
// stale, an altered and a truncated link; a reveal that does not match its
// commitment; resign and rematch; the URL length of a 300-move Anywoli game.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commitTo, randomToken } from '../../www/modes/friend/commitment.js';
import { encodeFriendLink } from '../../www/modes/friend/friend-link.js';
import { useFreshPages } from './fresh-pages.mjs';
import { linkFields, openLink, play, player, playOut, rewritten, settled, startFriendGame, state, twoPlayers } from './friend-helpers.mjs';
import { clickHole, keptGames, loadBuiltEngine, openPage, useSite, waitForElements } from './helpers.mjs';

const site = useSite();
// Ana's and Ben's profiles: two contexts the file's tests share, emptied before each game (twoPlayers).
useFreshPages(site);

/*
 * The whole games' seeds: each ends its game the way the earlier seeds did
 * (Sokusowó with A unable to sow, Sadeqa II with B out of seeds, Anywoli at
 * its stall limit, Sulus Aidi with no moves left) in fewer moves, each move
 * a page's work and each hand-off a link opened (found by playing the same
 * picks with the engine in Node).
 */

test('a whole game of each of the four games, two profiles handing each other links', async () => {
  for (const [game, seed] of /** @type {const} */ ([
    ['sokusowo', 7],
    ['sadeqa-ii', 21],
    ['anywoli', 1025],
  ])) {
    // Anywoli with the last four drawn by lot (by both players) and a short stall limit, for a short game.
    const anaQuery = `game=${game}${game === 'anywoli' ? '&last-four=lottery&stall-limit=30' : ''}`;
    await twoPlayers(site, anaQuery, `game=${game}`, async (ana, ben) => {
      await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
      const begun = await settled(ana.page);
      assert.equal(begun.turn, 'me', `${game}: Ana starts`);
      await play(ana.page, begun.playable[0]);
      const sent = await settled(ana.page);
      assert.equal(sent.turn, 'them');
      if (game === 'anywoli') {
        assert.match(new URL(sent.link).hash, /\.CB[\w-]{43}\./, 'the lottery: Ana’s contribution sealed');
        assert.doesNotMatch(new URL(sent.link).hash, /\.V/, 'and not revealed');
      }
      await openLink(ben.page, sent.link);
      const opened = await settled(ben.page);
      assert.equal(opened.orientation, 'A', `${game}: Ben's board turns to his side`);
      assert.match(opened.status, /With Ana: you play A/);
      const { moves, final } = await playOut(ben, ana, seed);
      assert.ok(moves.length > 4, `${game}: ${moves.length} moves`);
      assert.equal(final.turn, 'over');
      for (const page of [ana.page, ben.page]) assert.equal((await state(page)).over, true);
      if (game === 'anywoli') {
        const lots = await Promise.all(
          [ana.page, ben.page].map((page) =>
            page.evaluate(() => /last-four: (\S+)/.exec(/** @type {any} */ (document.querySelector('mancala-game')).record)?.[1]),
          ),
        );
        assert.match(lots[0] ?? '', /^lottery-[AB]$/);
        assert.equal(lots[1], lots[0], 'both devices drew the same lot');
      }
    });
  }
});

test('Sulus Aidi: the opening picked hidden, revealed, checked, then the whole game', async () => {
  await twoPlayers(site, 'game=sulus-aidi', 'game=sulus-aidi', async (ana, ben) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    let a = await settled(ana.page);
    assert.equal(a.phase, 'race');
    await clickHole(ana.page, 'sulus-aidi', '3B');
    a = await settled(ana.page);
    assert.equal(a.turn, 'them');
    const invitation = a.link;
    assert.ok(!new URL(invitation).hash.includes('.v'), 'no reveal in the first link');
    await openLink(ben.page, invitation);
    let b = await settled(ben.page);
    assert.equal(b.turn, 'me');
    assert.equal(b.phase, 'race');
    // Ben may pick only his own side's hole.
    await clickHole(ben.page, 'sulus-aidi', '3B');
    assert.match((await state(ben.page)).boardMessage, /3B is B \(South\)’s, your friend’s: on this device you play A/);
    await clickHole(ben.page, 'sulus-aidi', '7A');
    b = await settled(ben.page);
    assert.equal(b.turn, 'them');
    assert.equal(b.phase, 'race', 'the opening waits for the reveal');
    await openLink(ana.page, b.link);
    a = await settled(ana.page);
    assert.equal(a.moves[0], '3B+7A', 'Ana plays the opening with both holes');
    // Whoever's sowing ended first moves next; Ana's next link reveals her hole either way.
    const { final } = await playOut(ana, ben, 1840);
    assert.equal(final.over, true);
  });
});

test('the friend’s holes refused on each side; a stale, a truncated, an altered link; one’s own link', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    let a = await settled(ana.page);
    // Ana's turn: A's holes are Ben's.
    await clickHole(ana.page, 'sokusowo', '3A');
    assert.match((await state(ana.page)).boardMessage, /3A is A \(North\)’s, your friend’s: on this device you play B/);
    await play(ana.page, a.playable[0]);
    a = await settled(ana.page);
    const first = a.link;
    // Ana waits: even her own holes are refused, with why.
    await clickHole(ana.page, 'sokusowo', '4B');
    assert.match((await state(ana.page)).boardMessage, /It is your friend’s turn: send them the link/);
    assert.equal((await state(ana.page)).moves.length, 1);
    await openLink(ben.page, first);
    let b = await settled(ben.page);
    await clickHole(ben.page, 'sokusowo', '2B');
    assert.match((await state(ben.page)).boardMessage, /2B is B \(South\)’s, your friend’s: on this device you play A/);
    await assert.rejects(
      ben.page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).play('2B')),
      /cannot be played|not|turn/,
      'a script cannot move the friend’s side either',
    );
    await play(ben.page, b.playable[0]);
    b = await settled(ben.page);
    const second = b.link;
    // The first link again on Ben's device: older than his copy, the newest stays.
    await openLink(ben.page, first);
    b = await state(ben.page);
    assert.match(b.message, /older than your copy: it holds 1 of your 2 moves/);
    assert.equal(b.moves.length, 2);
    // Cut short and changed in transit: refused, Ana's game as it was.
    await openLink(ana.page, second.slice(0, -9));
    assert.match((await state(ana.page)).message, /cannot be opened, so nothing changed: it is cut short/);
    const moved = second.replace(/\.m([a-lA-L])/, (_, c) => `.m${c === 'a' ? 'b' : 'a'}`);
    await openLink(ana.page, moved);
    assert.match((await state(ana.page)).message, /it was changed after it was made/);
    assert.equal((await state(ana.page)).moves.length, 1);
    // An altered history with a valid check: refused at the move where it parts, both kept.
    const { Game } = await loadBuiltEngine();
    const game = new Game('sokusowo', {});
    game.play(a.moves[0]);
    const other = /** @type {string} */ (game.view().legal_moves.find((/** @type {string} */ m) => m !== b.moves[1]));
    const parted = await rewritten(second, { moves: [a.moves[0], other] });
    await openLink(ana.page, second);
    await settled(ana.page);
    await play(ana.page, (await state(ana.page)).playable[0]);
    await settled(ana.page);
    await openLink(ana.page, parted);
    a = await state(ana.page);
    assert.match(a.message, new RegExp(`parts from your copy at move 2 \\(theirs ${other}, yours ${b.moves[1]}\\)`));
    assert.equal(a.moves.length, 3, 'Ana’s copy stays on the board');
    const kept = await keptGames(ana.page);
    assert.ok(
      kept.some((e) => e.record.includes(`moves: ${a.moves[0]} ${other}`)),
      'the parted link’s game is kept too',
    );
    // Ana's own last link, opened on her device: nothing changes, she still plays B (issue #36).
    const own = a.link;
    await openLink(ana.page, own);
    a = await settled(ana.page);
    assert.match(a.message, /your own link to your friend, opened here again: nothing changed, you still play B \(South\)/);
    assert.equal(a.turn, 'them');
    assert.equal(a.orientation, 'B');
    assert.equal(a.moves.length, 3);
  });
});

test('Sulus Aidi: a reveal that does not match its commitment is refused and named', async () => {
  await twoPlayers(site, 'game=sulus-aidi', 'game=sulus-aidi', async (ana, ben) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    await settled(ana.page);
    await clickHole(ana.page, 'sulus-aidi', '3B');
    await openLink(ben.page, (await settled(ana.page)).link);
    await settled(ben.page);
    await clickHole(ben.page, 'sulus-aidi', '7A');
    await openLink(ana.page, (await settled(ben.page)).link);
    const a = await settled(ana.page);
    const sent = a.turn === 'me' ? null : a.link;
    const honest =
      sent ??
      (await (async () => {
        await play(ana.page, a.playable[0]);
        return (await settled(ana.page)).link;
      })());
    const fields = await linkFields(honest);
    assert.equal(fields.raceReveal?.hole, '3B');
    // Ana claims another hole than the one she sealed.
    const lie = await rewritten(honest, { raceReveal: { hole: '5B', salt: fields.raceReveal?.salt ?? '' }, moves: ['5B+7A'] });
    await openLink(ben.page, lie);
    const b = await state(ben.page);
    assert.match(b.message, /reveal does not match their hidden choice: the link says they picked 5B/);
    assert.equal(b.phase, 'race', 'Ben’s game stays as it was');
    // The honest link still opens.
    await openLink(ben.page, honest);
    assert.equal((await settled(ben.page)).moves[0], '3B+7A');
  });
});

test('resign and rematch: the other player starts, and the finished game offers its review', async () => {
  await twoPlayers(
    site,
    'game=sadeqa-ii',
    'game=sadeqa-ii',
    async (ana, ben) => {
      await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
      await play(ana.page, (await settled(ana.page)).playable[0]);
      await openLink(ben.page, (await settled(ana.page)).link);
      await settled(ben.page);
      const resign = ben.page.locator('.mg-friend-resign');
      await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
      assert.match((await resign.textContent()) ?? '', /confirmar/);
      await resign.evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
      const b = await settled(ben.page);
      assert.equal(b.turn, 'over');
      assert.match(b.status, /Te rendiste; gana Ana/);
      await openLink(ana.page, b.link);
      const a = await settled(ana.page);
      assert.match(a.status, /You win: your friend resigned/);
      const reviewHidden = await ana.page.locator('.mg-friend-review').evaluate((n) => /** @type {HTMLElement} */ (n).hidden);
      assert.equal(reviewHidden, false, 'the finished game offers its review');
      await ana.page.locator('.mg-friend-rematch').evaluate((button) => /** @type {HTMLButtonElement} */ (button).click());
      const again = await settled(ana.page);
      assert.equal(again.moves.length, 0);
      assert.equal(again.turn, 'them', 'Ben starts the rematch');
      await openLink(ben.page, again.link);
      const rematch = await settled(ben.page);
      assert.equal(rematch.turn, 'me');
      assert.equal(rematch.moves.length, 0);
      const games = await keptGames(ben.page);
      assert.equal(games.filter((e) => e.friend).length, 2, 'the resigned game and the rematch, both kept');
    },
    'es-ES',
  );
});

test('a 300-move Anywoli game’s link: its length, and it opens with every move', async () => {
  const { Game } = await loadBuiltEngine();
  /** @type {string[]} */
  let moves = [];
  let toMove = 'B';
  for (let seed = 1; moves.length < 300; seed++) {
    const game = new Game('anywoli', { stallLimit: 10000 });
    let random = seed;
    while (!game.view().over && game.view().moves.length < 300) {
      random = (random * 1103515245 + 12345) & 0x7fffffff;
      const legal = game.view().legal_moves;
      game.play(legal[random % legal.length]);
    }
    moves = [...game.view().moves];
    toMove = game.view().to_move;
  }
  const id = 'Q3v_x9Zk';
  // Sent by the side that just moved: the receiver is to move.
  const from = toMove === 'A' ? 'B' : 'A';
  const [value, salt, share] = [randomToken(), randomToken(), randomToken()];
  const fragment = await encodeFriendLink({
    id,
    game: 'anywoli',
    from,
    name: 'Abebech',
    start: 'B',
    lastFour: 'lottery',
    stallLimit: 10000,
    position: null,
    moves,
    race: null,
    racePick: null,
    raceReveal: null,
    lot: { by: from, commit: await commitTo(id, 'lot', value, salt) },
    lotShare: share,
    lotReveal: { value, salt },
    resigned: null,
    drawOffer: null,
    drawAgreed: null,
    help: null,
  });
  const url = `${site.url}play.html?game=anywoli#${fragment}`;
  const onHost = `https://example.github.io/mancala/play.html?game=anywoli#${fragment}`;
  console.log(`friend link of a 300-move Anywoli game: ${onHost.length} characters on a GitHub Pages host, ${url.length} here`);
  assert.ok(onHost.length <= 1000, `${onHost.length} characters`);
  const opened = await player(site, 'game=anywoli');
  try {
    await opened.page.goto(url);
    await waitForElements(opened.page, 1);
    // New on this device, yet with moves of its side: said, and opened once accepted (issue #40, case 11).
    const accept = opened.page.locator('.mg-friend-accept-setup');
    await accept.waitFor();
    assert.match((await state(opened.page)).message, /already under way \(300 moves\), with moves played for [AB] \([a-zA-Z]+\), your side/);
    await accept.click();
    const seen = await settled(opened.page);
    assert.equal(seen.moves.length, 300);
    assert.equal(seen.turn, 'me');
    assert.deepEqual(opened.problems, []);
  } finally {
    await opened.context.close();
  }
});

test('the info page sends Play a friend and friend links to the play page of the game', async () => {
  const ana = await player(site, 'game=sokusowo');
  const visitor = await openPage(site.browser, site.url, { reducedMotion: 'no-preference' });
  try {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    await play(ana.page, (await settled(ana.page)).playable[0]);
    const { link } = await settled(ana.page);
    // Every friend-link event the visitor's page fires (none while it is the visitor's turn).
    await visitor.context.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__links = [];
      document.addEventListener('friend-link', (e) => w.__links.push(/** @type {CustomEvent} */ (e).detail));
    });
    // A friend link opened on the info page goes on to the play page of its game, and opens there.
    await visitor.page.goto(`${site.url}index.html${new URL(link).hash}`);
    await visitor.page.waitForURL(/play\.html\?game=sokusowo/);
    await waitForElements(visitor.page, 1);
    const opened = await settled(visitor.page);
    assert.equal(opened.turn, 'me');
    assert.match(opened.status, /With Ana: you play A/);
    // At the page's own speed the friend's move is animated; no link is made from the moves before it.
    assert.deepEqual(await visitor.page.evaluate(() => /** @type {any} */ (window).__links), []);
    assert.equal(opened.link, '');
    // The info page's boards offer Play a friend in Record and share: the play page opens with its panel open.
    await visitor.page.goto(`${site.url}index.html#anywoli`);
    const entry = visitor.page.locator('.mancala-game[data-game="anywoli"] a.mg-record-link');
    await entry.waitFor({ state: 'attached' });
    assert.equal(await entry.textContent(), 'Play a friend');
    await visitor.page.goto((await entry.getAttribute('href')) ?? '');
    await waitForElements(visitor.page, 1);
    await visitor.page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('details.mg-friend')?.hasAttribute('open'));
    assert.deepEqual(visitor.problems, []);
  } finally {
    await ana.context.close();
    await visitor.context.close();
  }
});

test('the friend who received the first link gives a name, and the next link carries it', async () => {
  await twoPlayers(site, 'game=sokusowo', 'game=sokusowo', async (ana, ben) => {
    await startFriendGame(ana.page, { side: 'B', start: 'me', name: 'Ana' });
    await play(ana.page, (await settled(ana.page)).playable[0]);
    await openLink(ben.page, (await settled(ana.page)).link);
    let b = await settled(ben.page);
    await ben.page.locator('.mg-friend-my-name').fill('Ben');
    await ben.page.locator('.mg-friend-my-name').blur();
    while (b.turn === 'me') {
      await play(ben.page, b.playable[0]);
      b = await settled(ben.page);
    }
    assert.equal((await linkFields(b.link)).name, 'Ben');
    await openLink(ana.page, b.link);
    assert.match((await settled(ana.page)).status, /With Ben: you play B/);
  });
});
