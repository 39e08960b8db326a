import { answerHint, answerHints } from './hints.js';
import { invalid, unsupported, verdict, type CheckableChoice, type CheckResult, type Point } from './types.js';

/**
 * How far from a spot's centre a click still finds it, as a fraction of the image size. The
 * specs store spots as points ('x,y'); a click can never land on a point exactly, so a spot is a
 * small disc. A choice can set its own radius as a third number: 'x,y,r'.
 */
export const HOTSPOT_RADIUS = 0.05;
/** Rounding slack so a click exactly on the edge of a spot counts as inside. */
const EDGE_SLACK = 1e-9;

export interface Hotspot extends Point {
  /** The choice's index in stored order. */
  index: number;
  radius: number;
  /** A spot to find (the choice is marked correct). */
  target: boolean;
}

function isFraction(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 1;
}

/** Reads 'x,y' or 'x,y,r' (fractions of the image); null for anything else. */
export function parsePoint(text: string): (Point & { radius?: number }) | null {
  const parts = text.split(',').map((part) => part.trim());
  if ((parts.length !== 2 && parts.length !== 3) || parts.some((part) => !/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(part))) return null;
  const [x = Number.NaN, y = Number.NaN, radius] = parts.map(Number);
  if (!isFraction(x) || !isFraction(y)) return null;
  if (radius === undefined) return { x, y };
  return radius > 0 && radius <= 1 ? { x, y, radius } : null;
}

/**
 * The spots of a hotspot problem, one per readable choice. The spots to find are those marked
 * correct; if none is marked, every spot is one to find. Unreadable choices are left out.
 */
export function hotspotsOf(choices: readonly CheckableChoice[]): Hotspot[] {
  const anyMarked = choices.some((choice) => choice.correct);
  return choices.flatMap((choice, index) => {
    const point = parsePoint(choice.text);
    if (point === null) return [];
    return [{ index, x: point.x, y: point.y, radius: point.radius ?? HOTSPOT_RADIUS, target: anyMarked ? choice.correct : true }];
  });
}

/**
 * The spot a click (fractions of the image) hits: the nearest spot whose disc holds the click,
 * edge included, as its choice index; null when the click hits no spot.
 */
export function hitHotspot(spots: readonly Hotspot[], click: Point): number | null {
  let best: { index: number; distance: number } | null = null;
  for (const spot of spots) {
    const distance = Math.hypot(click.x - spot.x, click.y - spot.y);
    if (distance <= spot.radius + EDGE_SLACK && (best === null || distance < best.distance)) best = { index: spot.index, distance };
  }
  return best?.index ?? null;
}

/** How many marks a student may place: one for ONE_HOTSPOT, one per spot to find for MANY_HOTSPOTS. */
export function maxHotspotClicks(choices: readonly CheckableChoice[], many: boolean): number {
  return many ? hotspotsOf(choices).filter((spot) => spot.target).length : 1;
}

/**
 * Hotspots (§5: "the number of found spots must equal the number of spots"). A found spot is a
 * spot to find hit by a click; hitting it twice finds it once. The student may place at most as
 * many marks as there are spots to find, so a mark on a decoy, off every spot or on an already
 * found spot leaves a spot unfound: the answer is incorrect. More marks than allowed, or a
 * click outside the image, is unreadable.
 */
export function checkHotspots(clicks: readonly Point[], choices: readonly CheckableChoice[], many: boolean): CheckResult {
  const spots = hotspotsOf(choices);
  const targets = spots.filter((spot) => spot.target);
  if (targets.length === 0) return unsupported(answerHints.KEY_UNREADABLE);
  const max = many ? targets.length : 1;
  const hint = many ? answerHint('HOTSPOT_MANY', { max }) : answerHints.HOTSPOT_ONE;
  if (clicks.length === 0 || clicks.length > max) return invalid(hint);
  if (clicks.some((click) => !isFraction(click.x) || !isFraction(click.y))) return invalid(hint);
  const targetIndexes = new Set(targets.map((spot) => spot.index));
  const found = new Set(clicks.map((click) => hitHotspot(spots, click)).filter((index) => index !== null && targetIndexes.has(index)));
  return verdict(found.size === targets.length);
}
