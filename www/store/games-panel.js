// @ts-check
// Games: every game kept on this device (store/games-store.js), in a panel beside
// each board: open or resume one, delete one (with an undo), export them all
// as one file and import such a file back. A game of another kind opens on
// its own board where the page has one (openElsewhere); an unreadable old
// save is listed with its text to download, never deleted by the page. When
// storage runs short the panel says so and offers, after the export, to
// delete the finished games, oldest first.

import { openKeptGame } from '../board/board-games.js';
import { gameList } from '../engine/engine.js';
import { whoActs } from '../modes/friend/friend-game.js';
import { droppable } from '../state/kept-games.js';
import { addBoardPanel } from '../ui/board-view.js';
import { el, svg, withName } from '../ui/dom.js';
import { openKept } from './game-keeper.js';
import { downloadGames, downloadRecord, importGames } from './games-file.js';

/** @typedef {import('../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('./games-store.js').GamesStore} GamesStore */
/** @typedef {import('../state/kept-games.js').KeptEntry} KeptEntry */

/** @type {((entry: KeptEntry) => void) | null} how this page opens a game of another kind (pages/play-page.js, pages/info-page.js) */
let openElsewhere = null;

/**
 * How the page opens a kept game of another kind than a board's (its own
 * board, another page); without it such games are listed without Open.
 * @param {(entry: KeptEntry) => void} open
 */
export function setOpenElsewhere(open) {
  openElsewhere = open;
}

/**
 * Where a games list stands: beside a board (its game, its slot, its
 * words), or on a page of its own (the info page: no board, every game
 * opens on its own).
 * @typedef {object} GamesHost
 * @property {(key: string, params?: Record<string, string | number>) => string} t
 * @property {string} lang
 * @property {string | null} key  the board's game
 * @property {string | null} saveKey  the board's slot
 * @property {import('../types.js').Engine | null} engine  reads each game's position for its score and picture
 * @property {((entry: KeptEntry) => void) | null} openHere  opens a game of the board's kind on it
 * @property {(panel: HTMLElement) => void} place
 * @property {((listener: () => void) => void) | null} subscribe  hears of each change of the board's game
 */

/**
 * A board as the host of its games list.
 * @param {MancalaBoard} board
 * @returns {GamesHost}
 */
export function boardHost(board) {
  return {
    get t() {
      return board.t;
    },
    get lang() {
      return board.lang;
    },
    key: board.key,
    saveKey: board.saveKey,
    engine: board.engine,
    openHere: (entry) => openKeptGame(board, entry),
    place: (panel) => addBoardPanel(board.root, panel),
    subscribe: (listener) => void board.subscribe(listener),
  };
}

export class GamesPanel {
  /**
   * @param {GamesHost} host
   * @param {GamesStore} store
   */
  constructor(host, store) {
    this.host = host;
    this.store = store;
    /** @type {KeptEntry | null} the game last deleted, to undo */
    this.deleted = null;
    /** @type {{ key: string, params?: Record<string, string | number> } | null} */
    this.message = null;
    /** Asked once to confirm deleting the finished games. */
    this.confirmDrop = false;
    /** @type {Map<string, { record: string, at: number | undefined, view: import('../types.js').View | null }>} each listed game's position, read once a version */
    this.views = new Map();
    const summary = el('summary');
    this.list = el('ul', { class: 'mg-games-list' });
    this.where = el('p', { class: 'mg-games-where' });
    this.status = el('p', { class: 'mg-games-message', role: 'status' });
    this.undoButton = el('button', { type: 'button', class: 'mg-games-undo' });
    this.exportButton = el('button', { type: 'button', class: 'mg-games-export' });
    this.fileText = el('span');
    this.file = el('input', { type: 'file', accept: '.json,application/json' });
    this.dropButton = el('button', { type: 'button', class: 'mg-games-drop' });
    this.summary = summary;
    this.details = el('details', { class: 'mg-games' }, [
      summary,
      this.where,
      this.list,
      el('div', { class: 'mg-record-buttons' }, [this.exportButton, el('label', { class: 'mg-import-file' }, [this.fileText, this.file]), this.dropButton]),
      el('div', { class: 'mg-games-status' }, [this.status, this.undoButton]),
    ]);
    host.place(this.details);
    this.exportButton.addEventListener('click', () => downloadGames(store));
    this.undoButton.addEventListener('click', () => this.undoDelete());
    this.dropButton.addEventListener('click', () => this.dropFinished());
    this.file.addEventListener('change', () => {
      const chosen = this.file.files?.[0];
      this.file.value = '';
      if (chosen) void this.importFile(chosen);
    });
    this.details.addEventListener('toggle', () => this.update());
    host.subscribe?.(() => this.update());
    this.stop = store.listen(() => this.update());
    this.update();
  }

