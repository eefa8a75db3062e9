// @ts-check
// The games kept on this device as plain data: one entry a game, whether it
// is on a board (its slot) or put aside. Pure (no DOM, no storage): the
// list's order and rows, the export file, merging an imported file, and the
// slot names boards keep their game under. Unit-tested under node --test.

import { cleanFriend } from '../modes/friend/friend-kept.js';
import { cleanOptions } from './options.js';
import { cleanSeats } from './seats.js';

/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').EngineSettings} EngineSettings */
/** @typedef {import('../types.js').View} View */

/**
 * What the games list shows of a game without asking the engine: taken from
 * the view each time the game is kept.
 * @typedef {object} GameSummary
 * @property {number} moves  moves played
 * @property {'A' | 'B' | null} toMove  whose turn (null: the joint opening, or over)
 * @property {boolean} over
 * @property {'A' | 'B' | null} winner  of a finished game; null for a draw
 */

/**
 * Why a game left its board: a new game, a link, another tab's change,
 * other options, a move after moves were taken back, an opened game, a
 * loaded record, or the move to this store from an older save.
 * @typedef {'new' | 'link' | 'tab' | 'branch' | 'open' | 'record' | 'moved' | 'unsaved'} AsideReason
 */

/**
 * One kept game.
 * @typedef {object} KeptEntry
 * @property {string} id  unique on this device (and across devices: random)
 * @property {string} game  its game key ('' when an unreadable old save does not say)
 * @property {string | null} slot  the board slot it is the game of; null once put aside
 * @property {string} record  every move of its line (the redo list too), as the engine writes it
 * @property {number} [at]  how many of the record's moves are played (absent: all)
 * @property {GameOptions} options
 * @property {'human' | 'computer'} opponent  two players or against the computer, as the games list tells it
 * @property {import('./seats.js').Seats} [seats]  who plays each side (absent in games kept before seats were: state/seats.js oldSeats)
 * @property {number} created  ms since 1970
 * @property {number} updated  ms since 1970
 * @property {GameSummary} summary
 * @property {AsideReason} [reason]  why it was put aside
 * @property {boolean} [unreadable]  the engine refused its record: kept as text, never deleted by the page
 * @property {boolean} [hidden]  a mode's own game (a puzzle board's), not listed
 * @property {import('../modes/friend/friend-game.js').FriendGame} [friend]  a game with a friend by links: this device's side, the friend's name, what both sides know
 */

/** The export file's format name and version (docs/RELIABILITY.md). */
export const EXPORT_FORMAT = 'mancala-games';
export const EXPORT_VERSION = 1;

/**
 * The slot a board keeps its game under: the game's own (shared by the
 * info page's board and the play page), or a named one of that game, so
 * one save name used by two games keeps two games.
 * @param {string} game
 * @param {string | null} [save]  a page's save name
 * @param {string} [suffix]  a handed-in game's own slot (`:record-` and its whole record)
 */
export function slotName(game, save = null, suffix = '') {
  return `${game}${save && save !== game ? `:${save}` : ''}${suffix}`;
}

/**
 * The game a slot is of (slotName; a mode's slots start `puzzle:` or `lesson:`).
 * @param {string} slot
 */
export function slotGame(slot) {
  return slot.replace(/^(?:puzzle|lesson):/, '').split(':')[0];
}

/**
 * A new random id (Web Crypto, so two devices never pick the same).
 * @returns {string}
 */
