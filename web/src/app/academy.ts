import { useEffect, useSyncExternalStore } from 'react';
import { graphql, type ResultOf } from '../graphql';
import { requestGraphQL } from './graphql/request';

export const AcademyQuery = graphql(`
  query Academy {
    academy {
      name
      phoneNumber
      supportHours
      introVideoUrl
      helpVideoUrl
      promoBanner
      timeZone
    }
    appVersion
  }
`);

export type AcademyAnswer = ResultOf<typeof AcademyQuery>;

/** Where the server puts the facts it drew a first page with (server/src/http/first-page-drawing.ts). */
export const ACADEMY_FACTS_ELEMENT_ID = 'academy-facts';

let answer: AcademyAnswer | undefined = factsInPage();
let request: Promise<void> | null = answer ? Promise.resolve() : null;
const listeners = new Set<() => void>();

/**
 * The facts a first page was drawn with, when the server drew it: the app's first render then
 * shows the same page, and asks for nothing.
 */
function factsInPage(): AcademyAnswer | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(ACADEMY_FACTS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as AcademyAnswer;
  } catch {
    return undefined;
  }
}

/** Draws the first pages with these facts (web/src/prerender.tsx, on the server). */
export function provideAcademy(facts: AcademyAnswer): void {
  answer = facts;
  request = Promise.resolve();
}

/**
 * Asks once per visit; a failed request is asked again by the next page that needs the facts.
 * main.tsx asks at start, so the answer is on its way while the first page's code loads.
 */
export function loadAcademy(): void {
  request ??= requestGraphQL(AcademyQuery, {}).then(
    (data) => {
      answer = data;
      for (const listener of listeners) listener();
    },
    () => {
      request = null;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Public facts about the academy (name, phone, videos, time zone, version); asked once for the whole visit. */
export function useAcademy() {
  const data = useSyncExternalStore(
    subscribe,
    () => answer,
    () => answer,
  );
  useEffect(loadAcademy, []);
  return { academy: data?.academy ?? null, appVersion: data?.appVersion ?? '' };
}
