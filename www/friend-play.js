// @ts-check
// A game with a friend by links on one board (docs/EMBED.md §3): starting
// one, opening the friend's link (checked against this device's copy by
// state/friend-game.js, its moves by the engine), the friend's new moves
// animated, only this device's side playable, the Sulus Aidi opening and
// Anywoli's lottery chosen by commit and reveal, and the next link made
// after each turn. The friend game is kept with the board's game
// (game-keeper.js keeps its `friend` part through every save); the panel
// (ui/friend-panel.js) shows it and sends the player's intents here.

import { turnBoard } from './board-layout.js';
import { gameInfo } from './engine/engine.js';
import { openKept } from './game-keeper.js';
import { sitePlayPage } from './site-pages.js';
import { said } from './state/board-ui.js';
import { cleanName, commitRace, knownLastFour, linkToSend, newFriendGame, newFriendId, otherSide, raceState, takeLink, whoActs } from './state/friend-game.js';
import { encodeFriendLink, friendLinkGame, gameOfRecord, isFriendFragment, readFriendLink, recordOf } from './state/friend-link.js';
import { summaryOf } from './state/kept-games.js';
import { drawLottery } from './state/options.js';
import { showToast } from './ui/board-toast.js';
import { readOptionsForm } from './ui/board-view.js';
import { errorText } from './ui/error-text.js';
import { readMoveByMove, recordOptions } from './ui/records.js';

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('./types.js').Engine} Engine */
/** @typedef {import('./types.js').EngineGame} EngineGame */
/** @typedef {import('./state/friend-game.js').FriendGame} FriendGame */
/** @typedef {import('./state/friend-link.js').FriendLink} FriendLink */
/** @typedef {import('./state/friend-link.js').Side} Side */
/** @typedef {import('./state/kept-games.js').KeptEntry} KeptEntry */

/**
 * What a board asks of its friend game (board.friend): whether it waits for
 * the friend, a hole chosen (refused with a reason, or a hidden opening
 * pick taken here), whether a move may be taken back, a rematch.
 * @typedef {object} FriendHooks
 * @property {() => boolean} waiting  no move of this device's is taken now (the friend's turn, or the opening, picked on the board)
 * @property {() => Side | null} friendSide  the side the friend plays (so this device picks the opening for its own)
 * @property {(label: string) => boolean} takeHole  true: the choice was handled here (refused or picked)
 * @property {() => boolean} mayUndo  false: the move would be one the friend has seen (said at the board)
 * @property {() => void} rematch
 */

/** A message of the panel's: an i18n key and its values. */
/** @typedef {{ key: string, params?: Record<string, string | number> }} Said */

/** Where the player's own name is remembered (board.storage), sent with each link. */
export const NAME_KEY = 'friend:name';

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

/** The play page's address fragment that opens its Play a friend panel (the info page's boards link there). */
export const PLAY_FRIEND_HASH = '#play-friend';

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

/** The moves of a kept game as far as it is played. @param {KeptEntry} entry */
function keptMoves(entry) {
  const moves = gameOfRecord(entry.record).moves;
  return entry.at === undefined ? moves : moves.slice(0, entry.at);
}

export class FriendPlay {
  /**
   * @param {MancalaBoard} board
   * @param {Engine} engine
   * @param {() => void} changed  the panel redraws
   */
  constructor(board, engine, changed) {
    this.board = board;
    this.engine = engine;
    this.changed = changed;
    /** The side the board showed at the bottom before a friend game turned it (null: not turned). */
    /** @type {import('./types.js').Player | null} */
    this.turnedFrom = null;
    /** @type {{ game: EngineGame, friend: FriendGame } | null} a friend game on a board that keeps nothing */
    this.loose = null;
    /** @type {string | null} the link to send now (a whole URL) */
    this.link = null;
    /** What the link in hand was made from, so each is made (and announced) once. */
    this.linkMadeFrom = '';
    /** @type {Said | null} */
    this.message = null;
    /** Moves of the friend's still to animate (each redone in turn). */
    this.replaying = false;
    /** How many links were opened on this board. */
    this.opened = 0;
    /** The opening move last tried, so a refused one is not tried again and again. */
    this.raceTried = '';
    /** @type {FriendHooks} */
    this.hooks = {
      waiting: () => this.waiting(),
      friendSide: () => (this.friend ? otherSide(this.friend.side) : null),
      takeHole: (label) => this.takeHole(label),
      mayUndo: () => this.mayUndo(),
      rematch: () => void this.rematch(),
    };
  }

  /** @returns {FriendGame | null} the board's friend game, if its game is one */
  get friend() {
    const keeper = this.board.keeper;
    if (keeper) return keeper.entry?.friend ?? null;
    return this.loose?.game === this.board.game ? this.loose.friend : null;
  }