export function newId() {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The summary of a game from its view.
 * @param {Pick<View, 'moves' | 'phase' | 'to_move' | 'over' | 'winner'>} view
 * @returns {GameSummary}
 */
export function summaryOf(view) {
  return {
    moves: view.moves.length,
    toMove: view.over || view.phase === 'race' ? null : view.to_move,
    over: view.over,
    winner: view.over ? view.winner : null,
  };
}

/**
 * Whether two entries hold the same game as played (the same line, as far played).
 * @param {Pick<KeptEntry, 'record' | 'at'>} a
 * @param {Pick<KeptEntry, 'record' | 'at'>} b
 */
export function sameGame(a, b) {
  return a.record === b.record && (a.at ?? null) === (b.at ?? null);
}

/**
 * A record read as a line: what it starts from (every line but its moves
 * and result: the game, the start, a position, the options) and its moves.
 * @param {string} record
 */
function lineOf(record) {
  /** @type {string[]} */
  const head = [];
  /** @type {string[]} */
  const moves = [];
  for (const raw of record.split(/\r?\n/)) {
    const line = raw.trim();
    const listed = /^moves\s*:(.*)$/.exec(line);
    if (listed) moves.push(...listed[1].trim().split(/\s+/).filter(Boolean));
    else if (line && !line.startsWith('#') && !/^result\s*:/.test(line)) head.push(line);
  }
  return { head: head.join('\n'), moves };
}

/**
 * How one kept line stands to another, read from the moves themselves and
 * never from a clock: the same line, `longer` (a extends b), `shorter` (b
 * extends a), or `parted` (neither extends the other: both are kept).
 * @param {Pick<KeptEntry, 'game' | 'record'>} a
 * @param {Pick<KeptEntry, 'game' | 'record'>} b
 * @returns {'same' | 'longer' | 'shorter' | 'parted'}
 */
export function lineOrder(a, b) {
  const x = lineOf(a.record);
  const y = lineOf(b.record);
  if (a.game !== b.game || x.head !== y.head) return 'parted';
  const common = Math.min(x.moves.length, y.moves.length);
  for (let i = 0; i < common; i++) if (x.moves[i] !== y.moves[i]) return 'parted';
  if (x.moves.length === y.moves.length) return 'same';
  return x.moves.length > y.moves.length ? 'longer' : 'shorter';
}

/**
 * What a write of a game keeps when the store holds a version of it other
 * than the one the page last knew there (another tab wrote it meanwhile),
 * ordered by the moves, never by a clock: a line that extends the stored
 * one is written; a stored line that extends this one stays (this one is
 * in it); where the two part, this one is written and the stored one is
 * kept as a game of its own, put aside.
 * @param {KeptEntry} ours
 * @param {KeptEntry | null} stored  the version the store holds now
 * @param {string | undefined} known  the version the page last knew there, as JSON
 * @param {string} storedText  the version the store holds now, as JSON
 * @returns {{ write: KeptEntry, aside: KeptEntry | null }}
 */
export function mergeWrite(ours, stored, known, storedText) {
  if (!stored || storedText === known || sameGame(stored, ours)) return { write: ours, aside: null };
  const order = lineOrder(ours, stored);
  if (order === 'shorter') {
    /** @type {KeptEntry} */
    const write = { ...ours, record: stored.record, summary: stored.summary };
    if (stored.at === undefined) delete write.at;
    else write.at = stored.at;
    return { write, aside: null };
  }
  if (order !== 'parted') return { write: ours, aside: null };
  return { write: ours, aside: { ...stored, id: copyId(ours.id, 'tab'), slot: null, reason: 'tab' } };
}

/**
 * The id of a kept copy of a game's other line: made from the game's id,
 * so that two tabs keeping the same copy write one game, not two.
 * @param {string} id
 * @param {string} why  a short word, e.g. `local`
 */
export function copyId(id, why) {
  return `${id.slice(0, 50)}-${why}`;
}

/**
 * A stored or imported entry's id: its own when it is one (letters, digits,
 * `_` and `-`, at most 64), else renewed from it, the same each time it is
 * read (so a store that cannot drop the old key does not double the game).
 * @param {unknown} id
 */
function keptId(id) {
  if (typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) return id;
  const text = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  return `${text.replace(/[^\w-]+/g, '_').slice(0, 50) || 'game'}-renewed`;
}

/**
 * Whether a game has nothing played (no move, none taken back): not worth listing or exporting.
 * @param {KeptEntry} entry
 */
export function isEmpty(entry) {
  return entry.summary.moves === 0 && entry.at === undefined && !entry.unreadable;
}

/**
 * The games list's order: the games on boards first, then the latest changed
 * first; a mode's hidden games and games with nothing played left out.
 * @param {KeptEntry[]} entries
 * @returns {KeptEntry[]}
 */
export function listOrder(entries) {
  return entries.filter((e) => !e.hidden && !isEmpty(e)).sort((a, b) => Number(b.slot !== null) - Number(a.slot !== null) || b.updated - a.updated);
}

/**
 * Finished games, oldest first: what the page offers to drop when storage runs short.
 * @param {KeptEntry[]} entries
 */
export function droppable(entries) {
  return entries.filter((e) => e.summary.over && e.slot === null && !e.hidden).sort((a, b) => a.updated - b.updated);
}

/**
 * The export file: every kept game, as JSON text.
 * @param {KeptEntry[]} entries
 * @param {number} now
 */
export function exportText(entries, now) {
  return `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: now, games: listOrder(entries) }, null, 1)}\n`;
}

/**
 * A stored or imported entry checked field by field; null when it is not one.
 * Unknown fields are dropped; odd options become defaults.
 * @param {unknown} raw
 * @param {EngineSettings} settings
 * @returns {KeptEntry | null}
 */
export function cleanEntry(raw, settings) {
  if (!raw || typeof raw !== 'object') return null;
  const o = /** @type {Record<string, unknown>} */ (raw);
  // A game is its record: an odd id is renewed, never a reason to drop the game.
  if (typeof o.record !== 'string') return null;
  const s = /** @type {Record<string, unknown>} */ (o.summary && typeof o.summary === 'object' ? o.summary : {});
  const player = (/** @type {unknown} */ p) => (p === 'A' || p === 'B' ? p : null);
  const time = (/** @type {unknown} */ t) => (typeof t === 'number' && Number.isFinite(t) && t >= 0 ? t : 0);
  /** @type {KeptEntry} */
  const entry = {
    id: keptId(o.id),
    game: typeof o.game === 'string' ? o.game : '',
    slot: typeof o.slot === 'string' ? o.slot : null,
    record: o.record,
    options: cleanOptions(o.options, settings),
    opponent: o.opponent === 'computer' ? 'computer' : 'human',
    created: time(o.created),
    updated: time(o.updated),
    summary: {
      moves: Number.isInteger(s.moves) && Number(s.moves) >= 0 ? Number(s.moves) : 0,
      toMove: player(s.toMove),
      over: s.over === true,
      winner: player(s.winner),
    },
  };
  if (Number.isInteger(o.at) && Number(o.at) >= 0) entry.at = Number(o.at);
  if (typeof o.reason === 'string') entry.reason = /** @type {AsideReason} */ (o.reason);
  if (o.unreadable === true) entry.unreadable = true;
  if (o.hidden === true) entry.hidden = true;
  const seats = cleanSeats(o.seats, settings.levels ?? []);
  if (seats) entry.seats = seats;
  const friend = cleanFriend(o.friend);
  if (friend) entry.friend = friend;
  return entry;
}

/**
 * An export file read back: its games, or why it is not one (an i18n key).
 * @param {string} text
 * @param {EngineSettings} settings
 * @returns {{ games: KeptEntry[] } | { error: string }}
 */
export function readExport(text, settings) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'games.importNotJson' };
  }
  const o = /** @type {Record<string, unknown>} */ (data && typeof data === 'object' ? data : {});
  if (o.format !== EXPORT_FORMAT || !Array.isArray(o.games)) return { error: 'games.importNotGames' };
  if (typeof o.version !== 'number' || o.version > EXPORT_VERSION) return { error: 'games.importNewer' };
  const games = o.games.flatMap((raw) => {
    const entry = cleanEntry(raw, settings);
    return entry ? [entry] : [];
  });
  return { games };
}

