// @ts-check
// A game with a friend by links on one board (docs/EMBED.md §3): starting
// one, opening the friend's link (checked against this device's copy by
// modes/friend/friend-game.js, its moves by the engine), the friend's new moves
// animated, only this device's side playable, the Sulus Aidi opening and
// Anywoli's lottery chosen by commit and reveal, and the next link made
// after each turn. The friend game is kept with the board's game
// (store/game-keeper.js keeps its `friend` part through every save); the panel
// (modes/friend/friend-panel.js) shows it and sends the player's intents here.

import { turnBoard } from '../../board/board-layout.js';
import { playMove, putGame, redoMove, tellAtBoard } from '../../board/commands.js';
import { gameInfo, recordOptions } from '../../engine/engine.js';
import { said } from '../../state/board-ui.js';
import { drawLottery } from '../../state/options.js';
import { openKept } from '../../store/game-keeper.js';
import { showToast } from '../../ui/board-toast.js';
import { readOptionsForm } from '../../ui/board-view.js';
import { nameInText } from '../../ui/dom.js';
import { errorText } from '../../ui/error-text.js';
import { readMoveByMove } from '../../ui/records.js';
import { switchedMode } from '../mode.js';
import { friendUrl } from './friend-address.js';
import { cleanName, commitRace, knownLastFour, linkToSend, newFriendGame, newFriendId, otherSide, raceState, takeLink, whoActs } from './friend-game.js';
import { DEFAULT_STALL_LIMIT, encodeFriendLink, readFriendLink, recordOf } from './friend-link.js';
import { keepLinkGame, keptMoves, moveOfSide, startOfLink } from './friend-replay.js';
import { friendMode } from './mode.js';

/** @typedef {import('../../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../../types.js').Engine} Engine */
/** @typedef {import('../../types.js').EngineGame} EngineGame */
/** @typedef {import('./friend-game.js').FriendGame} FriendGame */
/** @typedef {import('./friend-link.js').FriendLink} FriendLink */
/** @typedef {import('./friend-link.js').Side} Side */
/** @typedef {import('../../state/kept-games.js').KeptEntry} KeptEntry */

/** A message of the panel's: an i18n key and its values. */
/** @typedef {{ key: string, params?: Record<string, string | number> }} Said */