  /**
   * Keeps the friend part with the board's game.
   * @param {FriendGame} friend
   */
  keep(friend) {
    const keeper = this.board.keeper;
    if (keeper?.entry) keeper.entry = { ...keeper.entry, friend };
    else this.loose = { game: this.board.game, friend };
    this.board.save();
    this.board.refresh();
  }

  /**
   * @param {string} key
   * @param {Record<string, string | number>} [params]
   */
  say(key, params) {
    this.message = { key, params };
    this.changed();
  }

  /** After every change of the board: its hooks and side, the opening, the link. */
  sync() {
    const board = this.board;
    const friend = this.friend;
    board.playWithFriend(friend ? this.hooks : null);
    // A friend game shows this device's side at the bottom; once it leaves the
    // board, the side the board showed before (a page's flip() included) comes back.
    if (friend && this.turnedFrom === null) this.turnedFrom = board.painter.bottom;
    const bottom = friend ? friend.side : this.turnedFrom;
    if (!friend) this.turnedFrom = null;
    if (bottom !== null) turnBoard(board, bottom);
    if (!friend) {
      this.link = null;
      this.linkMadeFrom = '';
      return;
    }
    // The friend plays the other side, never the computer.
    if (board.computer.side() !== null) return board.computer.setPlayers({ opponent: 'human' });
    if (board.flow.animator.running || this.replaying) return;
    const opening = board.view.phase === 'race' ? raceState(friend).move : null;
    if (opening && opening !== this.raceTried) {
      // Both opening holes are known here: the opening is played, and the next link reveals this device's.
      this.raceTried = opening;
      board.flow.play(opening, true);
      return;
    }
    this.makeLink(friend);
  }

  /**
   * The link to send, made once the friend is to act (or the game ended);
   * the page hears of each new one (`mancala-friend-link`).
   * @param {FriendGame} friend
   */
  makeLink(friend) {
    const view = this.board.view;
    const acts = whoActs(friend, view);
    if (acts === 'me') {
      this.link = null;
      this.linkMadeFrom = '';
      return;
    }
    const shared = linkToSend(friend, view.moves);
    const from = JSON.stringify(shared);
    if (from === this.linkMadeFrom) return;
    this.linkMadeFrom = from;
    this.link = null;
    void encodeFriendLink(shared).then((fragment) => {
      if (this.linkMadeFrom !== from) return;
      this.link = friendUrl(shared.game, fragment);
      const detail = { game: shared.game, link: this.link, side: friend.side, turn: acts, moves: view.moves.length };
      this.board.root.dispatchEvent(new CustomEvent('mancala-friend-link', { bubbles: true, detail }));
      this.changed();
    });
  }

  /** Whether the board takes no move of this device's now. */
  waiting() {
    const friend = this.friend;
    return friend !== null && (this.board.view.phase === 'race' || whoActs(friend, this.board.view) !== 'me');
  }

  /**
   * A hole chosen on the board: refused with a reason when it is not this
   * device's to play, taken as the hidden opening pick, or left to the board.
   * @param {string} label
   */
  takeHole(label) {
    const board = this.board;
    const friend = this.friend;
    const hole = board.view.holes.find((h) => h.label === label);
    if (!friend || !hole || board.flow.animator.running || this.replaying) return false;
    const acts = whoActs(friend, board.view);
    if (acts === 'over') return false;
    /** @param {string} key @param {Record<string, string | number>} [params] */
    const refuse = (key, params = {}) => {
      const message = board.t(key, { name: this.friendName(), hole: label, side: board.playerName(friend.side), ...params });
      board.update((s) => said(s, message));
      board.announce(message);
      showToast(board.ui.toast, message);
      return true;
    };
    if (acts === 'them') return refuse('friend.theirTurn');
    if (hole.owner !== friend.side) return refuse('friend.notYourHole', { owner: board.playerName(hole.owner) });
    if (board.view.phase !== 'race') return false;
    if (!hole.playable) return refuse(`blocked.${hole.blocked_code ?? 'other'}`);
    void this.pickOpening(friend, label);
    return true;
  }

  /**
   * This device's opening hole: committed (the first player) or sent in the
   * clear (the friend, answering a commitment).
   * @param {FriendGame} friend
   * @param {string} hole
   */
  async pickOpening(friend, hole) {
    const picked = friend.shared.race ? { ...friend, shared: { ...friend.shared, racePick: hole } } : await commitRace(friend, hole);
    this.keep(picked);
    const message = this.board.t(friend.shared.race ? 'friend.pickSent' : 'friend.pickHidden', { hole, name: this.friendName() });
    this.board.update((s) => said(s, message));
    this.board.announce(message);
  }