  /**
   * @param {string} key
   * @param {Record<string, string | number>} [params]
   */
  say(key, params) {
    this.message = { key, params };
    this.update();
  }

  /** @param {File} file */
  async importFile(file) {
    let text;
    try {
      text = await file.text();
    } catch {
      this.say('record.fileError');
      return;
    }
    const result = await importGames(this.store, text);
    if ('error' in result) this.say('games.importError', { error: this.host.t(result.error) });
    else this.say('games.imported', { n: result.added, skipped: result.skipped });
  }

  /** @param {KeptEntry} entry */
  async remove(entry) {
    this.deleted = entry;
    await this.store.remove(entry.id);
    this.say('games.deleted', { game: this.gameName(entry) });
  }

  async undoDelete() {
    const entry = this.deleted;
    this.deleted = null;
    if (!entry) return;
    await this.store.put(entry);
    this.say('games.restored', { game: this.gameName(entry) });
  }

  /** Deletes the finished games put aside, oldest first, once the player confirmed it. */
  async dropFinished() {
    const finished = droppable([...this.store.games.values()]);
    if (!this.confirmDrop) {
      this.confirmDrop = true;
      this.say('games.dropConfirm', { n: finished.length });
      return;
    }
    this.confirmDrop = false;
    for (const entry of finished) await this.store.remove(entry.id);
    this.say('games.dropped', { n: finished.length });
  }

  /** @param {KeptEntry} entry */
  open(entry) {
    if (entry.game === this.host.key && this.host.openHere) this.host.openHere(entry);
    else openElsewhere?.(entry);
  }

  /** @param {KeptEntry} entry */
  gameName(entry) {
    return gameList().find((g) => g.key === entry.game)?.name ?? this.host.t('games.unknownGame');
  }

  /**
   * One row's words: the game, who plays (a friend's name isolated), when, how far, whose turn or the result.
   * @param {KeptEntry} entry
   * @returns {Array<Node | string>}
   */
  describe(entry) {
    const t = this.host.t;
    const s = entry.summary;
    const when = new Date(entry.updated || entry.created).toLocaleString(this.host.lang, { dateStyle: 'medium', timeStyle: 'short' });
    const state = entry.unreadable
      ? t('games.unreadable')
      : s.over
        ? s.winner
          ? t('games.won', { player: t(`player.${s.winner}`) })
          : t('games.drawn')
        : s.toMove
          ? t('games.toMove', { player: t(`player.${s.toMove}`) })
          : t('games.opening');
    // A game with moves taken back: how far it is played of its whole line.
    const line = entry.at === undefined ? null : (/^moves:(.*)$/m.exec(entry.record)?.[1].trim().split(/\s+/).filter(Boolean).length ?? 0);
    const played =
      line === null
        ? t(s.moves === 1 ? 'games.moves.one' : 'games.moves', { n: s.moves })
        : t(line === 1 ? 'games.movesOf.one' : 'games.movesOf', { k: s.moves, n: line });
    const view = this.viewOf(entry);
    const score = view ? t('games.score', { b: view.score.B, a: view.score.A }) : null;
    const friend = entry.friend;
    const opponent = friend
      ? withName(t, 'games.vsFriend', friend.name || t('friend.yourFriend'))
      : t(entry.opponent === 'computer' ? 'games.vsComputer' : 'games.twoPlayers');
    const parts = [
      this.gameName(entry),
      opponent,
      when,
      played,
      ...(score ? [score] : []),
      friend && !entry.unreadable ? this.friendState(entry, friend, state) : state,
    ];
    if (entry.slot !== null && entry.slot === this.host.saveKey) parts.push(t('games.onBoard'));
    else if (entry.slot !== null && this.host.saveKey === null) parts.push(t('games.onItsBoard'));
    if (this.store.unsaved.has(entry.id)) parts.push(t('games.notSaved'));
    return parts.flatMap((part, i) => [...(i === 0 ? [] : [' · ']), ...(Array.isArray(part) ? part : [part])]);
  }

  /**
   * A kept game's position as the engine reads it (null: unreadable, or no engine here).
   * @param {KeptEntry} entry
   */
  viewOf(entry) {
    const engine = this.host.engine;
    if (!engine || entry.unreadable) return null;
    const known = this.views.get(entry.id);
    if (known && known.record === entry.record && known.at === entry.at) return known.view;
    const view = openKept(engine, entry)?.view() ?? null;
    this.views.set(entry.id, { record: entry.record, at: entry.at, view });
    return view;
  }

