// @ts-check
// The preview of a move, built only from the events the engine says the move
// would give (Game.preview): its laps and their holes, where the sowing
// ends, what it captures or claims and for whom, the seeds put aside, an
// extra move, a pass, a game end; and the same in words. Pure (no DOM),
// unit-tested under node --test (tests/unit).

import { otherPlayer } from './board-state.js';

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameEvent} GameEvent */
/** @typedef {(key: string, params?: Record<string, string | number>) => string} Translate */

/**
 * One lap: the seeds lifted from a hole and the holes they are sown into.
 * @typedef {object} PreviewLap
 * @property {string} from  the hole lifted
 * @property {number} seeds  how many seeds were lifted
 * @property {string[]} path  the holes sown, in order
 */

/**
 * @typedef {object} MovePreview
 * @property {string} move
 * @property {Player | null} mover  who sows (null when nothing is lifted)
 * @property {PreviewLap[]} laps
 * @property {string | null} end  where the last seed is sown
 * @property {{ hole: string, seeds: number, to: Player, kind: string }[]} captures
 * @property {{ hole: string, by: Player }[]} claims
 * @property {Record<Player, number>} putAside  seeds put aside, by whom
 * @property {Player | null} extraMove  who plays again
 * @property {Player[]} passes  who is skipped
 * @property {{ hole: string | null, seeds: number, to: Player }[]} collects  seeds taken at the end
 * @property {{ winner: Player | null, reason: string } | null} gameOver
 * @property {boolean} race  the Sulus Aidi joint opening (both players sow at once)
 */

/**
 * The preview model of a move from its events.
 * @param {string} move
 * @param {readonly GameEvent[]} events  what Game.preview(move) returned
 * @returns {MovePreview}
 */
export function previewFromEvents(move, events) {
  /** @type {MovePreview} */
  const preview = {
    move,
    mover: null,
    laps: [],
    end: null,
    captures: [],
    claims: [],
    putAside: { A: 0, B: 0 },
    extraMove: null,
    passes: [],
    collects: [],
    gameOver: null,
    race: false,
  };
  /** @type {PreviewLap | null} */
  let lap = null;
  for (const event of events) {
    switch (event.type) {
      case 'lift':
        preview.mover ??= event.by;
        lap = { from: event.hole, seeds: event.seeds, path: [] };
        preview.laps.push(lap);
        break;
      case 'drop':
        lap?.path.push(event.hole);
        preview.end = event.hole;
        break;
      case 'put-aside':
        preview.putAside[event.by] += 1;
        break;
      case 'capture':
        preview.captures.push({ hole: event.hole, seeds: event.seeds, to: event.to, kind: event.kind });
        break;
      case 'claim':
        preview.claims.push({ hole: event.hole, by: event.by });
        break;
      case 'extra-move':
        preview.extraMove = event.player;
        break;
      case 'pass':
        preview.passes.push(event.player);
        break;
      case 'collect':
        preview.collects.push({ hole: event.hole, seeds: event.seeds, to: event.to });
        break;
      case 'game-over':
        preview.gameOver = { winner: event.winner, reason: event.reason };
        break;
      case 'tick':
      case 'race-done':
      case 'race-won':
        preview.race = true;
        break;
    }
  }
  return preview;
}

/**
 * Seeds each player receives, the mover first.
 * @param {{ seeds: number, to: Player }[]} gains
 * @param {Player} first
 * @returns {[Player, number][]}
 */
function totals(gains, first) {
  /** @type {[Player, number][]} */
  const sums =
    first === 'A'
      ? [
          ['A', 0],
          ['B', 0],
        ]
      : [
          ['B', 0],
          ['A', 0],
        ];
  for (const gain of gains) {
    const entry = sums.find(([player]) => player === gain.to);
    if (entry) entry[1] += gain.seeds;
  }
  return sums.filter(([, n]) => n > 0);
}

/**
 * Items in a sentence: "4A", "4A and 7B", "4A, 5B and 7B".
 * @param {Translate} t
 * @param {string[]} items
 */
export function listText(t, items) {
  if (items.length <= 1) return items.join('');
  return t('preview.and', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

/**
 * The outcome in one line, e.g. "3B: two laps, ends in 5A, B captures 4".
 * Players are named by their letter, as the holes are.
 * @param {Translate} t
 * @param {MovePreview} preview
 */
export function previewWords(t, preview) {
  if (preview.race) return t('preview.race');
  const mover = preview.mover ?? 'B';
  const parts = [];
  const laps = preview.laps.length;
  if (laps > 0) parts.push(laps <= 10 ? t(`preview.laps.${laps}`) : t('preview.laps', { n: laps }));
  if (preview.end) parts.push(t('preview.end', { hole: preview.end }));
  for (const [player, n] of totals(preview.captures, mover)) {
    parts.push(t(player === mover ? 'preview.captures' : 'preview.goesTo', { player, n }));
  }
  for (const player of /** @type {Player[]} */ ([mover, otherPlayer(mover)])) {
    const n = preview.putAside[player];
    if (n > 0) parts.push(t(n === 1 ? 'preview.putAsideOne' : 'preview.putAside', { player, n }));
    const claimed = preview.claims.filter((c) => c.by === player).map((c) => c.hole);
    if (claimed.length > 0) parts.push(t('preview.claims', { player, holes: listText(t, claimed) }));
  }
  if (preview.extraMove) parts.push(t('preview.extra', { player: preview.extraMove }));
  for (const player of preview.passes) parts.push(t('preview.pass', { player }));
  for (const [player, n] of totals(preview.collects, mover)) parts.push(t('preview.collects', { player, n }));
  if (preview.gameOver) {
    const winner = preview.gameOver.winner;
    parts.push(winner ? t('preview.overWin', { player: winner }) : t('preview.overDraw'));
  }
  return t('preview.text', { move: preview.move, outcome: parts.join(', ') });
}
