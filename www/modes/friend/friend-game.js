// @ts-check
// A game with a friend by links, as plain data kept with the game on this
// device (state/kept-games.js `friend`): the public state both devices
// share (a FriendLink), this device's side and secrets, and the pure steps
// of the game: whose turn it is, the link to send, and a friend's link
// checked against this device's copy (older, newer, parted, a hidden
// choice revealed honestly or not). Unit-tested in tests/unit/friend-game.test.mjs.

import { commitTo, drawnLot, randomToken, revealMatches } from './commitment.js';
import { cleanName, otherSide } from './friend-kept.js';
import { compareHistories, sameGameOptions } from './friend-link.js';

// What the board needs of a friend game without this module's code, there (friend-kept.js).
export { cleanFriend, cleanName, otherSide } from './friend-kept.js';

/** @typedef {import('./friend-link.js').FriendLink} FriendLink */
/** @typedef {import('./friend-link.js').Side} Side */

/**
 * This device's part of a friend game.
 * @typedef {object} FriendGame
 * @property {FriendLink} shared  the game as both sides know it (the last link sent or opened, merged)
 * @property {Side} side  the side this device plays
 * @property {string} name  the friend's name, as they gave it ('' when none)
 * @property {string} myName  the name this device sends
 * @property {{ raceHole?: string, raceSalt?: string, lotValue?: string, lotSalt?: string }} secret  this device's hidden choices until revealed
 * @property {number} seen  how many moves this device had shown when it last opened a link
 */

/** A game's hidden choices before any is made. */
const NOTHING_HIDDEN = {
  race: null,
  racePick: null,
  raceReveal: null,
  lot: null,
  lotShare: null,
  lotReveal: null,
  resigned: null,
  drawOffer: null,
  drawAgreed: null,
  help: null,
};

/** A new friend game's id: 48 random bits, 8 characters. */
export const newFriendId = () => randomToken(6);

/**
 * A new friend game started on this device: for Anywoli's lottery its
 * contribution is committed at once; Sulus Aidi's opening hole is committed
 * when the player picks it (commitRace).
 * @param {{ id: string, game: string, side: Side, myName: string, start: Side, lastFour: FriendLink['lastFour'], stallLimit: number | null, help?: boolean }} start
 * @returns {Promise<FriendGame>}
 */
export async function newFriendGame(start) {
  const { id, game, side, myName, lastFour, stallLimit } = start;
  /** @type {FriendLink} */
  const shared = { id, game, from: side, name: myName, start: start.start, lastFour, stallLimit, position: null, moves: [], ...NOTHING_HIDDEN };
  // Engine help allowed by this device's player: on for both only once the friend agrees.
  if (start.help) shared.help = { by: side, agreed: false };
  /** @type {FriendGame} */
  const friend = { shared, side, name: '', myName, secret: {}, seen: 0 };
  if (lastFour === 'lottery') {
    const value = randomToken();
    const salt = randomToken();
    friend.secret = { lotValue: value, lotSalt: salt };
    friend.shared.lot = { by: side, commit: await commitTo(id, 'lot', value, salt) };
  }
  return friend;
}

/**
 * The hidden opening hole picked: committed (only the commitment is sent).
 * @param {FriendGame} friend
 * @param {string} hole
 * @returns {Promise<FriendGame>}
 */
export async function commitRace(friend, hole) {
  const salt = randomToken();
  const commit = await commitTo(friend.shared.id, 'race', hole, salt);
  return { ...friend, secret: { ...friend.secret, raceHole: hole, raceSalt: salt }, shared: { ...friend.shared, race: { by: friend.side, commit } } };
}

/**
 * The Sulus Aidi opening as far as this device knows it: the joint move once
 * both holes are known here, and who still has to pick.
 * @param {FriendGame} friend
 * @returns {{ move: string | null, picker: 'me' | 'them' | null }} picker null: nobody has to pick
 */
