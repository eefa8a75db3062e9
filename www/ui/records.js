// @ts-check
// Game records in the page: copy, download and import them (pasted or from
// a file), share links that carry a whole game in the URL fragment, and a
// replay bar that steps through a game. The engine reads and checks every
// record (Game.fromRecord) and does the stepping (undo/redo); this module
// only carries text between the page and the engine, always as text, never
// as HTML.

import { goToPly, putGame, redoMove, tellAtBoard, undoMove } from '../board/commands.js';
import { engineSettings, gameList, recordOptions } from '../engine/engine.js';
import { noticed } from '../state/board-ui.js';
import { addBoardPanel } from './board-view.js';
import { el } from './dom.js';
import { errorText } from './error-text.js';
import { linkFragment, parseShareLink } from './share-link.js';

// Share links are read and written without the engine (ui/share-link.js): the start painted first reads them too.
export { clip, linkFragment, MAX_LINK_CHARS, parseShareLink } from './share-link.js';

/** @typedef {import('../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../types.js').Engine} Engine */
/** @typedef {import('../types.js').EngineGame} EngineGame */
/** @typedef {import('../types.js').GameOptions} GameOptions */

/** @typedef {import('./share-link.js').SharedGame} SharedGame */

/**
 * A link's record read the way the player's moves are played: its options
 * and position first, then each move, so a failure names its move (not a
 * line or character of a text the player never saw).
 * @param {Engine} engine
 * @param {string} record
 * @returns {{ game: null, error: unknown } | { game: EngineGame, failed: { k: number, error: unknown } | null }}
 */
export function readMoveByMove(engine, record) {
  const moves = /^moves: (.*)$/m.exec(record)?.[1].trim().split(/\s+/).filter(Boolean) ?? [];
  /** @type {EngineGame} */
  let game;
  try {
    game = engine.fromRecord(record.replace(/^moves: .*$/m, '').trim());
  } catch (error) {
    return { game: null, error };
  }
  for (let i = 0; i < moves.length; i++) {
    try {
      game.play(moves[i]);
    } catch (error) {
      return { game, failed: { k: i + 1, error } };
    }
  }
  return { game, failed: null };
}

/** @type {SharedGame | null | undefined} the page's share link, read once a load (and at each new fragment) */
let pageLink;
let pageLinkTaken = false;

/** @type {((shared: { game: string, record: string }) => void) | null} how a one-board page opens a link of another game (pages/embed-page.js) */
let openLinkElsewhere = null;

/**
 * How this page opens a share link of another game than its board's (the
 * same page for that game); without it the board says where it opens.
 * @param {(shared: { game: string, record: string }) => void} open
 */
export function setOpenLinkElsewhere(open) {
  openLinkElsewhere = open;
}

// A link opened in the tab already showing the page changes only the
// fragment: it is read again, as at a fresh load, by the boards' panels.
if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    pageLink = undefined;
    pageLinkTaken = false;
  });
}

/**
 * The page's share link for the first board that can show it: the board of
 * its game, or for a link naming no known game, the first board that asks.
 * Taking it clears the fragment, so a reload keeps the game as played on.
 * @param {string} gameKey
 * @param {readonly string[]} knownGames
 * @returns {SharedGame | null}
 */
function takePageLink(gameKey, knownGames) {
  if (pageLink === undefined) pageLink = parseShareLink(location.hash);
  if (!pageLink || pageLinkTaken) return null;
  const named = pageLink.game !== null && knownGames.includes(pageLink.game);
  if (named && pageLink.game !== gameKey && !openLinkElsewhere) return null;
  pageLinkTaken = true;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return pageLink;
}

/** The page's address without its fragment: where share links lead back to. */
function pageAddress() {
  const url = new URL(location.href);
  url.hash = '';
  return url.href;
}

/**
 * The link that opens a game on this page: its options and all its moves.
 * @param {string} record
 */
export function shareLink(record) {
  return `${pageAddress()}#${linkFragment(record)}`;
}

/**
 * Copies text to the clipboard; where the browser refuses, puts it in
 * `box`, selected, to copy by hand.
 * @param {string} text
 * @param {HTMLTextAreaElement | HTMLInputElement} box
 * @returns {Promise<boolean>} whether it reached the clipboard
 */
