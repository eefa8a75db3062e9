// @ts-check
// The info page: picks the language, translates the page, loads the engine
// and puts one board in every game section as that section comes near the
// viewport.

import { MancalaBoard } from '../board/board.js';
import { openKeptGame } from '../board/board-games.js';
import { followMoveList } from '../board/commands.js';
import { sitePlayPage, useSitePages } from '../element/site-pages.js';
import { engineSettings, gameList, loadEngine } from '../engine/engine.js';
import { PAGES_EN } from '../i18n/pages-en.js';
import { addEnglish, hasLanguage, loadLanguage, loadPanelTexts, pickLanguage, translate, translator } from '../i18n/translate.js';
import { forwardFriendLink, PLAY_FRIEND_HASH } from '../modes/friend/friend-address.js';
import { pageGames } from '../store/game-keeper.js';
import { GamesPanel, setOpenElsewhere } from '../store/games-panel.js';
import { readGames } from '../store/games-store.js';
import { SafeStorage } from '../store/storage.js';
import { errorText } from '../ui/error-text.js';
import { parseShareLink, RecordPanel } from '../ui/records.js';
import { keepLanding } from './landing.js';
import { LANGUAGE_KEY, showLanguage, wireLanguageMenu } from './language-menu.js';
import { buildWhenNear } from './near-view.js';

// The page's own English words (the element carries only its own).
addEnglish(PAGES_EN);

/** @typedef {import('../i18n/translate.js').Lang} Lang */
/** @typedef {import('../types.js').Engine} Engine */

const storage = new SafeStorage();
/** @type {Lang} */
let lang = pickLanguage(storage.get(LANGUAGE_KEY), navigator.languages ?? [navigator.language]);
/** @type {MancalaBoard[]} */
const boards = [];
/** @type {GamesPanel | null} the page's list of every kept game */
let gamesPanel = null;
/** The words of each game section's links to the play page, by mode. */
/** @type {Record<string, string>} */
const MODE_LINKS = { lesson: 'play.learn', puzzle: 'play.puzzles', play: 'play.open' };

/** Puts every text of the page (not the boards) in the current language. */
function translatePage() {
  document.documentElement.lang = lang;
  document.title = translate(lang, 'page.title');
  for (const node of document.querySelectorAll('[data-i18n]')) {
    node.textContent = translate(lang, /** @type {HTMLElement} */ (node).dataset.i18n ?? '');
  }
  for (const node of document.querySelectorAll('[data-lang]')) {
    /** @type {HTMLElement} */ (node).hidden = /** @type {HTMLElement} */ (node).dataset.lang !== lang;
  }
  // Learn, Puzzles and Play open the play page in that mode (modes/index.js), in
  // the same language: a short word on one row, the whole name for screen
  // readers and as a tooltip.
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('a[data-play]'))) {
    const mode = link.dataset.mode ?? 'play';
    const key = MODE_LINKS[mode] ?? 'play.open';
    const name = translate(lang, key, { game: link.dataset.gameName ?? '' });
    link.textContent = translate(lang, `${key}.short`);
    link.setAttribute('aria-label', name);
    link.title = name;
    link.href = `play.html?game=${encodeURIComponent(link.dataset.play ?? '')}${mode === 'play' ? '' : `&mode=${encodeURIComponent(mode)}`}&lang=${lang}`;
  }
  showLanguage(document, lang);
}

/**
 * The page section an address's fragment names, if any (a malformed one names none).
 * @param {string} fragment
 * @returns {HTMLElement | null}
 */
function sectionNamed(fragment) {
  if (fragment.length < 2) return null;
  let id;
  try {
    id = decodeURIComponent(fragment.slice(1));
  } catch {
    return null;
  }
  const node = document.getElementById(id);
  return node instanceof HTMLElement && node.matches('section') ? node : null;
}

/**
 * A language's texts, loaded before the page shows a word of it (a language
 * that cannot load leaves the page as it is, and says why in the console).
 * @param {Lang} wanted
 * @returns {Promise<boolean>} whether they are in
 */
