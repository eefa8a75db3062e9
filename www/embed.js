// @ts-check
// embed.html: one <mancala-game> filling the page, set up from the query
// string (`embed.html?game=anywoli&lang=es`), for sites that embed with an
// iframe instead of loading a module. The parameters are the element's
// attributes and are checked by it in the same way. play.html starts its
// board the same way (play.js).

import { pickLanguage } from './i18n.js';
import { ATTRIBUTES } from './mancala-game.js';
import { useSitePages } from './site-pages.js';

/**
 * Puts the element, fitted to the page's box unless `layout` says otherwise,
 * into the page's <main>.
 * @param {Record<string, string>} [defaults]  attributes the query string may override
 * @returns {{ board: HTMLElement, lang: import('./i18n.js').Lang }}
 */
export function startFittedBoard(defaults = {}) {
  // A lesson's last step links to this site's play page.
  useSitePages(new URL(location.href));
  const params = new URLSearchParams(location.search);
  const board = document.createElement('mancala-game');
  for (const [name, value] of Object.entries({ layout: 'fit', ...defaults })) board.setAttribute(name, value);
  for (const [name, value] of params) {
    if (ATTRIBUTES.includes(name)) board.setAttribute(name, value);
    else console.warn(`${location.pathname.split('/').pop()}: ignoring the unknown parameter ${JSON.stringify(name.slice(0, 40))}.`);
  }
  const asked = params.get('lang');
  const lang = pickLanguage(asked === 'es' || asked === 'en' ? asked : null, navigator.languages);
  document.documentElement.lang = lang;
  document.querySelector('main')?.replaceChildren(board);
  return { board, lang };
}

if (document.body.classList.contains('embed-page')) startFittedBoard();
