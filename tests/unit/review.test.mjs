// @ts-check
// The review's plain data (www/modes/review/review.js), from made-up reviews.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  betterMove,
  classCounts,
  GRAPH_SCALE,
  graphHeight,
  graphPoints,
  PROVEN_EDGE,
  plyAt,
  startPoint,
  worthSeeds,
  worthWords,
} from '../../www/modes/review/review.js';

/** @typedef {import('../../www/modes/review/review.js').MoveReview} MoveReview */

/** @typedef {import('../../www/modes/review/review.js').Worth} Worth */

/** @param {number | null} [margin] @returns {Worth} */
const win = (margin = null) => ({ result: 'win', margin, estimate: null });
/** @param {number | null} [margin] @returns {Worth} */
const loss = (margin = null) => ({ result: 'loss', margin, estimate: null });
/** @param {number} n @returns {Worth} */
const estimate = (n) => ({ result: null, margin: null, estimate: n });

/**
 * @param {number} ply
 * @param {'A' | 'B'} player
 * @param {string} played
 * @param {string} best
 * @param {Worth} value
 * @param {Worth} bestValue
 * @param {MoveReview['class']} cls
 * @returns {MoveReview}
 */
function review(ply, player, played, best, value, bestValue, cls) {
  return { ply, player, played, best, value, bestValue, exact: false, class: cls, moves: [] };
}

test('a worth as seeds: margins, estimates, proven results without a margin at the edge', () => {
  assert.equal(worthSeeds(win(8)), 8);
  assert.equal(worthSeeds(loss(-14)), -14);
  assert.equal(worthSeeds(estimate(2.5)), 2.5);
  assert.equal(worthSeeds(win()), PROVEN_EDGE);
  assert.equal(worthSeeds(loss()), -PROVEN_EDGE);
  assert.equal(worthSeeds({ result: 'draw', margin: null, estimate: null }), 0);
  // A forced result the search saw but could not prove (Sadeqa II's -49999.2 search units) stays on the graph.
  assert.equal(worthSeeds(estimate(-49999.2)), -PROVEN_EDGE);
  assert.equal(worthSeeds(estimate(49999.2)), PROVEN_EDGE);
});

test("the graph's heights: even in the middle, the scale at three quarters, proven results at the edge", () => {
  assert.equal(graphHeight(0), 0);
  assert.ok(Math.abs(graphHeight(GRAPH_SCALE) - 0.75) < 1e-9);
  assert.ok(graphHeight(PROVEN_EDGE) > 0.99);
  assert.equal(graphHeight(-5), -graphHeight(5));
});

test("the graph is from B's side, in seeds, one point per ply, the race counted by B's review", () => {
  const points = graphPoints([
    review(1, 'B', '1B', '1B', estimate(1), estimate(1), 'best'),
    review(1, 'A', '2A', '3A', estimate(-1), estimate(0), 'good'),
    review(2, 'A', '5A', '4A', estimate(-30), estimate(2), 'blunder'),
    review(3, 'B', '6B', '6B', win(8), win(8), 'best'),
  ]);
  assert.deepEqual(
    points.map((p) => [p.ply, p.value, p.proven, p.flaw]),
    [
      [1, 1, false, null],
      [2, 30, false, 'blunder'],
      [3, 8, true, null],
    ],
  );
});

test("the graph starts from the start's worth: the first move's best, from B's side", () => {
  // Sokusowó: B's first move, and B's start a proven win by 8 whatever B played.
  assert.deepEqual(startPoint([review(1, 'B', '1B', '5B', loss(-16), win(8), 'blunder'), review(2, 'A', '1A', '1A', win(16), win(16), 'best')]), {
    value: 8,
    proven: true,
  });
  // A starts (an option): A's best is A's, so B's side is its opposite; an estimate is not proven.
  assert.deepEqual(startPoint([review(1, 'A', '3A', '3A', estimate(2.5), estimate(2.5), 'best')]), { value: -2.5, proven: false });
  // A proven win without a margin (Sadeqa II) is at the edge.
  assert.deepEqual(startPoint([review(1, 'B', '6B', '6B', win(), win(), 'best')]), { value: PROVEN_EDGE, proven: true });
  // The Sulus Aidi race: B's review of the first ply, whichever comes first.
  assert.equal(
    startPoint([review(1, 'A', '2A', '3A', estimate(-1), estimate(4), 'good'), review(1, 'B', '1B', '1B', estimate(1), estimate(3), 'best')]).value,
    3,
  );
  // Nothing reviewed yet: even.
  assert.deepEqual(startPoint([]), { value: 0, proven: false });
});

test('counts of each class per player', () => {
  const counts = classCounts([
    review(1, 'B', '1B', '2B', estimate(0), estimate(3), 'inaccuracy'),
    review(2, 'A', '1A', '1A', estimate(0), estimate(0), 'best'),
  ]);
  assert.equal(counts.B.inaccuracy, 1);
  assert.equal(counts.A.best, 1);
  assert.equal(counts.A.blunder, 0);
});

test('words for worths and the better move', () => {
  assert.deepEqual(worthWords(win(8)), { key: 'review.worth.winBy', params: { n: 8 } });
  assert.deepEqual(worthWords(loss(-14)), { key: 'review.worth.lossBy', params: { n: 14 } });
  assert.deepEqual(worthWords(win()), { key: 'review.worth.win', params: {} });
  assert.deepEqual(worthWords(estimate(-2.46)), { key: 'review.worth.estimate', params: { n: '−2.5' } });
  assert.deepEqual(worthWords(estimate(-49999.2)), { key: 'review.worth.likelyLoss', params: {} });
  assert.deepEqual(worthWords(estimate(49999.2)), { key: 'review.worth.likelyWin', params: {} });
  const better = betterMove(review(4, 'B', '2B', '5B', loss(-14), win(8), 'blunder')).better;
  assert.equal(better?.best, '5B');
  assert.equal(better?.playedWorth.key, 'review.worth.lossBy');
  assert.equal(betterMove(review(4, 'B', '5B', '5B', win(8), win(8), 'best')).better, null);
});

test('a point of the graph to a ply', () => {
  assert.equal(plyAt(0, 200, 50), 0);
  assert.equal(plyAt(200, 200, 50), 50);
  assert.equal(plyAt(101, 200, 50), 25);
  assert.equal(plyAt(-5, 200, 50), 0);
  assert.equal(plyAt(10, 200, 0), 0);
});