export function raceState(friend) {
  const { race, racePick, raceReveal } = friend.shared;
  if (!race) return { move: null, picker: 'me' };
  const mine = race.by === friend.side;
  if (!racePick) return { move: null, picker: mine ? 'them' : 'me' };
  const committed = mine ? (friend.secret.raceHole ?? raceReveal?.hole ?? null) : (raceReveal?.hole ?? null);
  return committed ? { move: jointMove(race.by, committed, racePick), picker: null } : { move: null, picker: 'them' };
}

/**
 * The joint opening move, B's hole first as the engine writes it.
 * @param {Side} committer
 * @param {string} committed
 * @param {string} picked
 */
function jointMove(committer, committed, picked) {
  return committer === 'B' ? `${committed}+${picked}` : `${picked}+${committed}`;
}

/**
 * Anywoli's last-four rule as far as this device knows the lot: the drawn
 * rule, or null while a lottery by both is not yet drawn.
 * @param {FriendGame} friend
 * @returns {FriendLink['lastFour'] | null}
 */
export function knownLastFour(friend) {
  const { lastFour, lot, lotShare, lotReveal } = friend.shared;
  if (lastFour !== 'lottery') return lastFour;
  const committed = lot?.by === friend.side ? (friend.secret.lotValue ?? null) : (lotReveal?.value ?? null);
  return committed && lotShare ? drawnLot(committed, lotShare) : null;
}

/**
 * Who acts next: this device (`me`), the friend (`them`, whose link is
 * awaited), or nobody (`over`: finished or resigned).
 * @param {FriendGame} friend
 * @param {{ phase: string, over: boolean, to_move: Side }} view
 * @returns {'me' | 'them' | 'over'}
 */
export function whoActs(friend, view) {
  if (view.over || friend.shared.resigned || friend.shared.drawAgreed) return 'over';
  if (view.phase === 'race') return raceState(friend).picker === 'me' ? 'me' : 'them';
  return view.to_move === friend.side ? 'me' : 'them';
}

/**
 * The offer of a draw still open in a game of `moves` moves: one made when
 * that many moves were played (a move played since lapses it), before the end.
 * @param {FriendGame} friend
 * @param {number} moves
 * @returns {import('./friend-link.js').DrawOffer | null}
 */
export function openDrawOffer(friend, moves) {
  const { drawOffer, resigned, drawAgreed } = friend.shared;
  return drawOffer && drawOffer.at === moves && !resigned && !drawAgreed ? drawOffer : null;
}

/**
 * Why a move may not be taken back to ply `to` in this friend game, as the
 * words' key, or null: only this device's own moves not yet sent (a joint
 * opening move is the friend's too), never one in a link sent already.
 * @param {FriendGame} friend
 * @param {{ phase: string, over: boolean, to_move: Side, moves: readonly string[] }} view
 * @param {number} to
 * @returns {'friend.noUndoSent' | 'friend.noUndo' | null}
 */
export function undoRefusalKey(friend, view, to) {
  const moves = view.moves;
  if (whoActs(friend, view) === 'me' && to >= friend.seen && !moves.slice(to).some((m) => m.includes('+'))) return null;
  return friend.shared.resigned === null && moves.length > friend.seen ? 'friend.noUndoSent' : 'friend.noUndo';
}

/**
 * Whether the engine helps both players of this friend game: its starter allowed it and the friend agreed.
 * @param {FriendGame} friend
 */
export const helpAgreed = (friend) => friend.shared.help?.agreed === true;

/**
 * Whether this device may still answer the friend's offer of engine help:
 * offered, not yet answered, and no move of this device's played since.
 * @param {FriendGame} friend
 * @param {{ phase: string, over: boolean, to_move: Side, moves: readonly string[] }} view
 */
export function helpToAnswer(friend, view) {
  const help = friend.shared.help;
  return help !== null && !help.agreed && help.by !== friend.side && view.moves.length === friend.seen && whoActs(friend, view) === 'me';
}

/**
 * The link this device sends now: the game as played here, its name, and
 * its reveals once the friend's answer is known (never before).
 * @param {FriendGame} friend
 * @param {readonly string[]} moves  the moves played on the board
 * @returns {FriendLink}
 */
