/**
 * Repeatable variety for the demo data: the same inputs always give the same numbers, so the
 * academy looks lived-in without Math.random.
 */
export function mix(...values: number[]): number {
  let hash = 2_166_136_261;
  for (const value of values) {
    hash ^= value;
    hash = Math.imul(hash, 16_777_619) >>> 0;
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
}

/** True for about `percent` percent of inputs. */
export function chance(percent: number, ...values: number[]): boolean {
  return mix(...values) % 100 < percent;
}
