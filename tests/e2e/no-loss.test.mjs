// @ts-check
// No game is ever lost: New game, a share link and a loaded record put the
// game aside to bring back; the redo list and a replay stepped back survive a
// reload; two tabs on one board notice each other; a broken share link says
// so at the board and offers the moves that still make a game.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { board, boardData, clickHole, firstPlayable, loadSite, reloadSite, useSite, waitIdle } from './helpers.mjs';

const site = useSite();
// Each test starts as a first visit, in a context the file's tests share (its site storage emptied first):
// a new context each cost about half a second of CPU.
const inFreshPage = useFreshPages(site);
const GAME = 'sokusowo';

/**
 * Plays `n` moves on the board, each the first playable hole.
 * @param {import('playwright-core').Page} page
 * @param {number} n
 */
async function playMoves(page, n) {
  for (let i = 0; i < n; i++) {
    await clickHole(page, GAME, await firstPlayable(page, GAME));
    await waitIdle(page, GAME);
  }
}

/** @param {import('playwright-core').Page} page */
const moves = (page) => boardData(page, GAME, 'moves');

test('New game during a game can be undone: the game is put aside and one click brings it back', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await playMoves(page, 3);
    const played = await moves(page);
    await board(page, GAME).locator('.mg-new').click();
    assert.equal(await moves(page), '');
    const bringBack = board(page, GAME).locator('.mg-notice-action');
    assert.equal(await bringBack.textContent(), 'Bring back the previous game');
    await playMoves(page, 1);
    const fresh = await moves(page);
    await bringBack.click();
    assert.equal(await moves(page), played);
    // And back again: the new game was put aside in turn.
    assert.equal(await bringBack.textContent(), 'Swap back');
    await bringBack.click();
    assert.equal(await moves(page), fresh);
    assert.deepEqual(problems, []);
  });
});

test('a share link of the same game never silently replaces the saved game in progress', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await loadSite(page, site.url);
    await playMoves(page, 2);
    const mine = await moves(page);
    // Someone else's game of Sokusowó, one move long.
    const first = mine.split(' ')[0];
    const other = await context.newPage();
    await loadSite(other, `${site.url}#game=${GAME}&start=B&moves=${first}`);
    assert.equal(await moves(other), first);
    const bringBack = board(other, GAME).locator('.mg-notice-action');
    assert.equal(await bringBack.isVisible(), true);
    await bringBack.click();
    assert.equal(await moves(other), mine);
    await other.close();
    assert.deepEqual(problems, []);
  });
});

test('the redo list survives a reload, and so does a replay stepped back', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await playMoves(page, 3);
    const all = await moves(page);
    await board(page, GAME).locator('.mg-undo').click();
    await reloadSite(page);
    assert.equal(await board(page, GAME).locator('.mg-redo').isDisabled(), false, 'redo is still possible after the reload');
    await board(page, GAME).locator('.mg-redo').click();
    await waitIdle(page, GAME);
    assert.equal(await moves(page), all);
    // The replay stepped back to the start, then a reload: every move is still there to step through.
    const records = board(page, GAME).locator('.mg-records');
    await records.locator('summary').click();
    await records.locator('.mg-replay-first').click();
    assert.equal(await moves(page), '');
    await reloadSite(page);
    await board(page, GAME).locator('.mg-records summary').click();
    await board(page, GAME).locator('.mg-replay-last').click();
    assert.equal(await moves(page), all);
    assert.deepEqual(problems, []);
  });
});

test('two tabs with the same board notice each other instead of silently overwriting', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await loadSite(page, site.url);
    const second = await context.newPage();
    await loadSite(second, site.url);
    await playMoves(page, 2);
    const fromFirst = await moves(page);
    const notice = board(second, GAME).locator('.mg-notice');
    await notice.waitFor({ state: 'visible' });
    assert.match((await notice.textContent()) ?? '', /changed in another tab/);
    assert.equal(await moves(second), '', 'the second tab keeps its own game until asked');
    await board(second, GAME).locator('.mg-notice-action').click();
    assert.equal(await moves(second), fromFirst);
    await second.close();
    assert.deepEqual(problems, []);
  });
});

test('a corrupted share link shows its error at the board and offers the longest valid prefix of its moves', async () => {
  await inFreshPage({ reducedMotion: 'reduce', locale: 'es-ES' }, async ({ context, page, problems }) => {
    await loadSite(page, site.url);
    await playMoves(page, 2);
    const two = await moves(page);
    const broken = await context.newPage();
    // Not loadSite: it scrolls every board into view and back, where the link has brought its board.
    await broken.goto(`${site.url}#game=${GAME}&start=B&moves=${two.split(' ').join('.')}.9Z`);
    const notice = board(broken, GAME).locator('.mg-notice');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /^El enlace compartido falla en la jugada 3: .*Se esperaba un agujero como 3B .*«9Z»/);
    // At the board, in the first screen: not below the fold.
    const box = await notice.boundingBox();
    const height = broken.viewportSize()?.height ?? 0;
    assert.ok(box && box.y >= 0 && box.y + box.height <= height, `the error is on screen (${JSON.stringify(box)})`);
    const load = board(broken, GAME).locator('.mg-notice-action');
    assert.equal(await load.textContent(), 'Cargar sus primeras 2 jugadas válidas');
    await load.click();
    assert.equal(await moves(broken), two);
    await broken.close();
    assert.deepEqual(problems, []);
  });
});
