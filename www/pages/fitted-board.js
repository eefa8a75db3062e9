// @ts-check
// The <mancala-game> of embed.html and play.html: set up from the query
// string (its parameters are the element's attributes) and put in the
// page's <main> before the element's code is in. pages/first-paint.js, the
// page's first and smallest script, places it and paints its start
// (board/start-board.js); pages/embed-page.js starts the same element once
// the page's whole code is in.

import { ATTRIBUTES } from '../element/attribute-names.js';
import { pickLanguage } from '../i18n/translate.js';
import { friendLinkGame } from '../modes/friend/friend-link.js';
import { SafeStorage } from '../store/storage.js';
import { parseShareLink } from '../ui/share-link.js';
import { LANGUAGE_KEY } from './language-menu.js';

/** @typedef {import('../i18n/translate.js').Lang} Lang */
/** @typedef {{ board: HTMLElement, lang: Lang, params: URLSearchParams, openId: string | null }} FittedBoard */

/** @type {FittedBoard | null} the page's one board, once set up */
let fitted = null;

/**
 * The attributes the page gives its board unless the query string says
 * otherwise: the play page is the site's own, so sound is on unless the
 * player turned it off, and the language is the one chosen before.
 * @returns {Record<string, string>}
 */
function pageDefaults() {
  if (!document.body.classList.contains('play-page')) return {};
  const saved = new SafeStorage().get(LANGUAGE_KEY);
  return { sound: 'on', ...(saved === 'en' || saved === 'es' ? { lang: saved } : {}) };
}

/**
 * The page's board, set up once: the element (defined or not yet) with the
 * query string's attributes, fitted to the page's box unless `layout` says
 * otherwise, and put into <main> unless the page opens a kept game (`open`),
 * which pages/embed-page.js finds first.
 * @returns {FittedBoard}
 */
export function fittedBoard() {
  if (fitted) return fitted;
  const defaults = pageDefaults();
  const params = new URLSearchParams(location.search);
  const openId = params.get('open');
  params.delete('open');
  // A bare page opened by a share link shows the link's game.
  const game = parseShareLink(location.hash)?.game ?? friendLinkGame(location.hash);
  if (!params.has('game') && game) params.set('game', game);
  const board = document.createElement('mancala-game');
  for (const [name, value] of Object.entries({ layout: 'fit', ...defaults })) board.setAttribute(name, value);
  for (const [name, value] of params) {
    if (ATTRIBUTES.includes(name)) board.setAttribute(name, value);
    else console.warn(`${location.pathname.split('/').pop()}: ignoring the unknown parameter ${JSON.stringify(name.slice(0, 40))}.`);
  }
  const asked = params.get('lang') ?? defaults.lang ?? null;
  const lang = pickLanguage(asked === 'es' || asked === 'en' ? asked : null, navigator.languages);
  document.documentElement.lang = lang;
  // The page's header joins the board's controls as soon as the start is painted (play.html).
  board.addEventListener('mancala-start-painted', () => joinBoard(board));
  fitted = { board, lang, params, openId };
  if (openId === null) placeBoard(board);
  return fitted;
}

/**
 * Puts the board into the page's <main>. play.html's words where the board
 * comes stay until the board or its start is painted (joinBoard).
 * @param {HTMLElement} board
 */
export function placeBoard(board) {
  const main = document.querySelector('main');
  const lead = main?.querySelector('.play-lead');
  main?.replaceChildren(board, ...(lead ? [lead] : []));
}

/**
 * play.html: once the board is up, or its start painted before the engine
 * is in, the page's words where the board comes give way to it, and the
 * header joins its controls (beside an upright board on a phone, the height
 * it leaves is the board's). Nothing on embed.html, which has neither.
 * @param {HTMLElement} board
 */
export function joinBoard(board) {
  document.querySelector('.play-lead')?.remove();
  const header = /** @type {HTMLElement | null} */ (document.querySelector('.play-header'));
  if (header && header.slot !== 'header') {
    header.slot = 'header';
    board.prepend(header);
  }
}
