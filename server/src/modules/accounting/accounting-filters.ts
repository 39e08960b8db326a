import { daysBetween, parseCalendarDate } from '@solve/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';

/** The longest range one request may ask for: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;
const QUARTERS = ['WINTER', 'SPRING', 'SUMMER', 'FALL'] as const;
export type Quarter = (typeof QUARTERS)[number];

/** What the admin asked, as typed: calendar dates of the academy, an optional term ('2026-FALL') and class. */
export interface TransactionFilterInput {
  from: string;
  to: string;
  term?: string | null;
  classroomId?: number | null;
}

/** The checked filters: from–to inclusive in the academy's zone. */
export interface TransactionFilters {
  from: string;
  to: string;
  term: { year: number; quarter: Quarter } | null;
  classroomId: number | null;
}

function parseTerm(term: string): { year: number; quarter: Quarter } {
  const match = /^(\d{4})-([A-Z]+)$/.exec(term.trim().toUpperCase());
  const quarter = QUARTERS.find((q) => q === match?.[2]);
  if (!match || !quarter) throw new DomainError('ACCOUNTING_BAD_TERM');
  return { year: Number(match[1]), quarter };
}

/** Checks the filters; a bad date, a reversed or too long range, a bad term or an unknown class is a DomainError. */
export async function checkFilters(db: Db, input: TransactionFilterInput): Promise<TransactionFilters> {
  if (!parseCalendarDate(input.from)) throw new DomainError('ACCOUNTING_BAD_DATE', { field: '"from"' });
  if (!parseCalendarDate(input.to)) throw new DomainError('ACCOUNTING_BAD_DATE', { field: '"to"' });
  const days = daysBetween(input.from, input.to) + 1;
  if (days < 1) throw new DomainError('ACCOUNTING_DATES_REVERSED');
  if (days > MAX_RANGE_DAYS) throw new DomainError('ACCOUNTING_RANGE_TOO_LONG', { days });
  const term = input.term?.trim() ? parseTerm(input.term) : null;
  const classroomId = input.classroomId ?? null;
  if (classroomId !== null) {
    const [found] = Number.isSafeInteger(classroomId)
      ? await db.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.id, classroomId))
      : [];
    if (!found) throw new DomainError('ACCOUNTING_UNKNOWN_CLASS');
  }
  return { from: input.from, to: input.to, term, classroomId };
}
