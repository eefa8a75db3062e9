// @ts-check
// play.html: one game with the board as large as the screen allows, set up
// from the query string like embed.html (`play.html?game=anywoli&lang=es`),
// with a way back to the game's rules on the info page.

import { startFittedBoard } from './embed.js';
import { gameList, loadEngine } from './engine/engine.js';
import { translate } from './i18n.js';

// The play page is the site's own: sound on unless the player turned it off.
const { board, lang } = startFittedBoard({ sound: 'on' });
const back = /** @type {HTMLAnchorElement | null} */ (document.querySelector('.play-back'));
if (back) back.textContent = translate(lang, 'play.back');
// Once the board is up, the header joins its controls (beside an upright
// board on a phone, the height it leaves is the board's). Before that, or
// if the board cannot start, it stays at the top of the page.
board.addEventListener(
  'ready',
  () => {
    const header = document.querySelector('.play-header');
    if (!header) return;
    header.slot = 'header';
    board.prepend(header);
  },
  { once: true },
);
// The game's name comes from the engine (the element checks the parameter the same way).
void loadEngine().then(() => {
  const games = gameList();
  const asked = new URLSearchParams(location.search).get('game');
  const game = games.find((g) => g.key === asked) ?? games[0];
  const title = document.querySelector('.play-title');
  if (title) title.textContent = game.name;
  // A lesson's page says so (the element checks the mode the same way and warns about a bad one).
  const lesson = new URLSearchParams(location.search).get('mode')?.trim().toLowerCase() === 'lesson';
  document.title = translate(lang, lesson ? 'play.titleLesson' : 'play.title', { game: game.name });
  if (back) back.href = `index.html#${game.key}`;
});
