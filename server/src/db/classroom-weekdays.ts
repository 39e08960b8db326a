/** A classroom's meeting-day columns, indexed by weekday (0 Sunday). */
export const CLASSROOM_WEEKDAY_COLUMNS = [
  'meetsOnSunday',
  'meetsOnMonday',
  'meetsOnTuesday',
  'meetsOnWednesday',
  'meetsOnThursday',
  'meetsOnFriday',
  'meetsOnSaturday',
] as const;
