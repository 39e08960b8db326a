/**
 * A deterministic shuffle for randomizeOrder and randomizeChoices (§4): the same seed always
 * gives the same order, so a student sees the same order after a reload and the server can
 * rebuild it. Seeds suggested: `shuffleSeed(submissionId)` for problem order,
 * `shuffleSeed(submissionId, problemId)` for choices and matching sides. Review shows stored order.
 */

/** Joins seed parts: shuffleSeed(12, 345) is '12:345'. */
export function shuffleSeed(...parts: readonly (string | number)[]): string {
  return parts.join(':');
}

/** A 32-bit hash of the seed text (FNV-1a), so any string or number seeds the generator. */
function hashSeed(seed: string | number): number {
  let hash = 0x811c9dc5;
  for (const char of String(seed)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator with good spread for shuffling (not for secrets). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The shuffled order of `length` items as stored indexes: position i shows item result[i]. */
export function seededPermutation(length: number, seed: string | number): number[] {
  const order = Array.from({ length }, (_, index) => index);
  const random = generator(hashSeed(seed));
  // Fisher–Yates: every order equally likely.
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] ?? j, order[i] ?? i];
  }
  return order;
}

/** A shuffled copy of `items`; the input is not changed. */
export function seededShuffle<T>(items: readonly T[], seed: string | number): T[] {
  // Every index of the permutation is below items.length.
  return seededPermutation(items.length, seed).map((index) => items[index] as T);
}

/** The display order: shuffled when the set or problem asks for it and not in review, else stored order. */
export function displayOrder(length: number, options: { randomize: boolean; review: boolean; seed: string | number }): number[] {
  return options.randomize && !options.review ? seededPermutation(length, options.seed) : Array.from({ length }, (_, index) => index);
}
