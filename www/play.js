// @ts-check
// play.html: one game with the board as large as the screen allows, set up
// from the query string like embed.html (`play.html?game=anywoli&lang=es`),
// with a way back to the game's rules on the info page.

import { startFittedBoard } from './embed.js';
import { gameList } from './engine/engine.js';
import { hasLanguage, loadLanguage, translate } from './i18n.js';

// The play page is the site's own: sound on unless the player turned it off.
const { board, lang } = startFittedBoard({ sound: 'on' });
const back = /** @type {HTMLAnchorElement | null} */ (document.querySelector('.play-back'));
// The header's words wait, unseen (style.css), for their language's texts.
if (!hasLanguage(lang)) document.documentElement.classList.add('texts-loading');
const headerTexts = loadLanguage(lang)
  .catch(() => undefined)
  .then(() => {
    if (back) back.textContent = translate(lang, 'play.back');
    document.documentElement.classList.remove('texts-loading');
  });
// Once the board is up, the header joins its controls (beside an upright
// board on a phone, the height it leaves is the board's). Before that, or
// if the board cannot start, it stays at the top of the page. The game's
// name comes from the board (a link or a kept game may choose the game).
board.addEventListener('ready', (e) => {
  const { game: key, mode } = /** @type {CustomEvent<{ game: string, mode: string }>} */ (e).detail;
  const header = document.querySelector('.play-header');
  if (header && header.slot !== 'header') {
    header.slot = 'header';
    board.prepend(header);
  }
  const game = gameList().find((g) => g.key === key) ?? gameList()[0];
  const title = document.querySelector('.play-title');
  if (title) title.textContent = game.name;
  void headerTexts.then(() => {
    document.title = translate(lang, mode === 'lesson' ? 'play.titleLesson' : 'play.title', { game: game.name });
  });
  if (back) back.href = `index.html#${game.key}`;
});