/** Where the player's own name is remembered (board.storage), sent with each link. */
export const NAME_KEY = 'friend:name';

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
    /** @type {import('../../types.js').Player | null} the side the board showed at the bottom before a friend game turned it (null: not turned) */
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
    /** @type {string | null} a first link from a set-up position, opened once the player accepts it */
    this.setupOffered = null;
    /** The friend game as a mode of the board, attached while its game is one. */
    this.mode = switchedMode(board, friendMode(this));
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
    if (keeper?.entry) keeper.amend({ friend });
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

  /** After every change of the board: its mode and side, the opening, the link. */
  sync() {
    const board = this.board;
    const friend = this.friend;
    // Who may move, the status line and the glowing holes follow from the seats: shown at once.
    if (this.mode.set(friend !== null)) board.refresh();
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
    // The board's record of its latest refresh (the one just asked for, when the mode changed).
    const { animating, view } = board.record;
    // The game's opening words (begin: "Play your first move…") go once a move is made or the turn passed on.
    const started = this.message?.key.startsWith('friend.started') ? (this.message.key === 'friend.startedSend' ? 'them' : 'me') : null;
    if (started && (view.moves.length > 0 || whoActs(friend, view) !== started)) this.message = null;
    if (animating || this.replaying) return;
    const opening = view.phase === 'race' ? raceState(friend).move : null;
    if (opening && opening !== this.raceTried) {
      // Both opening holes are known here: the opening is played, and the next link reveals this device's.
      this.raceTried = opening;
      tellAtBoard(board, playMove(board, opening, 'friend', true));
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
    const view = this.board.record.view;
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

  /**
   * Whether the board takes no move of this device's now. This and the
   * mode's other answers (takeHole, and undoRefusal in modes/friend/mode.js) read
   * the game itself, not the board's record: the board asks them while it
   * builds that record, and a command asks them between two refreshes.
   */
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

  /** The friend's name, or words for them. */
  friendName() {
    return nameInText(this.friend?.name, this.board.t('friend.yourFriend'));
  }

  /**
   * Starts a game with a friend on the board (the board's game is put aside).
   * @param {{ side: Side, myName: string, start: Side, help?: boolean }} choice
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
      help: choice.help === true,
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
    if (friend.shared.lastFour) options.stallLimit = friend.shared.stallLimit ?? DEFAULT_STALL_LIMIT;
    putGame(board, this.engine.newGame(board.key, options), options, true, 'new');
    this.raceTried = '';
    this.message = null;
    this.keep(friend);
    const { view } = board.record;
    this.say(view.phase === 'race' ? 'friend.startedRace' : whoActs(friend, view) === 'me' ? 'friend.startedMove' : 'friend.startedSend');
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
      // Engine help agreed for the last game is offered again for the rematch (the friend agrees anew).
      help: s.help?.agreed === true,
    });
    this.begin({ ...friend, name: old.name });
  }

  /**
   * The name this device sends with its links from now on.
   * @param {string} myName
   */
  renameMe(myName) {
    const friend = this.friend;
    if (friend && friend.myName !== myName) this.keep({ ...friend, myName });
  }

  /** This device's side gives up: the game ends, and the link tells the friend. */
  resign() {
    const friend = this.friend;
    if (!friend || friend.shared.resigned || this.board.record.view.over) return;
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
   * @param {boolean} [setupAccepted]  the player accepted the link's set-up position
   */
  async open(fragment, setupAccepted = false) {
    try {
      await this.check(fragment, setupAccepted);
    } finally {
      // Every link opened counts, whatever came of it (a read-only hook for tests and tools).
      this.opened += 1;
      this.changed();
    }
  }

  /** The set-up position offered by a first link accepted: the link is opened. */
  async acceptSetup() {
    const fragment = this.setupOffered;
    this.setupOffered = null;
    if (fragment) await this.open(fragment, true);
  }

  /** The set-up position offered by a first link declined: nothing changes. */
  declineSetup() {
    this.setupOffered = null;
    this.say('friend.setupDeclined');
  }

  /**
   * @param {string} fragment
   * @param {boolean} [setupAccepted]  the player accepted the link's set-up position
   */
  async check(fragment, setupAccepted = false) {
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
    const myMoves = onBoard ? [...board.record.view.moves] : entry ? keptMoves(entry) : [];
    const verdict = await takeLink(mine, myMoves, link, gameInfo(link.game).race, { setupAccepted });
    const name = nameInText(mine?.name || link.name, t('friend.yourFriend'));
    this.setupOffered = null;
    if (verdict.kind === 'own') {
      if (!onBoard && entry) this.bringToBoard(entry);
      // The link carries this device's own name: the friend is the one its copy names.
      this.say('friend.ownLink', { name: nameInText(verdict.friend.name, t('friend.yourFriend')), side: board.playerName(verdict.friend.side) });
      return;
    }
    if (verdict.kind === 'parted') {
      const at = verdict.at;
      return this.refuseKept(link, entry, 'friend.parted', { name, k: at + 1, theirs: link.moves[at] ?? '–', mine: myMoves[at] ?? '–' });
    }
    if (verdict.kind === 'refused') {
      const { side, ...params } = verdict.params;
      return this.refuseKept(link, entry, verdict.error, { name, ...params, ...(side === 'A' || side === 'B' ? { side: board.playerName(side) } : {}) });
    }
    if (verdict.kind === 'older') {
      if (!onBoard && entry) this.bringToBoard(entry);
      this.say('friend.older', { k: link.moves.length, n: myMoves.length });
      return;
    }
    if (verdict.kind === 'setup') {
      // A first link from a set-up position: shown, with the score it starts from, and opened only once accepted.
      const start = startOfLink(this.engine, link);
      if ('error' in start) return this.say('friend.linkError', { error: errorText(t, start.error, false) });
      return this.offer(fragment, 'friend.setupOffer', link, verdict.friend.side, start.score, {});
    }
    this.apply(verdict.friend, link, { fragment, onBoard, entry, seen: myMoves.length, setupAccepted });
  }

  /**
   * A link refused: nothing is lost, its game is kept in Games beside this
   * device's copy (back on the board if it was put aside), and why is said.
   * @param {FriendLink} link
   * @param {KeptEntry | null} entry  this device's copy, when not on the board
   * @param {string} key
   * @param {Record<string, string | number>} params
   */
  refuseKept(link, entry, key, params) {
    if (this.board.keeper) keepLinkGame(this.engine, this.board.keeper, link);
    if (entry) this.bringToBoard(entry);
    this.say(key, params);
    this.board.say('friend.refusedKept');
  }

  /**
   * A first link that is not a game from the start as this device would
   * know it (a set-up position, or moves already played for this device's
   * side): said, with the score this device's side would play on from, and
   * opened only once the player accepts it (acceptSetup).
   * @param {string} fragment
   * @param {string} key  the i18n key that says what the link is
   * @param {FriendLink} link
   * @param {Side} side  the side this device would play
   * @param {Record<Side, number>} score
   * @param {Record<string, string | number>} params
   */
  offer(fragment, key, link, side, score, params) {
    this.setupOffered = fragment;
    const name = nameInText(link.name, this.board.t('friend.yourFriend'));
    this.say(key, { name, side: this.board.playerName(side), mine: score[side], theirs: score[link.from], ...params });
  }

  /**
   * Plays a checked link on the board: the game rebuilt from its moves, the
   * moves this device had not seen animated one by one.
   * @param {FriendGame} friend
   * @param {FriendLink} link
   * @param {{ fragment: string, onBoard: boolean, entry: KeptEntry | null, seen: number, setupAccepted: boolean }} at
   *   the link's text; whether the game was on the board already; this device's copy, put aside;
   *   how many moves this device had of it; whether the player accepted a game not from the start
   */
  apply(friend, link, at) {
    const { onBoard, entry, seen } = at;
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
    const forged = moveOfSide(game, seen, friend.side);
    if (forged && !onBoard && !entry && !at.setupAccepted) {
      // A game new here, already under way with moves of this device's side (a new device, or the
      // sender playing both): nothing this device made is overruled, but its player decides.
      const score = game.view().score;
      game.close();
      this.offer(at.fragment, 'friend.underWayOffer', link, friend.side, score, { n: link.moves.length, ...forged });
      return;
    }
    if (forged && (onBoard || entry)) {
      game.close();
      const name = nameInText(friend.name, t('friend.yourFriend'));
      return this.refuseKept(link, entry, 'friend.playsYourSide', { name, side: board.playerName(friend.side), ...forged });
    }
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
    if (onBoard) putGame(board, game, options, false);
    else if (entry) putGame(board, game, options, true, 'open', entry);
    else putGame(board, game, options, true, 'link');
    this.raceTried = '';
    this.keep(friend);
    this.say('friend.opened', { name: nameInText(friend.name, t('friend.yourFriend')), side: board.playerName(friend.side), n: link.moves.length - from });
    this.replayFrom();
  }

  /** Redoes, animated, every move still on the redo list (the friend's new moves). */
  replayFrom() {
    const board = this.board;
    // The game's own view: a resignation in the link ends the game only after its moves are shown.
    if (!board.flow.view.can_redo) {
      this.replaying = false;
      board.refresh();
      return;
    }
    this.replaying = true;
    const stop = board.on('shown', () => {
      stop();
      this.replayFrom();
    });
    tellAtBoard(board, redoMove(board, 'friend'));
  }

  /**
   * Brings this device's copy of a friend game to the board.
   * @param {KeptEntry} entry
   */
  bringToBoard(entry) {
    const game = openKept(this.engine, entry);
    if (game) putGame(this.board, game, entry.options, true, 'open', entry);
  }
}
