// @ts-check
// A reviewed game as plain data: the marks of its moves, the points of its
// graph and the words of a better move, from the engine's reviews
// (Computer.reviewPly; docs/REVIEW.md). Pure functions, no browser.

/** @typedef {import('../../pkg-ai/mancala_wasm_ai.js').MoveReview} MoveReview */
/** @typedef {import('../../pkg-ai/mancala_wasm_ai.js').Worth} Worth */
/** @typedef {MoveReview['class']} MoveClass */

/** Each class's symbol: the mark is told by its shape, not only its colour. */
export const CLASS_SYMBOLS = Object.freeze(/** @type {Record<MoveClass, string>} */ ({ best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' }));

/** The classes worth pointing at on the graph and in the summary. */
export const FLAWS = /** @type {readonly MoveClass[]} */ (['inaccuracy', 'mistake', 'blunder']);

/** What a proven win without a margin counts in seeds: more than any game's seeds. */
export const PROVEN_EDGE = 99;

/** Seeds of margin at which the graph is three quarters of the way to its edge. */
export const GRAPH_SCALE = 8;

/**
 * A worth as one number of seeds for its player: a proven margin, an
 * estimate, or the graph's edge for a proven win or loss without a margin
 * (and for an estimate beyond it).
 * @param {Worth} worth
 */
export function worthSeeds(worth) {
  if (worth.result) {
    if (worth.margin !== null) return worth.margin;
    return worth.result === 'win' ? PROVEN_EDGE : worth.result === 'loss' ? -PROVEN_EDGE : 0;
  }
  const e = worth.estimate ?? 0;
  // The search saw a forced result it could not prove: at the edge too.
  return Math.max(-PROVEN_EDGE, Math.min(PROVEN_EDGE, e));
}

/**
 * The graph of a reviewed game: after each move, what the position is worth
 * to B in seeds (positive: B is ahead). The Sulus Aidi race counts B's
 * review.
 * @param {readonly MoveReview[]} reviews
 * @returns {{ ply: number, value: number, proven: boolean, flaw: MoveClass | null }[]}
 */
export function graphPoints(reviews) {
  /** @type {Map<number, MoveReview>} */
  const byPly = new Map();
  for (const r of reviews) if (!byPly.has(r.ply) || r.player === 'B') byPly.set(r.ply, r);
  return [...byPly.values()]
    .sort((a, b) => a.ply - b.ply)
    .map((r) => {
      const mine = worthSeeds(r.value);
      const forB = r.player === 'B' ? mine : -mine;
      const flaws = reviews.filter((x) => x.ply === r.ply && FLAWS.includes(x.class)).map((x) => x.class);
      const worst = flaws.sort((a, b) => FLAWS.indexOf(b) - FLAWS.indexOf(a))[0] ?? null;
      return { ply: r.ply, value: forB, proven: r.value.result !== null, flaw: worst };
    });
}

/**
 * What the start position is worth to B in seeds: the best move's worth
 * in the review of the first move (exact where it is proven, the estimate
 * elsewhere; B's review of the Sulus Aidi race); 0 until that is reviewed.
 * @param {readonly MoveReview[]} reviews
 * @returns {{ value: number, proven: boolean }}
 */
export function startPoint(reviews) {
  const first = reviews.find((r) => r.ply === 1 && r.player === 'B') ?? reviews.find((r) => r.ply === 1);
  if (!first) return { value: 0, proven: false };
  const mine = worthSeeds(first.bestValue);
  return { value: first.player === 'B' ? mine : -mine, proven: first.bestValue.result !== null };
}

/**
 * Where a value sits on the graph, from -1 (A far ahead or winning) to 1:
 * small margins spread out, large ones and proven results near the edges.
 * @param {number} value  seeds from B's side
 */
export function graphHeight(value) {
  return Math.tanh((value * Math.atanh(0.75)) / GRAPH_SCALE);
}

/**
 * How many moves of each class each player made.
 * @param {readonly MoveReview[]} reviews
 * @returns {Record<'A' | 'B', Record<MoveClass, number>>}
 */
export function classCounts(reviews) {
  const zero = () => /** @type {Record<MoveClass, number>} */ ({ best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 });
  const counts = { A: zero(), B: zero() };
  for (const r of reviews) counts[r.player][r.class] += 1;
  return counts;
}

/**
 * The i18n key and parameters that word a worth: "wins by 8", "draws",
 * "about +2.5 seeds".
 * @param {Worth} worth
 * @returns {{ key: string, params: Record<string, string | number> }}
 */
export function worthWords(worth) {
  if (worth.result) {
    const margin = worth.margin === null ? null : Math.abs(worth.margin);
    if (worth.result === 'draw') return { key: 'review.worth.draw', params: {} };
    const key = `review.worth.${worth.result}${margin === null ? '' : 'By'}`;
    return { key, params: margin === null ? {} : { n: margin } };
  }
  const e = worth.estimate ?? 0;
  // Beyond any game's seeds: a forced win or loss within the search that it
  // could not prove (a line resting on a repetition, or the budget ran out).
  if (Math.abs(e) > PROVEN_EDGE) return { key: e > 0 ? 'review.worth.likelyWin' : 'review.worth.likelyLoss', params: {} };
  const n = `${e > 0 ? '+' : e < 0 ? '−' : '±'}${Math.abs(e).toFixed(1)}`;
  return { key: 'review.worth.estimate', params: { n } };
}

/**
 * What to say of a move: its class, and where another move was better, that
 * move and what each gives ("5B wins by 8; 2B loses by 14").
 * @param {MoveReview} review
 * @returns {{ better: { best: string, bestWorth: ReturnType<typeof worthWords>, played: string, playedWorth: ReturnType<typeof worthWords> } | null }}
 */
export function betterMove(review) {
  if (review.class === 'best' || review.best === review.played) return { better: null };
  return {
    better: { best: review.best, bestWorth: worthWords(review.bestValue), played: review.played, playedWorth: worthWords(review.value) },
  };
}

/**
 * The ply (moves made, 0 to `total`) nearest to a point of the graph.
 * @param {number} x  from the graph's left edge
 * @param {number} width  the graph's width
 * @param {number} total  moves in the game
 */
export function plyAt(x, width, total) {
  if (total <= 0 || width <= 0) return 0;
  return Math.max(0, Math.min(total, Math.round((x / width) * total)));
}
