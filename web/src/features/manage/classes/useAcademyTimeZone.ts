import { useDrawnQuery } from '../../../app/drawnQuery';
import { AcademyTimeZoneQuery } from './classes.documents';

/** The academy's time zone (the seeded default until it has loaded). */
export function useAcademyTimeZone(): string {
  const { data } = useDrawnQuery(AcademyTimeZoneQuery, { fetchPolicy: 'cache-and-network' });
  return data?.academy.timeZone ?? 'America/Los_Angeles';
}
