// @ts-check
// The sentences around the board, worded from the engine's view: why a hole
// is blocked, what a hole holds, how a game ended, what a move did. No rule:
// every fact comes from the view or the engine's events.

import { reasonText } from '../i18n/translate.js';

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').HoleView} HoleView */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameEvent} GameEvent */
/** @typedef {import('./board-view.js').Translate} Translate */

/**
 * @param {Translate} t
 * @param {Player} player
 */
export const playerName = (t, player) => t(`player.${player}`);

/**
 * Why a hole cannot be played, in the current language.
 * @param {Translate} t
 * @param {View} view
 * @param {HoleView} hole
 */
export function blockedText(t, view, hole) {
  const code = hole.blocked_code ?? 'other';
  return t(`blocked.${code}`, {
    ...hole.blocked_args,
    hole: hole.label,
    owner: playerName(t, hole.owner),
    player: playerName(t, view.to_move),
    seeds: hole.seeds,
    by: hole.claimed_by ? playerName(t, hole.claimed_by) : '',
  });
}

/**
 * A hole that is not the picker's in the Sulus Aidi opening.
 * @param {Translate} t
 * @param {HoleView} hole
 * @param {Player} picker
 */
export function notYoursText(t, hole, picker) {
  return t('blocked.not-yours', { hole: hole.label, owner: playerName(t, hole.owner), player: playerName(t, picker) });
}

/**
 * The line under the board: what a hole holds and whether it can be played.
 * @param {Translate} t
 * @param {View} view
 * @param {string | null} label
 * @param {Player} picker  who picks an opening hole now
 */
export function describeHole(t, view, label, picker) {
  const hole = view.holes.find((h) => h.label === label);
  if (!hole) return t('status.hint');
  const parts = [t(hole.seeds === 1 ? 'hole.describeOne' : 'hole.describe', { hole: hole.label, seeds: hole.seeds })];
  if (hole.claimed_by) parts.push(t('hole.claimedBy', { by: playerName(t, hole.claimed_by) }));
  if (view.phase === 'race' && hole.owner !== picker) {
    parts.push(notYoursText(t, hole, picker));
  } else if (hole.playable) {
    parts.push(t('hole.playable'));
  } else if (hole.blocked_code !== 'empty') {
    // An empty hole's "0 seeds" already says why.
    parts.push(blockedText(t, view, hole));
  }
  return parts.join(' · ');
}

/**
 * How a game ended, in words: the title (who won), the reason, the score
 * that decides and an aside. Where survival decides (Sadeqa II) the winner
 * is the player who can still move: the seeds taken are the aside, said
 * not to count.
 * @param {Translate} t
 * @param {View} view
 */
export function resultTexts(t, view) {
  const title = view.winner ? t('result.win', { player: playerName(t, view.winner) }) : t('result.draw');
  const reason = view.reason_code ? reasonText(t, view.reason_code, view.last_four) : '';
  const scores = { b: view.score.B, a: view.score.A };
  if (view.decided_by === 'survival') {
    // A resignation (a game with a friend by links) decides it, not survival.
    const count = view.winner && !view.reason_code?.startsWith('resigned-') ? t('result.survival') : '';
    return { title, reason, count, aside: t('result.takenNotCounted', scores) };
  }
  return { title, reason, count: t(view.captured ? 'result.captured' : 'result.claimed', scores), aside: '' };
}

/**
 * One or two sentences for screen readers: the move, what it captured or
 * claimed, and who moves next (or how the game ended).
 * @param {Translate} t
 * @param {View} before
 * @param {View} after
 * @param {string} move
 * @param {GameEvent[]} events
 */
export function moveSummary(t, before, after, move, events) {
  const name = (/** @type {Player} */ p) => playerName(t, p);
  const [b, a] = move.split('+');
  const parts = [move.includes('+') ? t('announce.race', { b, a }) : t('announce.move', { player: name(before.to_move), move })];
  /** @type {Record<Player, number>} */
  const captured = { A: 0, B: 0 };
  for (const event of events) {
    if (event.type === 'capture') captured[event.to] += event.seeds;
    else if (event.type === 'put-aside') captured[event.by] += 1;
    else if (event.type === 'claim') parts.push(t('announce.claimed', { player: name(event.by), hole: event.hole }));
    else if (event.type === 'race-won') parts.push(t('announce.raceWon', { player: name(event.player) }));
    else if (event.type === 'extra-move') parts.push(t('announce.extra', { player: name(event.player) }));
    else if (event.type === 'pass') parts.push(t('announce.pass', { player: name(event.player) }));
  }
  for (const p of /** @type {Player[]} */ (['B', 'A'])) if (captured[p] > 0) parts.push(t('announce.captured', { player: name(p), n: captured[p] }));
  if (after.over) {
    const { title, reason, count, aside } = resultTexts(t, after);
    parts.push(t('announce.over', { result: title, reason: [reason, count, aside].filter(Boolean).join(' ') }));
  } else {
    parts.push(t('announce.next', { player: name(after.to_move) }));
  }
  return parts.join(' ');
}

/**
 * What screen readers hear when a new game starts on the board.
 * @param {Translate} t
 * @param {View} view
 */
export function newGameText(t, view) {
  return t(view.phase === 'race' ? 'announce.newRace' : 'announce.newGame', { game: view.name, player: playerName(t, view.to_move) });
}