/**
 * The imported games to add: one already kept (the same game, whatever its
 * id) is not added again; one whose id is taken by another game gets a new
 * id; none takes a board's slot, and none is hidden (only a mode's own
 * board hides its games, and an export holds none of them).
 * @param {KeptEntry[]} kept
 * @param {KeptEntry[]} imported
 * @param {() => string} makeId
 * @returns {KeptEntry[]}
 */
export function mergeImported(kept, imported, makeId) {
  /** @type {KeptEntry[]} */
  const added = [];
  const ids = new Set(kept.map((e) => e.id));
  for (const entry of imported) {
    if ([...kept, ...added].some((e) => e.game === entry.game && sameGame(e, entry))) continue;
    const id = ids.has(entry.id) ? makeId() : entry.id;
    ids.add(id);
    const { hidden: _hidden, ...listed } = entry;
    added.push({ ...listed, id, slot: null, reason: entry.reason ?? 'record' });
  }
  return added;
}

/**
 * The moves a failed save left out, as a reload tells them: kept in a small
 * note beside the store, read back here.
 * @typedef {{ id: string, slot: string, from: number, moves: string[] }} UnsavedNote
 */

/**
 * @param {string | null} text
 * @returns {UnsavedNote[]}
 */
export function readUnsavedNotes(text) {
  try {
    const data = JSON.parse(text ?? '[]');
    if (!Array.isArray(data)) return [];
    return data.flatMap((n) =>
      n &&
      typeof n.id === 'string' &&
      typeof n.slot === 'string' &&
      Number.isInteger(n.from) &&
      Array.isArray(n.moves) &&
      n.moves.every((/** @type {unknown} */ m) => typeof m === 'string')
        ? [{ id: n.id, slot: n.slot, from: n.from, moves: n.moves }]
        : [],
    );
  } catch {
    return [];
  }
}
