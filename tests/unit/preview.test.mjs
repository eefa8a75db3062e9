// @ts-check
// The move preview's model and words (www/state/move-preview.js), from
// event lists as the engine's Game.preview gives them, without a browser.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadLanguage, translator } from '../../www/i18n/translate.js';
import { listText, previewFromEvents, previewWords } from '../../www/state/move-preview.js';

/** @typedef {import('../../www/types.js').GameEvent} GameEvent */
/** @typedef {import('../../www/types.js').Player} Player */

const en = translator('en');
await loadLanguage('es');
const es = translator('es');

/**
 * Events written shortly, one lap a line: `4B(6) 5B 6B` is a lift of 6
 * from 4B and drops into 5B and 6B; `*` puts a seed aside; `[7B 4 A mid-sow]`
 * captures 4 from 7B for A.
 * @param {Player} by  the mover
 * @param {string} text
 * @returns {GameEvent[]}
 */
function sowing(by, text) {
  /** @type {GameEvent[]} */
  const events = [];
  for (const token of text.match(/\[[^\]]*\]|\S+/g) ?? []) {
    const lift = /^(\w+)\((\d+)\)$/.exec(token);
    const capture = /^\[(\w+) (\d+) ([AB]) ([\w-]+)\]$/.exec(token);
    if (lift) events.push({ type: 'lift', by, hole: lift[1], seeds: Number(lift[2]) });
    else if (token === '*') events.push({ type: 'put-aside', by });
    else if (capture) {
      const kind = /** @type {'mid-sow' | 'final-seed' | 'opposite'} */ (capture[4]);
      events.push({ type: 'capture', by, hole: capture[1], seeds: Number(capture[2]), to: /** @type {Player} */ (capture[3]), kind });
    } else events.push({ type: 'drop', by, hole: token });
  }
  return events;
}

// Anywoli after 5B 8A: B's 4B, the longest move (75 seeds sown), as the engine gives it.
/** @type {GameEvent[]} */
const ANYWOLI_4B = [
  ...sowing(
    'B',
    `4B(6) 5B 6B 7B 8B 9B 10B
     10B(7) 11B 12B 1A 2A 3A 4A 5A
     5A(7) 6A 7A 8A 9A 10A 11A 12A
     12A(2) 1B 2B
     2B(7) 3B 4B 5B [5B 4 B mid-sow] 6B 7B 8B 9B
     9B(3) 10B 11B 12B
     12B(8) 1A 2A 3A 4A 5A 6A 7A 8A
     8A(2) 9A 10A
     10A(8) 11A 12A 1B 2B 3B 4B 5B 6B
     6B(9) 7B 8B 9B 10B 11B 12B 1A 2A [2A 4 A mid-sow] 3A
     3A(9) 4A 5A 6A 7A [7A 4 A mid-sow] 8A 9A 10A 11A 12A
     12A(2) 1B 2B
     2B(2) 3B 4B
     4B(3) 5B 6B 7B [7B 4 B final-seed]`,
  ),
  { type: 'extra-move', player: 'B' },
];

test('preview model: laps from lift to lift, the end, captures for whom, an extra move (Anywoli 4B)', () => {
  const p = previewFromEvents('4B', ANYWOLI_4B);
  assert.equal(p.mover, 'B');
  assert.equal(p.laps.length, 14);
  assert.deepEqual(p.laps[0], { from: '4B', seeds: 6, path: ['5B', '6B', '7B', '8B', '9B', '10B'] });
  assert.deepEqual(p.laps[3], { from: '12A', seeds: 2, path: ['1B', '2B'] });
  assert.equal(
    p.laps.reduce((n, lap) => n + lap.path.length, 0),
    75,
    'every seed sown is on a lap',
  );
  assert.equal(p.end, '7B');
  assert.deepEqual(
    p.captures.map((c) => [c.hole, c.seeds, c.to, c.kind]),
    [
      ['5B', 4, 'B', 'mid-sow'],
      ['2A', 4, 'A', 'mid-sow'],
      ['7A', 4, 'A', 'mid-sow'],
      ['7B', 4, 'B', 'final-seed'],
    ],
  );
  assert.equal(p.extraMove, 'B');
  assert.equal(p.gameOver, null);
  assert.equal(p.race, false);
  assert.equal(previewWords(en, p), '4B: 14 laps, ends in 7B, B captures 8, A gets 8, B plays again');
  assert.equal(previewWords(es, p), '4B: 14 vueltas, termina en 7B, B captura 8, A se lleva 8, B vuelve a jugar');
});