export function linkToSend(friend, moves) {
  const shared = { ...friend.shared, from: friend.side, name: friend.myName, moves: [...moves] };
  // An offer of a draw travels only from the side that made it, while it is open: a move played since lapses it.
  if (shared.drawOffer && (shared.drawOffer.by !== friend.side || shared.drawOffer.at !== moves.length)) shared.drawOffer = null;
  // The friend's offer of engine help, not agreed to here, is declined by this device's link.
  if (shared.help && !shared.help.agreed && shared.help.by !== friend.side) shared.help = null;
  const { raceHole, raceSalt, lotValue, lotSalt } = friend.secret;
  if (shared.race?.by === friend.side && shared.racePick && raceHole && raceSalt) shared.raceReveal = { hole: raceHole, salt: raceSalt };
  if (shared.lot?.by === friend.side && shared.lotShare && lotValue && lotSalt) shared.lotReveal = { value: lotValue, salt: lotSalt };
  return shared;
}

/**
 * Why a friend's link cannot go on from this device's copy, or what it brings.
 * `own`: a link this device's side sent (its own, opened again): nothing changes.
 * `setup`: a first link from a set-up position, taken only once the player accepts it.
 * @typedef {{ kind: 'older' | 'same' | 'newer' | 'own' | 'setup', friend: FriendGame }
 *   | { kind: 'parted', at: number }
 *   | { kind: 'refused', error: string, params: Record<string, string | number> }} LinkVerdict
 */

/**
 * A friend's link checked against this device's copy (none: the game is new
 * here): its sender (never this device's own side, whose seat only this
 * device's copy holds), its moves, its commitments (never changed once
 * sent), its answers (never changed), its reveals (each must match its
 * commitment), a resignation (only the sender's own). The moves themselves,
 * and who made each, are checked by the engine after this (modes/friend/friend-play.js).
 * @param {FriendGame | null} mine
 * @param {readonly string[]} myMoves  the moves of this device's copy
 * @param {FriendLink} link
 * @param {boolean} opensWithRace  the link's game opens with a hidden pick by both (the game list's `race`)
 * @param {{ setupAccepted?: boolean }} [asked]  the player accepted a first link's set-up position
 * @returns {Promise<LinkVerdict>}
 */
