import type { NotificationAudience, NotificationChannel, NotificationChoices, NotificationKind } from '@solve/core/notification-kinds';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, familyMembers, notificationAcademyOff, notificationChoices, students } from '../../db/schema/index.js';
import type { Viewer } from '../auth/viewer.js';

/** Who a notification is for: a kind of sign-in and its id (students, parents and staff have separate ids). */
export const RECIPIENT_TYPES = ['STUDENT', 'FAMILY_MEMBER', 'EMPLOYEE'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export interface Recipient {
  type: RecipientType;
  id: number;
}

export const AUDIENCE_OF: Record<RecipientType, NotificationAudience> = { FAMILY_MEMBER: 'FAMILY', STUDENT: 'STUDENT', EMPLOYEE: 'STAFF' };

export const recipientKey = (recipient: Recipient) => `${recipient.type}:${recipient.id}`;

export function recipientOf(viewer: Viewer): Recipient {
  if (viewer.userType === 'STUDENT') return { type: 'STUDENT', id: viewer.studentId };
  if (viewer.userType === 'FAMILY_MEMBER') return { type: 'FAMILY_MEMBER', id: viewer.familyMemberId };
  return { type: 'EMPLOYEE', id: viewer.employeeId };
}

/** Where a recipient is reached by each channel (a student has no phone on file). */
export type Addresses = Partial<Record<NotificationChannel, string>>;

/** The e-mail and phone of each recipient, by recipientKey. */
export async function addressesOf(db: Db, recipients: readonly Recipient[]): Promise<Map<string, Addresses>> {
  const ids = (type: RecipientType) => recipients.filter((r) => r.type === type).map((r) => r.id);
  const found = new Map<string, Addresses>();
  const parentIds = ids('FAMILY_MEMBER');
  if (parentIds.length) {
    const rows = await db
      .select({ id: familyMembers.id, email: familyMembers.email, phone: familyMembers.phoneNumber })
      .from(familyMembers)
      .where(inArray(familyMembers.id, parentIds));
    for (const row of rows) found.set(`FAMILY_MEMBER:${row.id}`, { EMAIL: row.email || undefined, SMS: row.phone || undefined });
  }
  const studentIds = ids('STUDENT');
  if (studentIds.length) {
    const rows = await db.select({ id: students.id, email: students.email }).from(students).where(inArray(students.id, studentIds));
    for (const row of rows) found.set(`STUDENT:${row.id}`, { EMAIL: row.email || undefined });
  }
  const staffIds = ids('EMPLOYEE');
  if (staffIds.length) {
    const rows = await db
      .select({ id: employees.id, email: employees.workEmail, phone: employees.mobileNumber })
      .from(employees)
      .where(inArray(employees.id, staffIds));
    for (const row of rows) found.set(`EMPLOYEE:${row.id}`, { EMAIL: row.email || undefined, SMS: row.phone || undefined });
  }
  return found;
}

/** Each recipient's own choices (by recipientKey), of one kind or of all. */
export async function choicesOf(
  db: Db,
  recipients: readonly Recipient[],
  kind?: NotificationKind,
): Promise<Map<string, NotificationChoices>> {
  const choices = new Map<string, NotificationChoices>();
  if (!recipients.length) return choices;
  const rows = await db
    .select()
    .from(notificationChoices)
    .where(
      and(
        or(...recipients.map((r) => and(eq(notificationChoices.recipientType, r.type), eq(notificationChoices.recipientId, r.id)))),
        kind ? eq(notificationChoices.kind, kind) : undefined,
      ),
    );
  for (const row of rows) {
    const key = `${row.recipientType}:${row.recipientId}`;
    const mine = choices.get(key) ?? {};
    const rowKind = row.kind as NotificationKind;
    mine[rowKind] = { ...mine[rowKind], [row.channel]: row.on };
    choices.set(key, mine);
  }
  return choices;
}

/** The kinds the academy turned off for everyone. */
export async function academyOffKinds(db: Db): Promise<Set<NotificationKind>> {
  const rows = await db.select({ kind: notificationAcademyOff.kind }).from(notificationAcademyOff);
  return new Set(rows.map((row) => row.kind as NotificationKind));
}