  /** Whether the last move may be taken back: only one played here since the friend's last link. */
  mayUndo() {
    const friend = this.friend;
    const moves = this.board.view.moves;
    if (!friend || (moves.length > friend.seen && !moves[moves.length - 1]?.includes('+') && !friend.shared.resigned)) return true;
    const message = this.board.t('friend.noUndo', { name: this.friendName() });
    this.board.update((s) => said(s, message));
    showToast(this.board.ui.toast, message);
    return false;
  }

  /** The friend's name, or words for them. */
  friendName() {
    return this.friend?.name || this.board.t('friend.yourFriend');
  }

  /**
   * Starts a game with a friend on the board (the board's game is put aside).
   * @param {{ side: Side, myName: string, start: Side }} choice
   */
  async start(choice) {
    const board = this.board;
    const form = readOptionsForm(board.ui, drawLottery);
    // The game's own options (Anywoli's last four and stall limit), as the game list names them.
    const { options } = gameInfo(board.key);
    const lastFour = options.includes('lastFour') ? (form.lastFour.startsWith('lottery') ? 'lottery' : form.lastFour) : null;
    const friend = await newFriendGame({
      id: newFriendId(),
      game: board.key,
      side: choice.side,
      myName: choice.myName,
      start: choice.start,
      lastFour,
      stallLimit: options.includes('stallLimit') ? form.stallLimit : null,
    });
    this.begin(friend);
  }

  /**
   * A friend game's first position on the board.
   * @param {FriendGame} friend
   */
  begin(friend) {
    const board = this.board;
    const lastFour = knownLastFour(friend);
    const options = {
      ...readOptionsForm(board.ui, drawLottery),
      start: friend.shared.start,
      lastFour: !lastFour || lastFour === 'lottery' ? 'lottery-B' : lastFour,
    };
    if (friend.shared.stallLimit !== null) options.stallLimit = friend.shared.stallLimit;
    board.flow.replaceGame(this.engine.newGame(board.key, options), options, true, 'new');
    this.raceTried = '';
    this.message = null;
    this.keep(friend);
    this.say(board.view.phase === 'race' ? 'friend.startedRace' : whoActs(friend, board.view) === 'me' ? 'friend.startedMove' : 'friend.startedSend');
  }

  /** The same friend, a new game: who starts swaps, the sides stay. */
  async rematch() {
    const old = this.friend;
    if (!old) return;
    const s = old.shared;
    const friend = await newFriendGame({
      id: newFriendId(),
      game: s.game,
      side: old.side,
      myName: old.myName,
      start: otherSide(s.start),
      lastFour: s.lastFour === 'lottery-A' || s.lastFour === 'lottery-B' ? 'lottery' : s.lastFour,
      stallLimit: s.stallLimit,
    });
    this.begin({ ...friend, name: old.name });
  }

  /** This device's side gives up: the game ends, and the link tells the friend. */
  resign() {
    const friend = this.friend;
    if (!friend || friend.shared.resigned || this.board.view.over) return;
    this.keep({ ...friend, shared: { ...friend.shared, resigned: friend.side } });
    this.say('friend.youResigned', { name: this.friendName() });
  }

  /**
   * The kept game with this friend game's id, and whether it is the board's.
   * @param {string} id
   * @returns {KeptEntry | null}
   */
  keptWithId(id) {
    if (this.friend?.shared.id === id) return this.board.keeper?.entry ?? null;
    const games = this.board.games;
    return games ? ([...games.games.values()].find((e) => e.friend?.shared.id === id && !e.hidden) ?? null) : null;
  }

  /**
   * A friend's link opened on this page: checked, then played on the board
   * (the friend's new moves animated), or refused with why, losing nothing.
   * @param {string} fragment
   */
  async open(fragment) {
    try {
      await this.check(fragment);
    } finally {
      // Every link opened counts, whatever came of it (a read-only hook for tests and tools).
      this.opened += 1;
      this.changed();
    }
  }

