// @ts-check
// The median of measured figures, as the scripts and browser tests that
// print timings report them.

/**
 * The middle value (of an even count, the upper of the two middle ones).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
