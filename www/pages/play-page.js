// @ts-check
// play.html: one game with the board as large as the screen allows, set up
// from the query string like embed.html (`play.html?game=anywoli&lang=es`),
// with a way back to the game's rules on the info page and the site's
// language menu (the language of the address, else the one chosen before,
// else the browser's).

import { gameList } from '../engine/engine.js';
import { PAGES_EN } from '../i18n/pages-en.js';
import { addEnglish, hasLanguage, loadLanguage, translate } from '../i18n/translate.js';
import { SafeStorage } from '../store/storage.js';
import { startFittedBoard } from './embed-page.js';
import { joinBoard } from './fitted-board.js';
import { LANGUAGE_KEY, showLanguage, wireLanguageMenu } from './language-menu.js';

// The page's own English words (the element carries only its own).
addEnglish(PAGES_EN);

const storage = new SafeStorage();
// The play page is the site's own: sound on unless the player turned it off (pages/fitted-board.js).
const started = startFittedBoard();
const { board } = started;
let { lang } = started;
const header = document.querySelector('.play-header');
const back = /** @type {HTMLAnchorElement | null} */ (document.querySelector('.play-back'));
/** @type {{ key: string, mode: string } | null} the board's game once it is up */
let shown = null;

/** The header's words and the page's title in the page's language. */
function translateHeader() {
  document.documentElement.lang = lang;
  if (back) back.textContent = translate(lang, 'play.back');
  const lead = document.querySelector('.play-lead');
  if (lead) lead.textContent = translate(lang, 'play.lead');
  if (header) showLanguage(header, lang);
  if (!shown) return;
  const game = gameList().find((g) => g.key === shown?.key) ?? gameList()[0];
  document.title = translate(lang, shown.mode === 'lesson' ? 'play.titleLesson' : 'play.title', { game: game.name });
}

// The header's words wait, unseen (style.css), for their language's texts.
if (!hasLanguage(lang)) document.documentElement.classList.add('texts-loading');
const headerTexts = loadLanguage(lang)
  .catch(() => undefined)
  .then(() => {
    translateHeader();
    document.documentElement.classList.remove('texts-loading');
  });

// A language chosen here: the board keeps its game (the element only changes
// its words), the address and the device remember it.
if (header) {
  wireLanguageMenu(header, (next) => {
    void loadLanguage(next).then(() => {
      lang = next;
      storage.set(LANGUAGE_KEY, lang);
      board.setAttribute('lang', lang);
      const url = new URL(location.href);
      url.searchParams.set('lang', lang);
      history.replaceState(history.state, '', url.href);
      translateHeader();
    });
  });
}

// A board that cannot start says why in place of the start painted: the header goes back to the top.
board.addEventListener('error', (e) => {
  const { name } = /** @type {CustomEvent<{ name: string }>} */ (/** @type {unknown} */ (e)).detail;
  document.querySelector('.play-lead')?.remove();
  if (name !== 'engine' || !header || header.slot !== 'header') return;
  header.removeAttribute('slot');
  document.body.prepend(header);
});
// Once the board is up, or its start painted before the engine is in
// (board/start-board.js), the header joins its controls (pages/fitted-board.js
// joinBoard). Before that, or if the board cannot start, it stays at the top
// of the page. The game's name comes from the board (a link or a kept game
// may choose the game).
board.addEventListener('ready', (e) => {
  const { game: key, mode } = /** @type {CustomEvent<{ game: string, mode: string }>} */ (e).detail;
  joinBoard(board);
  const game = gameList().find((g) => g.key === key) ?? gameList()[0];
  shown = { key: game.key, mode };
  const title = document.querySelector('.play-title');
  if (title) title.textContent = game.name;
  if (back) back.href = `index.html#${game.key}`;
  void headerTexts.then(translateHeader);
});
