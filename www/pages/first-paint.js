// @ts-check
// embed.html's and play.html's first script, and their smallest: it puts
// the page's <mancala-game> in place and paints its game's start
// (board/start-board.js paintStartFirst) without waiting for the element's
// whole code, which takes the start over once it is in (pages/embed-page.js).
// The start paints at the page's first paint or soon after it
// (docs/PERFORMANCE.md, "First paint").

import { paintStartFirst } from '../board/start-board.js';
import { fittedBoard } from './fitted-board.js';

/**
 * Once the page's own first paint is on screen: play.html's words where the
 * board comes (`.play-lead`) are its largest text, its Largest Contentful
 * Paint at its first paint, only if they are painted once before the start
 * takes their place (docs/PERFORMANCE.md, "Page audits"). A frame's
 * animation callbacks run before its paint, so the second frame's come after the first's.
 * @returns {Promise<unknown>}
 */
function pagePainted() {
  if (!document.querySelector('.play-lead') || performance.getEntriesByType('paint').length > 0) return Promise.resolve();
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

const { board, openId } = fittedBoard();
// A kept game to open is found first (pages/embed-page.js): its position, never the start, is painted.
if (openId === null) paintStartFirst(board, pagePainted());
