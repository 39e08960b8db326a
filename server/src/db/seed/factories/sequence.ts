let last = 0;

/** A number unique within this process, for default codes and numbers that must not collide. */
export function nextSequence(): number {
  last += 1;
  return last;
}