  /**
   * @param {string} fragment
   */
  async check(fragment) {
    const board = this.board;
    const t = board.t;
    const read = await readFriendLink(fragment);
    if (!read) return;
    if ('error' in read) {
      const error = t(read.error, { detail: read.detail });
      this.say('friend.linkError', { error });
      board.say('friend.linkError', { error });
      return;
    }
    const link = read.link;
    if (link.game !== board.key) {
      this.say('friend.otherGame', { game: link.game });
      return;
    }
    const onBoard = this.friend?.shared.id === link.id;
    const entry = onBoard ? null : this.keptWithId(link.id);
    const mine = onBoard ? this.friend : (entry?.friend ?? null);
    const myMoves = onBoard ? [...board.view.moves] : entry ? keptMoves(entry) : [];
    const verdict = await takeLink(mine, myMoves, link, gameInfo(link.game).race);
    const name = link.name || t('friend.yourFriend');
    if (verdict.kind === 'parted' || verdict.kind === 'refused') {
      // Nothing is lost: the link's game is kept beside this device's copy.
      this.keepTheirs(link);
      if (!onBoard && entry) this.bringToBoard(entry);
      if (verdict.kind === 'parted') {
        const k = verdict.at + 1;
        this.say('friend.parted', { name, k, theirs: link.moves[verdict.at] ?? '–', mine: myMoves[verdict.at] ?? '–' });
      } else {
        this.say(verdict.error, { name, ...verdict.params });
      }
      board.say('friend.refusedKept');
      return;
    }
    if (verdict.kind === 'older') {
      if (!onBoard && entry) this.bringToBoard(entry);
      this.say('friend.older', { k: link.moves.length, n: myMoves.length });
      return;
    }
    this.apply(verdict.friend, link, onBoard, entry, myMoves.length, mine?.side === link.from);
  }

  /**
   * Plays a checked link on the board: the game rebuilt from its moves, the
   * moves this device had not seen animated one by one.
   * @param {FriendGame} friend
   * @param {FriendLink} link
   * @param {boolean} onBoard  the game was on the board already
   * @param {KeptEntry | null} entry  this device's copy, put aside
   * @param {number} seen  moves this device had of it
   * @param {boolean} own  the link was made on this device: it now plays the other side too
   */
  apply(friend, link, onBoard, entry, seen, own) {
    const board = this.board;
    const t = board.t;
    const lastFour = knownLastFour(friend);
    const read = readMoveByMove(this.engine, recordOf({ ...link, lastFour: lastFour ?? link.lastFour }));
    if (!read.game || read.failed) {
      read.game?.close();
      const error = read.game
        ? t('engine.onMove', { ply: read.failed?.k ?? 0, text: errorText(t, read.failed?.error, false) })
        : errorText(t, read.error, false);
      this.say('friend.linkError', { error });
      board.say('friend.linkError', { error });
      return;
    }
    const game = read.game;
    // A game new on this device sends the name its player gave before, if any.
    if (!entry && !onBoard) friend.myName = cleanName(board.storage.get(NAME_KEY) ?? '');
    // New on this device: the sender's last turn is animated; else every move not seen here.
    let from = entry || onBoard ? seen : game.view().moves.length;
    if (!entry && !onBoard) {
      while (from > 0 && game.undo()) {
        const view = game.view();
        if (view.phase !== 'play' || view.to_move !== link.from) {
          game.redo();
          break;
        }
        from -= 1;
      }
    }
    while (game.view().moves.length > from && game.undo());
    const options = recordOptions(game.record());
    // No link is made from the moves before the friend's: it waits for the replay's end.
    this.replaying = true;
    if (onBoard) board.flow.replaceGame(game, options, false);
    else if (entry) board.flow.replaceGame(game, options, true, 'open', entry);
    else board.flow.replaceGame(game, options, true, 'link');
    this.raceTried = '';
    this.keep(friend);
    this.say(own ? 'friend.ownLink' : 'friend.opened', {
      name: friend.name || t('friend.yourFriend'),
      side: board.playerName(friend.side),
      n: link.moves.length - from,
    });
    if (own) board.say('friend.ownLinkNotice', { side: board.playerName(friend.side) });
    this.replayFrom();
  }

  /** Redoes, animated, every move still on the redo list (the friend's new moves). */
  replayFrom() {
    const board = this.board;
    if (!board.view.can_redo) {
      this.replaying = false;
      board.refresh();
      return;
    }
    this.replaying = true;
    board.root.addEventListener('mancala-shown', () => this.replayFrom(), { once: true });
    board.flow.redo();
  }

  /**
   * Brings this device's copy of a friend game to the board.
   * @param {KeptEntry} entry
   */
  bringToBoard(entry) {
    const game = openKept(this.engine, entry);
    if (game) this.board.flow.replaceGame(game, entry.options, true, 'open', entry);
  }

  /**
   * Keeps a refused link's game as a game of its own in the games list (put aside).
   * @param {FriendLink} link
   */
  keepTheirs(link) {
    const keeper = this.board.keeper;
    const read = readMoveByMove(this.engine, recordOf(link));
    if (!read.game || !keeper) return read.game?.close();
    const record = read.game.record();
    keeper.keepCopy({ game: link.game, record, options: recordOptions(record), opponent: 'human', summary: summaryOf(read.game.view()) }, 'link');
    read.game.close();
  }
}