export async function copyOrSelect(text, box) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    box.value = text;
    box.select();
    return false;
  }
}

/**
 * The panel under a board: replay bar, record and share-link buttons, import.
 */
export class RecordPanel {
  /**
   * @param {MancalaBoard} board
   * @param {Engine} engine
   * @param {readonly string[]} knownGames  every game key, to tell which board a link is for
   */
  constructor(board, engine, knownGames) {
    this.board = board;
    this.engine = engine;
    /** @type {string[]} the longest line of moves being replayed; the view is a prefix of it (kept across reloads) */
    this.line = [...board.record.line];
    /** @type {{ key: string, params?: Record<string, string | number> } | null} */
    this.message = null;
    this.ui = this.createElements();
    addBoardPanel(board.root, this.ui.details);
    board.subscribe(({ record }) => this.update(record));
    this.wire();
    this.update();
    this.knownGames = knownGames;
    const shared = takePageLink(board.key, knownGames);
    if (shared) this.openShared(shared);
    this.onHashChange = () => {
      const link = takePageLink(board.key, knownGames);
      if (link) this.openShared(link);
    };
    window.addEventListener('hashchange', this.onHashChange);
  }

  dispose() {
    window.removeEventListener('hashchange', this.onHashChange);
  }

  createElements() {
    const button = (/** @type {string} */ cls) => el('button', { type: 'button', class: cls });
    const first = button('mg-replay-first');
    const back = button('mg-replay-back');
    const forward = button('mg-replay-forward');
    const last = button('mg-replay-last');
    const slider = el('input', { type: 'range', class: 'mg-replay-slider', min: '0', max: '0', step: '1', value: '0' });
    const at = el('span', { class: 'mg-replay-at' });
    const copy = button('mg-record-copy');
    const download = button('mg-record-download');
    const share = button('mg-record-share');
    const importLabel = el('label', { class: 'mg-import-label' });
    const text = el('textarea', { class: 'mg-import-text', rows: '3', spellcheck: 'false' });
    importLabel.append(text);
    const load = button('mg-import-load');
    const fileLabel = el('label', { class: 'mg-import-file' });
    const file = el('input', { type: 'file', accept: '.txt,text/plain' });
    const fileText = el('span');
    fileLabel.append(fileText, file);
    const message = el('p', { class: 'mg-record-message', role: 'status' });
    const summary = el('summary');
    const details = el('details', { class: 'mg-records' }, [
      summary,
      el('div', { class: 'mg-replay' }, [first, back, slider, forward, last, at]),
      el('div', { class: 'mg-record-buttons' }, [copy, download, share]),
      importLabel,
      el('div', { class: 'mg-record-buttons' }, [load, fileLabel]),
      message,
    ]);
    return { details, summary, first, back, forward, last, slider, at, copy, download, share, importLabel, text, load, fileText, file, message };
  }

  wire() {
    const ui = this.ui;
    const board = this.board;
    // The replay's buttons are the board's undo, redo and go-to commands (board/commands.js), as a script's calls are.
    ui.first.addEventListener('click', () => tellAtBoard(board, goToPly(board, 0)));
    ui.back.addEventListener('click', () => tellAtBoard(board, undoMove(board)));
    ui.forward.addEventListener('click', () => tellAtBoard(board, redoMove(board)));
    ui.last.addEventListener('click', () => tellAtBoard(board, goToPly(board, this.line.length)));
    ui.slider.addEventListener('input', () => tellAtBoard(board, goToPly(board, Number(ui.slider.value))));
    // (A tap on a move of the Moves list is the board's own: board/commands.js followMoveList.)
    ui.copy.addEventListener('click', () => this.copy(board.record.recordText, 'record.copied'));
    ui.share.addEventListener('click', () => this.copy(shareLink(board.record.recordText), 'record.linkCopied'));
    ui.download.addEventListener('click', () => this.download());
    ui.load.addEventListener('click', () => this.importText(ui.text.value));
    ui.file.addEventListener('change', () => {
      const chosen = ui.file.files?.[0];
      ui.file.value = '';
      if (chosen) void this.importFile(chosen);
    });
  }

  /**
   * @param {string} key
   * @param {Record<string, string | number>} [params]
   */
  say(key, params) {
    this.message = { key, params };
    this.update();
  }

