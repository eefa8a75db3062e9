// @ts-check
// The site's own pages (play.html), where a lesson's last step sends the
// learner to play the game or its puzzles. Only the site's pages name
// them (pages/embed-page.js); an element on anyone else's page has no such pages, so
// its lesson offers to switch the board itself to play or puzzles instead
// (lesson-panel.js): never a link to a page that is not there.

/** @type {URL | null} the folder of the site's pages, once a page of the site said so */
let folder = null;

/**
 * Called by the site's pages: play.html is in `url`'s folder.
 * @param {URL} url
 */
export function useSitePages(url) {
  folder = new URL('../', url);
}

/**
 * The site's play page with this query, or null off the site.
 * @param {string} query
 * @returns {string | null}
 */
export function sitePlayPage(query) {
  return folder ? new URL(`play.html?${query}`, folder).href : null;
}
