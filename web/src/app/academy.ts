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
    }
    appVersion
  }
`);

type AcademyAnswer = ResultOf<typeof AcademyQuery>;

let answer: AcademyAnswer | undefined;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

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

/** Public facts about the academy (name, phone, videos, version); asked once for the whole visit. */
export function useAcademy() {
  const data = useSyncExternalStore(subscribe, () => answer);
  useEffect(loadAcademy, []);
  return { academy: data?.academy ?? null, appVersion: data?.appVersion ?? '' };
}
