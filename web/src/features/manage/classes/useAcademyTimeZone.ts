import { useQuery } from '@apollo/client/react';
import { AcademyTimeZoneQuery } from './classes.documents';

/** The academy's time zone (the seeded default until it has loaded). */
export function useAcademyTimeZone(): string {
  const { data } = useQuery(AcademyTimeZoneQuery);
  return data?.academy.timeZone ?? 'America/Los_Angeles';
}