export async function takeLink(mine, myMoves, link, opensWithRace, asked = {}) {
  // This device's seat is the one its copy holds; a game new here takes the side the sender left.
  const side = mine ? mine.side : otherSide(link.from);
  const history = compareHistories(myMoves, link.moves);
  /** @param {string} error @param {Record<string, string | number>} [params] */
  const refuse = (error, params = {}) => /** @type {LinkVerdict} */ ({ kind: 'refused', error, params });
  if (mine && link.from === mine.side) {
    // This device's own link, opened again, changes nothing; one claiming its side with moves it never had is a forgery.
    if (history.kind === 'same' || history.kind === 'older') return { kind: 'own', friend: mine };
    return refuse('friend.claimsYourSide', { side });
  }
  if (history.kind === 'parted') return history;
  if (link.resigned && link.resigned !== link.from) return refuse('friend.resignedForYou');
  const before = mine?.shared;
  // A draw is offered and accepted only by the sender's own side, and accepted only when this device offered it.
  if (link.drawOffer && link.drawOffer.by !== link.from) return refuse('friend.drawOfferedForYou');
  if (link.drawAgreed && link.drawAgreed !== link.from) return refuse('friend.drawAgreedForYou');
  // Engine help is the starter's offer in the first link, agreed or declined once by the other; it never changes after.
  const helpBefore = before ? before.help : null;
  const helpNow = link.help;
  if (!before && helpNow && (helpNow.agreed || helpNow.by !== link.from)) return refuse('friend.helpChanged');
  if (before && !helpBefore && helpNow) return refuse('friend.helpChanged');
  if (helpBefore?.agreed && !helpNow?.agreed) return refuse('friend.helpChanged');
  if (helpBefore && helpNow && helpNow.by !== helpBefore.by) return refuse('friend.helpChanged');
  if (helpBefore && !helpBefore.agreed && helpNow?.agreed && helpBefore.by !== side) return refuse('friend.helpChanged');
  if (link.drawAgreed && !before?.drawAgreed) {
    const offer = before?.drawOffer;
    if (!offer || offer.by !== side || offer.at !== link.moves.length || before?.resigned) return refuse('friend.drawNotOffered');
  }
  if (before) {
    if (!sameGameOptions(before, link)) return refuse('friend.optionsChanged');
    if (before.race && link.race && (before.race.by !== link.race.by || before.race.commit !== link.race.commit)) return refuse('friend.commitChanged');
    if (before.lot && link.lot && (before.lot.by !== link.lot.by || before.lot.commit !== link.lot.commit)) return refuse('friend.commitChanged');
    if (before.racePick && link.racePick && before.racePick !== link.racePick) return refuse('friend.pickChanged', { hole: before.racePick });
    if (before.lotShare && link.lotShare && before.lotShare !== link.lotShare) return refuse('friend.shareChanged');
    if (history.kind === 'older') return { kind: 'older', friend: mine };
  }
  /** @type {FriendLink} */
  const shared = {
    ...link,
    race: before?.race ?? link.race,
    racePick: before?.racePick ?? link.racePick,
    raceReveal: before?.raceReveal ?? link.raceReveal,
    lot: before?.lot ?? link.lot,
    lotShare: before?.lotShare ?? link.lotShare,
    lotReveal: before?.lotReveal ?? link.lotReveal,
    resigned: before?.resigned ?? link.resigned,
    // This device's own offer stays open until the friend answers it with a move or a link of its own.
    drawOffer: link.drawOffer ?? (before?.drawOffer?.at === link.moves.length ? before.drawOffer : null),
    drawAgreed: before?.drawAgreed ?? link.drawAgreed,
    help: helpNow,
  };
  const secret = mine?.secret ?? {};
  // A reveal must match the commitment it answers, and the opening played must be the holes committed and picked.
  if (shared.race && shared.raceReveal) {
    const { hole, salt } = shared.raceReveal;
    if (!(await revealMatches(shared.race.commit, link.id, 'race', hole, salt))) return refuse('friend.revealMismatch', { hole });
  }
  if (shared.lot && shared.lotReveal && !(await revealMatches(shared.lot.commit, link.id, 'lot', shared.lotReveal.value, shared.lotReveal.salt)))
    return refuse('friend.lotMismatch');
  if (opensWithRace && !shared.race) return refuse('friend.openingUnfair');
  if (opensWithRace && link.moves.length > 0) {
    if (!shared.race || !shared.racePick) return refuse('friend.openingUnfair');
    const committed = shared.race.by === side && secret.raceHole ? secret.raceHole : shared.raceReveal?.hole;
    if (!committed) return refuse('friend.openingUnfair');
    const expected = jointMove(shared.race.by, committed, shared.racePick);
    if (link.moves[0] !== expected) return refuse('friend.openingDiffers', { move: link.moves[0], expected });
  }
  if (shared.lastFour === 'lottery' && !shared.lot) return refuse('friend.openingUnfair');
  /** @type {FriendGame} */
  const friend = {
    shared,
    side,
    name: cleanName(link.name) || (mine?.name ?? ''),
    myName: mine?.myName ?? '',
    secret,
    // Every move of the link has been seen by both: only moves played here after it may be taken back.
    seen: link.moves.length,
  };
  if (shared.lot && shared.lot.by !== side && !shared.lotShare) {
    // This device answers the lottery's commitment with its own random contribution.
    friend.shared = { ...shared, lotShare: randomToken() };
  }
  // A game from a set-up position is the sender's choice alone: the receiver sees it and accepts it first.
  if (!mine && link.position && !asked.setupAccepted) return { kind: 'setup', friend };
  return { kind: history.kind === 'same' ? 'same' : 'newer', friend };
}
