import { useQuery } from '@apollo/client/react';
import { graphql } from '../graphql';

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

/** Public facts about the academy (name, phone, videos, version); cached for the whole visit. */
export function useAcademy() {
  const { data } = useQuery(AcademyQuery, { fetchPolicy: 'cache-first' });
  return { academy: data?.academy ?? null, appVersion: data?.appVersion ?? '' };
}
