import { type Drawing, withSnapshot } from './model';

/** The scratchpad's drawing with its undo history. */
export interface Pad {
  drawing: Drawing;
  /** Drawings before the last changes, oldest first (at most SCRATCHPAD.undoSnapshots). */
  history: Drawing[];
}

export type PadAction = { type: 'change'; change(before: Drawing): Drawing } | { type: 'undo' } | { type: 'reset'; drawing: Drawing };

/** Every change keeps the drawing before it for undo; a change that changes nothing keeps nothing. */
export function padReducer(pad: Pad, action: PadAction): Pad {
  switch (action.type) {
    case 'change': {
      const after = action.change(pad.drawing);
      return after === pad.drawing ? pad : { drawing: after, history: withSnapshot(pad.history, pad.drawing) };
    }
    case 'undo': {
      const previous = pad.history[pad.history.length - 1];
      return previous ? { drawing: previous, history: pad.history.slice(0, -1) } : pad;
    }
    case 'reset':
      return { drawing: action.drawing, history: [] };
  }
}

/** Clear all: no items and the saved drawing hidden; nothing to undo when that is already so. */
export function clearedDrawing(drawing: Drawing): Drawing {
  return drawing.items.length === 0 && !drawing.background ? drawing : { items: [], background: false };
}

/** §4 Saving right after Clear all, while a saved image exists, asks first (it would replace it with an empty page). */
export function asksBeforeSave(drawing: Drawing, savedUrl: string | null): boolean {
  return !drawing.background && savedUrl !== null && savedUrl !== '' && drawing.items.length === 0;
}
