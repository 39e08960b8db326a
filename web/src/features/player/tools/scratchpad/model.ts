import { SCRATCHPAD } from '@solve/core/player';
import { getStroke } from 'perfect-freehand';

/**
 * The scratchpad's drawing as data: strokes (pressure-smoothed outlines), eraser paths and texts,
 * each placed by its own position and scale so that the select tool can move and resize it.
 * Items are never changed in place: an edit makes a new item, so undo snapshots share the rest.
 */

interface Placed {
  id: string;
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
}

/** A pen stroke: the filled outline of a line whose width follows the pen's pressure around SCRATCHPAD.lineWidth. */
export interface StrokeItem extends Placed {
  kind: 'stroke';
  /** Outline polygon, x and y in turn, relative to (x, y). */
  outline: number[];
  colour: string;
}

/** An eraser path: drawn with destination-out, so it also clears the saved drawing underneath. */
export interface EraseItem extends Placed {
  kind: 'erase';
  points: number[];
}

export interface TextItem extends Placed {
  kind: 'text';
  text: string;
  fontSize: number;
  colour: string;
}

export type Item = StrokeItem | EraseItem | TextItem;

/** What undo restores: the items and whether the saved drawing is still shown (Clear all hides it). */
export interface Drawing {
  items: readonly Item[];
  background: boolean;
}

export type Tool = 'draw' | 'erase' | 'select' | 'text';

/** A point of a stroke as the pointer gave it: x, y and pressure from 0 to 1. */
export type InputPoint = [number, number, number];

let counter = 0;
export const newId = () => `i${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * The pressure to draw with: a pen's own; a mouse (which reports 0.5 while pressed) and touch
 * screens that report no force draw at the middle pressure, i.e. exactly the line width.
 */
export function pressureOf(event: Pick<PointerEvent, 'pointerType' | 'pressure'>): number {
  if (event.pointerType === 'mouse' || !(event.pressure > 0)) return 0.5;
  return Math.min(1, event.pressure);
}

const STROKE_OPTIONS = {
  size: SCRATCHPAD.lineWidth,
  // At pressure 0.5 the width is lineWidth; from 0.8 px (a light touch) to 3.2 px (pressed hard).
  thinning: 0.6,
  smoothing: 0.5,
  streamline: 0.45,
  simulatePressure: false,
} as const;

/** The outline polygon of a stroke through `points` (flattened x, y pairs), smoothed; `done` closes its end. */
export function strokeOutline(points: readonly InputPoint[], done: boolean): number[] {
  const outline = getStroke(points as InputPoint[], { ...STROKE_OPTIONS, last: done });
  const flat = new Array<number>(outline.length * 2);
  outline.forEach(([x, y], index) => {
    flat[index * 2] = x;
    flat[index * 2 + 1] = y;
  });
  return flat;
}

export function strokeItem(points: readonly InputPoint[], colour: string): StrokeItem {
  return { kind: 'stroke', id: newId(), x: 0, y: 0, scaleX: 1, scaleY: 1, outline: strokeOutline(points, true), colour };
}

export function eraseItem(points: readonly InputPoint[]): EraseItem {
  return { kind: 'erase', id: newId(), x: 0, y: 0, scaleX: 1, scaleY: 1, points: points.flatMap(([x, y]) => [x, y]) };
}

/** A font size within SCRATCHPAD.fontMin–fontMax (whole pixels); anything unreadable is the default. */
export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return SCRATCHPAD.fontDefault;
  return Math.min(SCRATCHPAD.fontMax, Math.max(SCRATCHPAD.fontMin, Math.round(value)));
}

export function textItem(text: string, at: { x: number; y: number }, fontSize: number, colour: string): TextItem {
  return { kind: 'text', id: newId(), x: at.x, y: at.y, scaleX: 1, scaleY: 1, text, fontSize: clampFontSize(fontSize), colour };
}

/** The undo history after a change: the drawing before it is kept, at most SCRATCHPAD.undoSnapshots of them. */
export function withSnapshot(history: readonly Drawing[], before: Drawing): Drawing[] {
  return [...history.slice(-(SCRATCHPAD.undoSnapshots - 1)), before];
}

/** Replaces one item by id with its changed copy. */
export function replaceItem(items: readonly Item[], id: string, change: (item: Item) => Item): Item[] {
  return items.map((item) => (item.id === id ? change(item) : item));
}