test('preview model: the seeds put aside (Sokusowó 1B)', () => {
  const events = sowing('B', '1B(4) * 2B 3B 4B 4B(5) * 5B 6B 1A 2A 2A(5) * 3A 4A 5A 6A 6A(5) * 1B 2B 3B 4B');
  const p = previewFromEvents('1B', events);
  assert.deepEqual(p.putAside, { A: 0, B: 4 });
  assert.deepEqual(
    p.laps.map((lap) => [lap.from, lap.path.length]),
    [
      ['1B', 3],
      ['4B', 4],
      ['2A', 4],
      ['6A', 4],
    ],
  );
  assert.equal(p.end, '4B');
  assert.deepEqual(p.captures, []);
  assert.equal(previewWords(en, p), '1B: four laps, ends in 4B, B puts 4 seeds aside');
  assert.equal(previewWords(es, p), '1B: cuatro vueltas, termina en 4B, B aparta 4 semillas');
  const once = previewFromEvents('3A', sowing('A', '3A(2) * 4A'));
  assert.equal(previewWords(en, once), '3A: one lap, ends in 4A, A puts 1 seed aside');
  assert.equal(previewWords(es, once), '3A: una vuelta, termina en 4A, A aparta 1 semilla');
});

test('preview model: a capture from the opposite hole (Sadeqa II 6B)', () => {
  const events = sowing('B', '6B(3) 1A 2A 3A 3A(4) 4A 5A 6A 1B 1B(4) 2B 3B 4B 5B 5B(4) 6B 1A 2A 3A [4B 4 B opposite]');
  const p = previewFromEvents('6B', events);
  assert.equal(p.laps.length, 4);
  assert.equal(p.end, '3A');
  assert.deepEqual(p.captures, [{ hole: '4B', seeds: 4, to: 'B', kind: 'opposite' }]);
  assert.equal(previewWords(en, p), '6B: four laps, ends in 3A, B captures 4');
  assert.equal(previewWords(es, p), '6B: cuatro vueltas, termina en 3A, B captura 4');
});

test('preview model: claims, a pass and a game end, in both languages (Sulus Aidi)', () => {
  /** @type {GameEvent[]} */
  const events = [
    ...sowing('A', '2A(2) 3A 4A 4A(7) 5A 6A 7A 8A 9A 1B 2B 2B(2) 3B 4B'),
    { type: 'claim', by: 'A', hole: '4B' },
    { type: 'claim', by: 'A', hole: '9A' },
    { type: 'claim', by: 'A', hole: '3B' },
    { type: 'pass', player: 'B' },
    { type: 'collect', hole: '1A', seeds: 3, to: 'A' },
    { type: 'collect', hole: null, seeds: 2, to: 'B' },
    { type: 'game-over', winner: 'A', reason: 'no-moves', text: 'neither player can move' },
  ];
  const p = previewFromEvents('2A', events);
  assert.equal(p.mover, 'A');
  assert.deepEqual(p.claims, [
    { hole: '4B', by: 'A' },
    { hole: '9A', by: 'A' },
    { hole: '3B', by: 'A' },
  ]);
  assert.deepEqual(p.passes, ['B']);
  assert.deepEqual(p.collects, [
    { hole: '1A', seeds: 3, to: 'A' },
    { hole: null, seeds: 2, to: 'B' },
  ]);
  assert.deepEqual(p.gameOver, { winner: 'A', reason: 'no-moves' });
  assert.equal(
    previewWords(en, p),
    '2A: three laps, ends in 4B, A claims 4B, 9A and 3B, B must pass, A collects 3 from the board, B collects 2 from the board, the game ends and A wins',
  );
  assert.equal(
    previewWords(es, p),
    '2A: tres vueltas, termina en 4B, A reclama 4B, 9A y 3B, B tiene que pasar, A recoge 3 del tablero, B recoge 2 del tablero, la partida termina y gana A',
  );
  const draw = previewFromEvents('1B', [...sowing('B', '1B(1) 2B'), { type: 'game-over', winner: null, reason: 'repetition', text: '' }]);
  assert.equal(previewWords(en, draw), '1B: one lap, ends in 2B, the game ends in a draw');
  assert.equal(previewWords(es, draw), '1B: una vuelta, termina en 2B, la partida termina en empate');
});

test('preview model: the joint opening is no single move to preview', () => {
  /** @type {GameEvent[]} */
  const events = [
    { type: 'lift', by: 'B', hole: '3B', seeds: 4 },
    { type: 'lift', by: 'A', hole: '7A', seeds: 4 },
    { type: 'tick', n: 1 },
    { type: 'race-won', player: 'B' },
  ];
  const p = previewFromEvents('3B+7A', events);
  assert.equal(p.race, true);
  assert.equal(previewWords(en, p), en('preview.race'));
  assert.notEqual(en('preview.race'), 'preview.race');
  assert.notEqual(es('preview.race'), en('preview.race'));
});

test('preview words: lists and lap counts', () => {
  assert.equal(listText(en, []), '');
  assert.equal(listText(en, ['4A']), '4A');
  assert.equal(listText(en, ['4A', '7B']), '4A and 7B');
  assert.equal(listText(es, ['4A', '5B', '7B']), '4A, 5B y 7B');
  const laps = (/** @type {number} */ n) => previewFromEvents('1B', sowing('B', Array.from({ length: n }, () => '1B(1) 2B').join(' ')));
  assert.equal(previewWords(en, laps(2)), '1B: two laps, ends in 2B');
  assert.equal(previewWords(en, laps(10)), '1B: ten laps, ends in 2B');
  assert.equal(previewWords(es, laps(11)), '1B: 11 vueltas, termina en 2B');
});
