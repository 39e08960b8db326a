/** The back office's Payments page and its CSV export (admins). */
export const accountingMessages = {
  ACCOUNTING_BAD_DATE: 'Please enter the {field} date as a real date (YYYY-MM-DD).',
  ACCOUNTING_DATES_REVERSED: 'The "from" date must be on or before the "to" date.',
  ACCOUNTING_RANGE_TOO_LONG: 'Please choose at most one year of transactions at a time ({days} days).',
  ACCOUNTING_BAD_TERM: 'The term must be a year and a quarter, like 2026-FALL.',
  ACCOUNTING_UNKNOWN_CLASS: 'There is no class with that id.',
} as const;
