import { useQuery } from '@apollo/client/react';
import { useDrawnFetchPolicy } from '../../../app/drawnFetchPolicy';
import { AcademyTimeZoneQuery } from './classes.documents';

/** The academy's time zone (the seeded default until it has loaded). */
export function useAcademyTimeZone(): string {
  const fetchPolicy = useDrawnFetchPolicy('AcademyTimeZone', {}, 'cache-and-network');
  const { data } = useQuery(AcademyTimeZoneQuery, { fetchPolicy });
  return data?.academy.timeZone ?? 'America/Los_Angeles';
}
