// @ts-check
// embed.html: one <mancala-game> filling the page, set up from the query
// string (`embed.html?game=anywoli&lang=es`), for sites that embed with an
// iframe instead of loading a module. The parameters are the element's
// attributes and are checked by it in the same way.

import { pickLanguage } from './i18n.js';
import { ATTRIBUTES } from './mancala-game.js';

const params = new URLSearchParams(location.search);
const board = document.createElement('mancala-game');
for (const [name, value] of params) {
  if (ATTRIBUTES.includes(name)) board.setAttribute(name, value);
  else console.warn(`embed.html: ignoring the unknown parameter ${JSON.stringify(name.slice(0, 40))}.`);
}
const lang = params.get('lang');
document.documentElement.lang = pickLanguage(lang === 'es' || lang === 'en' ? lang : null, navigator.languages);
document.querySelector('main')?.replaceChildren(board);