async function textsOf(wanted) {
  try {
    await loadLanguage(wanted);
    return true;
  } catch (error) {
    console.warn(`The ${wanted} texts could not load: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** @param {Lang} next */
async function switchLanguage(next) {
  if (!(await textsOf(next))) return;
  lang = next;
  storage.set(LANGUAGE_KEY, lang);
  translatePage();
  for (const board of boards) board.setLanguage(lang);
  gamesPanel?.update();
}

wireLanguageMenu(document, (wanted) => void switchLanguage(wanted));
// The page's words wait, hidden (style.css), for their language's texts: never
// a flash of English on a Spanish page; the boards start in it too.
if (!hasLanguage(lang)) document.documentElement.classList.add('texts-loading');
const pageTexts = textsOf(lang).then((loaded) => {
  if (!loaded) lang = 'en';
  translatePage();
  document.documentElement.classList.remove('texts-loading');
});

const containers = /** @type {HTMLElement[]} */ ([...document.querySelectorAll('.mancala-game[data-game]')]);

/**
 * A container's board could not be made: it says why instead.
 * @param {HTMLElement} container
 * @param {unknown} error
 */
function showEngineError(container, error) {
  const p = document.createElement('p');
  p.className = 'mg-error';
  p.textContent = translate(lang, 'error.engine', { error: errorText(translator(lang), error) });
  container.replaceChildren(p);
}

/** Loads the engine, then builds each board as it comes near the viewport. */
async function start() {
  try {
    /** @type {[Engine, void, void]} */
    // The kept games are read while the engine loads (the store checks them against it after);
    // the games list's words (and a friend game's, in it) come meanwhile.
    void readGames();
    const [engine] = await Promise.all([loadEngine(), pageTexts, loadPanelTexts()]);
    const games = await pageGames(engine, engineSettings());
    const keys = gameList().map((g) => g.key);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    /** @param {HTMLElement} container */
    const build = (container) => {
      try {
        const board = new MancalaBoard(container, container.dataset.game ?? '', { engine, games, storage, lang, reducedMotion, sound: true });
        boards.push(board);
        followMoveList(board);
        const records = new RecordPanel(board, engine, keys);
        // Play a friend opens on the play page: a friend game is a whole screen's work.
        records.addLink(`${sitePlayPage(`game=${board.key}`)}${PLAY_FRIEND_HASH}`, 'friend.title');
      } catch (e) {
        showEngineError(container, e);
      }
    };
    // Each board is built as it comes near the viewport (pages/near-view.js).
    const buildNow = buildWhenNear(containers, build);
    // Every board near the viewport is built by now; the rest wait (tests and traces read this).
    performance.mark('mancala:boards-placed');
    // Every kept game in one list on this page; each opens on its own board, brought into view.
    const gamesSection = document.querySelector('.games-list');
    if (gamesSection) {
      gamesPanel = new GamesPanel(
        {
          get t() {
            return translator(lang);
          },
          get lang() {
            return lang;
          },
          key: null,
          saveKey: null,
          engine,
          openHere: null,
          place: (panel) => gamesSection.append(panel),
          subscribe: null,
        },
        games,
      );
      gamesPanel.details.open = true;
    }
    setOpenElsewhere((entry) => {
      // Every kept game resumes on the play page, the board as large as the screen allows: the
      // game on its slot as it is, one put aside brought to the board there (pages/embed-page.js `open`).
      const play = sitePlayPage(`game=${encodeURIComponent(entry.game)}&open=${encodeURIComponent(entry.id)}&lang=${lang}`);
      if (play) {
        location.assign(play);
        return;
      }
      const container = containers.find((c) => c.dataset.game === entry.game);
      if (!container) return;
      buildNow(container);
      const board = boards.find((b) => b.key === entry.game);
      // The game on that board already is only brought into view.
      if (board && board.keeper?.entry?.id !== entry.id) openKeptGame(board, entry);
      container.scrollIntoView({ block: 'start' });
    });
    // A link opened in this tab (only the fragment changes) opens on its game's board, as at a load.
    window.addEventListener('hashchange', () => {
      if (forwardFriendLink()) return;
      const changed = parseShareLink(location.hash);
      const named = changed && containers.find((container) => container.dataset.game === changed.game);
      if (named) buildNow(named);
    });
    // A share link opens at once on its game's board (a link naming no known game: the first board).
    const link = parseShareLink(location.hash);
    if (link) {
      const named = containers.find((container) => container.dataset.game === link.game);
      buildNow(named ?? containers[0]);
    }
    // Boards built near the section the address names push it down: land on it.
    const landing = sectionNamed(location.hash);
    if (landing) keepLanding(landing, containers);
  } catch (e) {
    // Said in the page's language, whose texts may still be on their way when the engine failed.
    await pageTexts;
    for (const container of containers) showEngineError(container, e);
  }
}

// A friend link opened here goes on to the play page of its game (modes/friend/friend-play.js).
useSitePages(new URL(location.href));
if (!forwardFriendLink()) void start();
