// @ts-check
// embed.html: one <mancala-game> filling the page, set up from the query
// string (`embed.html?game=anywoli&lang=es`), for sites that embed with an
// iframe instead of loading a module. The parameters are the element's
// attributes and are checked by it in the same way. play.html starts its
// board the same way (pages/play-page.js). Both pages also take `open=ID`, a kept game
// to open (the games list of another board sends it), and a bare page with
// a share link opens the link's game.

import { useSitePages } from '../element/site-pages.js';
import { engineSettings, loadEngine } from '../engine/engine.js';
import '../mancala-game.js';
import { setOpenFriendElsewhere } from '../modes/friend/friend-address.js';
import { slotName } from '../state/kept-games.js';
import { noteOpened, pageGames } from '../store/game-keeper.js';
import { setOpenElsewhere } from '../store/games-panel.js';
import { linkFragment, setOpenLinkElsewhere } from '../ui/records.js';
import { fittedBoard, placeBoard } from './fitted-board.js';

/**
 * This page's address for another game (its other parameters kept, `open` and the fragment dropped).
 * @param {string} game
 * @param {Record<string, string>} [extra]
 */
function pageFor(game, extra = {}) {
  const url = new URL(location.href);
  url.searchParams.set('game', game);
  url.searchParams.delete('open');
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  url.hash = '';
  return url.href;
}

/**
 * Makes the kept game `id` the one the board opens: its slot's game (if
 * another) is put aside first, as when a game is opened from the list, and
 * the board says so with a way to swap back; an id kept nowhere here (the
 * game deleted, or an address from another browser) is said at the board,
 * whose own game stays.
 * @param {string} id
 * @param {string | null} game  the page's game
 * @param {string | null} save  the page's save name
 * @returns {Promise<string | null>} the kept game's game key
 */
async function openKeptFirst(id, game, save) {
  const saveName = save && /^[\w-]{1,64}$/.test(save) ? save : null;
  try {
    const engine = await loadEngine();
    const store = await pageGames(engine, engineSettings());
    const entry = store.get(id);
    if (!entry || entry.unreadable || entry.hidden) {
      noteOpened({ slot: game ? slotName(game, saveName) : null, opened: null });
      return null;
    }
    const slot = slotName(entry.game, saveName);
    const before = store.inSlot(slot);
    await store.takeSlot(entry, slot).written;
    if (before && before.id !== entry.id) noteOpened({ slot, opened: { aside: before.id } });
    return entry.game;
  } catch {
    // The board says what is wrong with the engine when it starts.
    return null;
  }
}

/**
 * Starts the page's board (pages/fitted-board.js: put into the page's <main>
 * already, unless it opens a kept game, which is made its slot's game first).
 * @returns {{ board: HTMLElement, lang: import('../i18n/translate.js').Lang }}
 */
export function startFittedBoard() {
  // A lesson's last step links to this site's play page.
  useSitePages(new URL(location.href));
  const { board, lang, params, openId } = fittedBoard();
  // One board a page: a kept game or a link of another game opens this page for that game.
  setOpenElsewhere((entry) => location.assign(pageFor(entry.game, { open: entry.id })));
  setOpenLinkElsewhere((shared) => location.assign(`${pageFor(shared.game)}#${linkFragment(shared.record)}`));
  setOpenFriendElsewhere((fragment, other) => location.assign(`${pageFor(other)}${fragment}`));
  if (openId) {
    void openKeptFirst(openId, params.get('game'), params.get('save')).then((game) => {
      if (game) board.setAttribute('game', game);
      const url = new URL(location.href);
      url.searchParams.delete('open');
      if (game) url.searchParams.set('game', game);
      history.replaceState(history.state, '', url.href);
      placeBoard(board);
    });
  }
  return { board, lang };
}

if (document.body.classList.contains('embed-page')) startFittedBoard();
