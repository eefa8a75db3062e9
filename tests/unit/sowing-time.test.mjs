// @ts-check
// How long a computer's sowing is shown (issue 38, "The computer's long
// turns"): a long one quickens to fit a few seconds, a short one keeps the
// speed's own pace.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPUTER_SOWING_MS, cappedFactor, fittedFactor, SPEEDS } from '../../www/render/animation.js';

test("a long sowing fits the cap at the speed chosen, a short one keeps the speed's pace", () => {
  const drops = (/** @type {number} */ n) => Array.from({ length: n }, () => ({ duration: 170 }));
  for (const speed of /** @type {const} */ (['slow', 'normal', 'fast'])) {
    const factor = SPEEDS[speed];
    assert.equal(fittedFactor(drops(5), factor, COMPUTER_SOWING_MS), factor, `${speed}: 5 drops at their pace`);
    const long = drops(60);
    const fitted = fittedFactor(long, factor, COMPUTER_SOWING_MS);
    const shown = long.reduce((sum, step) => sum + step.duration * fitted, 0);
    assert.ok(Math.abs(shown - COMPUTER_SOWING_MS * factor) < 1, `${speed}: 60 drops shown in ${Math.round(shown)} ms`);
  }
  assert.equal(fittedFactor(drops(60), 0, COMPUTER_SOWING_MS), 0, 'instant stays instant');
});

test("a lesson's wrong try is shown within its cap at any speed, a short one at the speed's pace", () => {
  const drops = (/** @type {number} */ n) => Array.from({ length: n }, () => ({ duration: 170 }));
  for (const speed of /** @type {const} */ (['slow', 'normal', 'fast'])) {
    const factor = SPEEDS[speed];
    assert.equal(cappedFactor(drops(2), factor, 1500), factor, `${speed}: 2 drops at their pace`);
    const long = drops(60);
    const shown = long.reduce((sum, step) => sum + step.duration * cappedFactor(long, factor, 1500), 0);
    assert.ok(Math.abs(shown - 1500) < 1, `${speed}: 60 drops shown in ${Math.round(shown)} ms`);
  }
  assert.equal(cappedFactor(drops(60), 0, 1500), 0, 'instant stays instant');
});