  /**
   * @param {string} text
   * @param {string} doneKey
   */
  async copy(text, doneKey) {
    this.say((await copyOrSelect(text, this.ui.text)) ? doneKey : 'record.copyFailed');
  }

  download() {
    const { recordText, view } = this.board.record;
    const url = URL.createObjectURL(new Blob([recordText], { type: 'text/plain;charset=utf-8' }));
    const link = el('a', { href: url, download: `${this.board.key}-${view.moves.length}-moves.txt` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    this.say('record.downloaded');
  }

  /** @param {File} file */
  async importFile(file) {
    const max = engineSettings().maxRecordLength;
    if (file.size > max * 4) {
      this.say('record.tooLong', { n: file.size, max });
      return;
    }
    try {
      this.importText(await file.text());
    } catch {
      this.say('record.fileError');
    }
  }

  /**
   * Loads pasted text: a record, or a share link (one line with `#…game=…`).
   * @param {string} text
   */
  importText(text) {
    const trimmed = text.trim();
    if (trimmed === '') {
      this.say('record.empty');
      return;
    }
    const max = engineSettings().maxRecordLength;
    if (trimmed.length > max) {
      this.say('record.tooLong', { n: trimmed.length, max });
      return;
    }
    const hash = trimmed.indexOf('#');
    const shared = hash >= 0 && !trimmed.includes('\n') ? parseShareLink(trimmed.slice(hash)) : null;
    if (shared) {
      this.loadShared(shared, 'record.error');
    } else {
      this.loadRecord(trimmed, 'record.error');
    }
  }

  /**
   * A share link found in the page's address.
   * @param {SharedGame} shared
   */
  openShared(shared) {
    this.ui.details.open = !this.board.fit;
    this.board.root.scrollIntoView({ block: 'start' });
    const t = this.board.t;
    /** A link that does not load: why, in the panel and at the board, where the saved game stays. */
    const fail = (/** @type {string} */ error) => {
      this.say('link.error', { error });
      this.board.say('link.error', { error });
    };
    if ('error' in shared) {
      fail(t(shared.error, { detail: shared.detail ?? '' }));
      return;
    }
    if (shared.game !== this.board.key && this.knownGames.includes(shared.game)) {
      // A link of another game: said at the board, with a way to its own board where the page has one.
      const name = gameList().find((g) => g.key === shared.game)?.name ?? shared.game;
      const open = openLinkElsewhere;
      this.board.say('link.otherGame', { game: name }, open ? { key: 'link.openOther', params: { game: name }, run: () => open(shared) } : undefined);
      return;
    }
    const read = readMoveByMove(this.engine, shared.record);
    if (!read.game) {
      fail(errorText(t, read.error, false));
      return;
    }
    if (!read.failed) {
      this.loadGame(read.game, 'link', 'link.error');
      return;
    }
    // The link breaks at a move: its error names the move, and where its first
    // moves still make a game, the board offers to load them (the saved game
    // stays until the player chooses; replaced, it is put aside).
    const { k, error } = read.failed;
    const words = errorText(t, error, false);
    const game = read.game;
    fail(t('engine.onMove', { ply: k, text: words }));
    if (k > 1) {
      this.board.say(
        'notice.linkPrefix',
        { k, error: words },
        { key: 'notice.loadPrefix', params: { n: k - 1 }, run: () => this.loadGame(game, 'link', 'link.error') },
      );
    } else {
      game.close();
    }
  }

  /**
   * @param {SharedGame} shared
   * @param {string} errorKey  how the failure is introduced (a pasted text or the page's link)
   * @returns {boolean} whether the game was loaded
   */
  loadShared(shared, errorKey) {
    if ('error' in shared) {
      this.say(errorKey, { error: this.board.t(shared.error, { detail: shared.detail ?? '' }) });
      return false;
    }
    const read = readMoveByMove(this.engine, shared.record);
    if (!read.game) {
      this.say(errorKey, { error: errorText(this.board.t, read.error, false) });
      return false;
    }
    if (read.failed) {
      read.game.close();
      this.say(errorKey, { error: this.board.t('engine.onMove', { ply: read.failed.k, text: errorText(this.board.t, read.failed.error, false) }) });
      return false;
    }
    return this.loadGame(read.game, 'link', errorKey);
  }

  /**
   * Reads a record with the engine; on any failure the current game stays.
   * @param {string} record
   * @param {string} errorKey
   * @returns {boolean} whether the game was loaded
   */
  loadRecord(record, errorKey) {
    /** @type {EngineGame} */
    let game;
    try {
      game = this.engine.fromRecord(record);
    } catch (e) {
      this.say(errorKey, { error: errorText(this.board.t, e) });
      return false;
    }
    return this.loadGame(game, 'record', errorKey);
  }

  /**
   * Puts a game read from a record or a link on the board; the board's game is put aside.
   * @param {EngineGame} game
   * @param {import('../state/kept-games.js').AsideReason} reason
   * @param {string} errorKey
   * @returns {boolean} whether the game was loaded
   */
  loadGame(game, reason, errorKey) {
    const other = game.nameIfOther(this.board.key);
    if (other !== null) {
      this.say(errorKey, { error: this.board.t('record.otherGame', { game: other }) });
      return false;
    }
    this.line = [];
    putGame(this.board, game, recordOptions(game.record()), true, reason);
    // The board refreshed with the game on it: its record says what it shows.
    const { notice: shelved, view } = this.board.record;
    this.say('record.loaded', { game: view.name, n: view.moves.length });
    // The board's notice (the game put aside, with its Bring back) stays.
    this.board.update((s) => noticed(s, shelved));
    return true;
  }

  /**
   * A link beside the record buttons, worded by `key` (the info page's Play a friend, on the play page).
   * @param {string} href
   * @param {string} key
   */
  addLink(href, key) {
    this.ui.share.after(el('a', { href, class: 'mg-record-link', 'data-text': key }));
    this.update();
  }

  /**
   * Brings texts and the replay bar in line with the board's view.
   * @param {import('../state/board-record.js').BoardRecord} [record]  the board's record (of its last refresh unless a refresh hands it)
   */
  update(record = this.board.record) {
    const ui = this.ui;
    const t = this.board.t;
    const view = record.view;
    const moves = view.moves;
    const followsLine = moves.length <= this.line.length && moves.every((move, i) => move === this.line[i]);
    if (!followsLine) this.line = [...moves];
    ui.slider.max = String(this.line.length);
    ui.slider.value = String(moves.length);
    ui.slider.disabled = this.line.length === 0;
    ui.first.disabled = !view.can_undo;
    ui.back.disabled = !view.can_undo;
    ui.forward.disabled = !view.can_redo;
    ui.last.disabled = !view.can_redo;
    ui.at.textContent = t('replay.at', { k: moves.length, n: this.line.length });

    ui.summary.textContent = t('record.title');
    // Triangles every system font has (the media-control symbols are often missing).
    ui.first.textContent = '|◀';
    ui.back.textContent = '◀';
    ui.forward.textContent = '▶';
    ui.last.textContent = '▶|';
    for (const [button, key] of /** @type {const} */ ([
      [ui.first, 'replay.first'],
      [ui.back, 'replay.back'],
      [ui.forward, 'replay.forward'],
      [ui.last, 'replay.last'],
    ])) {
      button.setAttribute('aria-label', t(key));
      button.title = t(key);
    }
    ui.slider.setAttribute('aria-label', t('replay.slider'));
    ui.copy.textContent = t('record.copy');
    ui.download.textContent = t('record.download');
    ui.share.textContent = t('record.share');
    for (const link of ui.details.querySelectorAll('a[data-text]')) link.textContent = t(/** @type {HTMLElement} */ (link).dataset.text ?? '');
    this.setLabel(ui.importLabel, t('record.paste'));
    ui.load.textContent = t('record.load');
    ui.fileText.textContent = t('record.file');
    ui.message.textContent = this.message ? t(this.message.key, this.message.params) : '';
    ui.message.hidden = !this.message;
  }

  /**
   * Sets the text of a label that wraps its control, keeping the control.
   * @param {HTMLLabelElement} label
   * @param {string} text
   */
  setLabel(label, text) {
    const first = label.firstChild;
    if (first && first.nodeType === Node.TEXT_NODE) first.textContent = text;
    else label.prepend(text);
  }
}
