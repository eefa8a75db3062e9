// @ts-check
// Where friend links come in and where they lead (modes/friend/friend-play.js plays
// them): the page's address taken by the board of the link's game, a link
// opened on a page without friend games sent on to its game's play page,
// and the address a link to send is made on.

import { sitePlayPage } from '../../element/site-pages.js';
import { isFriendFragment, PLAY_FRIEND_HASH } from './friend-kept.js';
import { friendLinkGame } from './friend-link.js';

export { PLAY_FRIEND_HASH };

/** @type {((fragment: string, game: string) => void) | null} how a one-board page opens a friend link of another game */
let openFriendElsewhere = null;

/**
 * How this page opens a friend link of another game than its board's.
 * @param {(fragment: string, game: string) => void} open
 */
export function setOpenFriendElsewhere(open) {
  openFriendElsewhere = open;
}

/**
 * The page's friend link for the first board that can open it: the board of
 * its game, or for a link naming no known game, the first board that asks.
 * Taking it clears the address, so a reload does not open it again.
 * @param {string} gameKey
 * @param {readonly string[]} knownGames
 * @returns {string | null} the fragment
 */
export function takeFriendFragment(gameKey, knownGames) {
  const hash = location.hash;
  if (!isFriendFragment(hash)) return null;
  const game = friendLinkGame(hash);
  if (game && knownGames.includes(game) && game !== gameKey) {
    // Left for that game's board on this page, or opened on that game's own page.
    openFriendElsewhere?.(hash, game);
    return null;
  }
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return hash;
}

/**
 * A friend link in the address of a page without friend games of its own
 * (the info page) goes on to the play page of its game.
 * @returns {boolean} whether the page is going there
 */
export function forwardFriendLink() {
  if (!isFriendFragment(location.hash)) return false;
  const game = friendLinkGame(location.hash);
  // A link naming no game the page knows goes to the play page, which says what is wrong with it.
  location.replace(game ? friendUrl(game, location.hash) : new URL(`play.html${location.hash}`, location.href).href);
  return true;
}

/**
 * Where a friend link leads: the site's play page for the game, or off the
 * site the page the board is on.
 * @param {string} game
 * @param {string} fragment
 */
export function friendUrl(game, fragment) {
  const page = sitePlayPage(`game=${game}`);
  const url = new URL(page ?? location.href);
  url.hash = fragment;
  return url.href;
}