  /**
   * A small picture of a kept game's position: each hole a disc, darker
   * the more seeds, its count written in it (the row's text says the rest).
   * @param {KeptEntry} entry
   * @returns {Element[]}
   */
  picture(entry) {
    const view = this.viewOf(entry);
    if (!view) return [];
    const picture = svg('svg', { class: 'mg-games-picture', viewBox: `0 0 ${view.cols * 10} ${view.rows * 10}`, 'aria-hidden': 'true' });
    const most = Math.max(1, ...view.holes.map((h) => h.seeds));
    for (const hole of view.holes) {
      const x = hole.col * 10 + 5;
      const y = hole.row * 10 + 5;
      picture.append(
        svg('circle', {
          cx: x,
          cy: y,
          r: 4.4,
          class: `mg-games-hole mg-games-hole-${hole.owner}`,
          'fill-opacity': (0.25 + (0.75 * hole.seeds) / most).toFixed(2),
        }),
        svg('text', { x, y: y + 1.8, 'text-anchor': 'middle' }, hole.seeds > 0 ? String(hole.seeds) : ''),
      );
    }
    return [picture];
  }

  /**
   * A game with a friend by links: whose turn, as this device sees it (or who resigned, a draw agreed, or the result).
   * @param {KeptEntry} entry
   * @param {import('../modes/friend/friend-game.js').FriendGame} friend
   * @param {string} result  the words of a finished game's result
   */
  friendState(entry, friend, result) {
    const t = this.host.t;
    const s = entry.summary;
    if (friend.shared.resigned) return t('games.resigned', { player: t(`player.${friend.shared.resigned}`) });
    if (friend.shared.drawAgreed) return t('games.drawAgreed');
    const acts = whoActs(friend, { phase: s.toMove === null && !s.over ? 'race' : 'play', over: s.over, to_move: s.toMove ?? friend.side });
    return acts === 'over' ? result : t(acts === 'me' ? 'games.yourTurn' : 'games.theirTurn');
  }

  /** Brings the panel in line with the store (its rows only while it is open). */
  update() {
    const t = this.host.t;
    const games = this.store.list();
    this.summary.textContent = t('games.title', { n: games.length });
    this.exportButton.textContent = t('games.export');
    this.fileText.textContent = t('games.import');
    this.undoButton.textContent = t('games.undo');
    this.undoButton.hidden = this.deleted === null;
    const finished = droppable([...this.store.games.values()]).length;
    this.dropButton.textContent = t(this.confirmDrop ? 'games.dropYes' : 'games.drop', { n: finished });
    this.dropButton.hidden = finished === 0 || (this.store.unsaved.size === 0 && !this.confirmDrop);
    this.where.textContent = this.store.kind === 'indexeddb' ? '' : t(this.store.kind === 'localstorage' ? 'games.inLocal' : 'games.inMemory');
    this.where.hidden = this.store.kind === 'indexeddb';
    this.status.textContent = this.message ? t(this.message.key, this.message.params) : '';
    if (!this.details.open) return;
    const rows = games.map((entry) => {
      const buttons = [];
      // The game on this board: nothing to open, and deleted only once put aside. On a page
      // without a board (the info page) a game on a board is opened, and so shown, on it.
      const here = entry.slot !== null && (entry.slot === this.host.saveKey || this.host.saveKey === null);
      const openable = this.host.saveKey === null || !here;
      if (!entry.unreadable && openable && ((entry.game === this.host.key && this.host.openHere) || openElsewhere)) {
        const open = el('button', { type: 'button', class: 'mg-games-open' }, [t(entry.summary.over ? 'games.open' : 'games.resume')]);
        open.addEventListener('click', () => this.open(entry));
        buttons.push(open);
      }
      if (entry.unreadable) {
        const download = el('button', { type: 'button', class: 'mg-games-download' }, [t('games.download')]);
        download.addEventListener('click', () => downloadRecord(entry));
        buttons.push(download);
      }
      if (!here) {
        const remove = el('button', { type: 'button', class: 'mg-games-delete' }, [t('games.delete')]);
        remove.addEventListener('click', () => void this.remove(entry));
        buttons.push(remove);
      }
      return el('li', { class: 'mg-games-row', 'data-id': entry.id, 'data-game': entry.game }, [
        ...this.picture(entry),
        el('span', { class: 'mg-games-text' }, this.describe(entry)),
        ...buttons,
      ]);
    });
    if (rows.length === 0) rows.push(el('li', { class: 'mg-games-empty' }, [t('games.none')]));
    this.list.replaceChildren(...rows);
  }

  dispose() {
    this.stop();
  }
}
