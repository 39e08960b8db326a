import { ACADEMY_DOCUMENT_LIMITS, fieldTooLong, type Quarter } from '@solve/core';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academyHolidays, academySettings, academyTerms } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { getSettings } from '../settings/settings.service.js';
import { checkInt, cleanText } from './input-checks.js';

export interface AcademySettingsInput {
  name: string;
  phoneNumber: string;
  supportEmail: string;
  /** Printed on invoices and receipts; empty allowed; left as it is when not given. */
  address?: string | null;
  /** The academy's tax id on invoices and receipts; empty allowed; left as it is when not given. */
  taxId?: string | null;
  supportHours: string;
  timeZone: string;
  currentYear: number;
  currentQuarter: Quarter;
  nextYear: number;
  nextQuarter: Quarter;
  catalogYear: number;
  catalogQuarter: Quarter;
  /** Session name → ISO date. */
  earlyBirdDeadlines: { session: string; date: string }[];
  promoBanner: string;
  promotionsText: string;
  refundText: string;
  /** Whether students appear under their initials on leaderboards unless they choose otherwise. */
  leaderboardInitialsDefault: boolean;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** A time zone name Intl knows (America/Los_Angeles), trimmed; anything else is refused. */
export function checkTimeZone(value: string): string {
  const timeZone = cleanText(value, 60);
  if (!isTimeZone(timeZone)) throw new DomainError('UNKNOWN_TIME_ZONE');
  return timeZone;
}

/** The address and tax id printed on invoices and receipts, when given; too long is refused by name. */
function documentFields(input: Pick<AcademySettingsInput, 'address' | 'taxId'>): { address?: string; taxId?: string } {
  const fields: { address?: string; taxId?: string } = {};
  for (const key of ['address', 'taxId'] as const) {
    const value = input[key];
    if (value === null || value === undefined) continue;
    const text = cleanText(value, Number.MAX_SAFE_INTEGER, true);
    const tooLong = fieldTooLong(ACADEMY_DOCUMENT_LIMITS[key], text);
    if (tooLong) throw new DomainError(tooLong.code, tooLong.values);
    fields[key] = text;
  }
  return fields;
}

export async function updateAcademySettings(db: Db, viewer: EmployeeViewer, input: AcademySettingsInput): Promise<void> {
  const timeZone = checkTimeZone(input.timeZone);
  for (const year of [input.currentYear, input.nextYear, input.catalogYear]) checkInt(year, 2000, 2100);
  if (input.earlyBirdDeadlines.length > 50) throw new DomainError('INVALID_INPUT');
  const earlyBirdDeadlines = Object.fromEntries(
    input.earlyBirdDeadlines.map((deadline) => [cleanText(deadline.session, 80), deadline.date]),
  );
  const values = {
    name: cleanText(input.name, 120),
    phoneNumber: cleanText(input.phoneNumber, 40),
    supportEmail: cleanText(input.supportEmail, 200),
    supportHours: cleanText(input.supportHours, 200, true),
    ...documentFields(input),
    timeZone,
    currentYear: input.currentYear,
    currentQuarter: input.currentQuarter,
    nextYear: input.nextYear,
    nextQuarter: input.nextQuarter,
    catalogYear: input.catalogYear,
    catalogQuarter: input.catalogQuarter,
    earlyBirdDeadlines,
    promoBanner: cleanText(input.promoBanner, 500, true),
    promotionsText: cleanText(input.promotionsText, 5000, true),
    refundText: cleanText(input.refundText, 5000, true),
    leaderboardInitialsDefault: input.leaderboardInitialsDefault,
  };
  await db.transaction(async (tx) => {
    // The audit log never keeps a token, not even the hash of the setup link's.
    const { setupTokenHash: _before, ...before } = await getSettings(tx);
    const [updated] = await tx.update(academySettings).set(values).where(eq(academySettings.id, 1)).returning();
    const { setupTokenHash: _after, ...after } = updated!;
    await recordAudit(tx, viewer, { action: 'academy.update', entityType: 'academy', entityId: 1, before, after });
  });
}

export interface TermInput {
  year: number;
  quarter: Quarter;
  session: string;
  startDate: string;
  endDate: string;
}

export type AcademyTerm = typeof academyTerms.$inferSelect;
export type AcademyHoliday = typeof academyHolidays.$inferSelect;

export async function listTerms(db: Db): Promise<AcademyTerm[]> {
  return db.select().from(academyTerms).orderBy(desc(academyTerms.year), asc(academyTerms.startDate)).limit(500);
}

export async function listHolidays(db: Db): Promise<AcademyHoliday[]> {
  return db.select().from(academyHolidays).orderBy(desc(academyHolidays.date)).limit(1000);
}

/** Adds a term's session, or changes it when `id` is given. */
export async function saveTerm(db: Db, viewer: EmployeeViewer, id: number | null, input: TermInput): Promise<number> {
  checkInt(input.year, 2000, 2100);
  if (input.endDate < input.startDate) throw new DomainError('CLASSROOM_DATES_ORDER');
  const values = { ...input, session: cleanText(input.session, 80) };
  return db.transaction(async (tx) => {
    const clash = (await tx.select().from(academyTerms).where(eq(academyTerms.year, values.year))).find(
      (term) => term.quarter === values.quarter && term.session === values.session && term.id !== id,
    );
    if (clash) throw new DomainError('TERM_EXISTS', { session: values.session });
    if (id === null) {
      const [row] = await tx.insert(academyTerms).values(values).returning();
      await recordAudit(tx, viewer, { action: 'term.create', entityType: 'term', entityId: row!.id, after: row });
      return row!.id;
    }
    const [before] = await tx.select().from(academyTerms).where(eq(academyTerms.id, id)).for('update').limit(1);
    if (!before) throw notFound();
    const [after] = await tx.update(academyTerms).set(values).where(eq(academyTerms.id, id)).returning();
    await recordAudit(tx, viewer, { action: 'term.update', entityType: 'term', entityId: id, before, after });
    return id;
  });
}

export async function deleteTerm(db: Db, viewer: EmployeeViewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(academyTerms).where(eq(academyTerms.id, id)).returning();
    if (!before) throw notFound();
    await recordAudit(tx, viewer, { action: 'term.delete', entityType: 'term', entityId: id, before });
  });
}

export async function addHoliday(db: Db, viewer: EmployeeViewer, date: string, name: string): Promise<number> {
  const values = { date, name: cleanText(name, 120) };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(academyHolidays).values(values).onConflictDoNothing().returning();
    if (!row) throw new DomainError('HOLIDAY_EXISTS', { date });
    await recordAudit(tx, viewer, { action: 'holiday.create', entityType: 'holiday', entityId: row.id, after: row });
    return row.id;
  });
}

export async function deleteHoliday(db: Db, viewer: EmployeeViewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(academyHolidays).where(eq(academyHolidays.id, id)).returning();
    if (!before) throw notFound();
    await recordAudit(tx, viewer, { action: 'holiday.delete', entityType: 'holiday', entityId: id, before });
  });
}
