/**
 * What a page the server drew for a signed-in visitor carries for the app's first render (web/src/
 * prerender.tsx, server/src/http/signed-in-drawing.ts): who is signed in, and the answers of the
 * first-page queries that the app asks without Apollo (graphql/firstPageQuery.ts). With them the
 * first render shows the same page as the drawing, instead of a spinner and a round trip.
 */

import type { DocumentNode } from '@0no-co/graphql.web';

/** The element the server writes them in. */
export const DRAWN_ANSWERS_ELEMENT_ID = 'drawn-answers';

export interface DrawnAnswers {
  /** The Me query's answer. */
  session?: { me: unknown };
  /** Answers by query and variables (`answerKey`). */
  answers: Record<string, unknown>;
}

let provided: DrawnAnswers | null | undefined;
/** A first-page query as the drawing asks it. */
export interface MissingAnswer {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

/** On the server while drawing: the first-page queries a render asked for and the drawing has no answer to. */
let missing: Map<string, MissingAnswer> | null = null;

/**
 * The drawing gives the app what it draws with (on the server, for one drawing at a time), and
 * learns of the first-page queries it still has to ask (`onMissing`).
 */
export function provideDrawnAnswers(answers: DrawnAnswers | null, onMissing: Map<string, MissingAnswer> | null = null): void {
  provided = answers;
  missing = onMissing;
}

/** While drawing: a first-page query the page asked for without an answer yet. */
export function noteMissingAnswer(key: string, query: MissingAnswer): void {
  if (missing && !missing.has(key)) missing.set(key, query);
}

function drawn(): DrawnAnswers | null {
  if (provided === undefined) {
    provided = null;
    const text = typeof document === 'undefined' ? null : document.getElementById(DRAWN_ANSWERS_ELEMENT_ID)?.textContent;
    if (text) {
      try {
        provided = JSON.parse(text) as DrawnAnswers;
      } catch {
        // A broken element is none: the page asks as usual.
      }
    }
  }
  return provided;
}

/** Names a query's answer: the operation and its variables. */
export const answerKey = (operationName: string, variables: unknown) => `${operationName}:${JSON.stringify(variables ?? {})}`;

/** The drawn session's Me answer, if the page was drawn for a signed-in visitor. */
export function drawnSession<Me>(): { me: Me } | undefined {
  return drawn()?.session as { me: Me } | undefined;
}

/** A drawn answer, left in place (a render may happen twice). */
export function peekDrawnAnswer(key: string): unknown {
  return drawn()?.answers[key];
}

/** A drawn answer, taken: the page's next visit asks the server again. */
export function takeDrawnAnswer(key: string): unknown {
  const answers = drawn()?.answers;
  if (!answers || !(key in answers)) return undefined;
  const answer = answers[key];
  delete answers[key];
  return answer;
}

/** The window's width a drawing assumes: a phone's, or a wide screen's (the app measures the real one as it starts). */
export const DRAWING_WIDTH = { phone: 390, wide: 1280 } as const;
let drawingWidth: number = DRAWING_WIDTH.phone;

export function provideDrawingWidth(width: number): void {
  drawingWidth = width;
}

/** The window's width, or while the server draws, the width it draws for. */
export const windowWidth = (): number => (typeof window === 'undefined' ? drawingWidth : window.innerWidth);

/**
 * While drawing: the page was drawn from Apollo's answer named `key`, which the drawing's cache
 * carries (`#apollo-state`); the app's first render may show it instead of asking again.
 */
export function noteDrawnFromCache(key: string): void {
  if (typeof document === 'undefined' && provided) provided.answers[key] = true;
}

/**
 * Whether the page was drawn from Apollo's answer named `key`, left in place: a render may be
 * thrown away before it commits (a part beside it suspending), and the one that commits takes it
 * (`takeDrawnAnswer`), so that the next visit asks.
 */
export function drawnFromCache(key: string): boolean {
  // While drawing, the page draws from the drawing's own cache anyway.
  return typeof document !== 'undefined' && peekDrawnAnswer(key) === true;
}
