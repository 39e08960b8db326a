import { classTitle } from '@solve/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, waitlistEntries } from '../../db/schema/index.js';

/** The statuses of an entry still in line (waiting, or holding a seat). */
export const IN_LINE = ['WAITING', 'OFFERED'] as const;

/** A class's entries still in line, in line order, with who they are. */
export async function lineOf(db: Db, classroomId: number) {
  const result = await db.execute(sql`
    select w.id, w.student_id, w.family_account_id, w.position, w.status, w.offer_expires_at, w.created_at,
           s.first_name || ' ' || s.last_name as student_name,
           coalesce((select m.first_name || ' ' || m.last_name from family_members m
             where m.family_account_id = w.family_account_id
             order by (m.id = a.primary_family_member_id) desc, m.id limit 1), '') as family_name
    from waitlist_entries w
    join students s on s.id = w.student_id
    join family_accounts a on a.id = w.family_account_id
    where w.classroom_id = ${classroomId} and w.status in ('WAITING', 'OFFERED')
    order by w.position, w.id`);
  return (result as { rows: LineRow[] }).rows.map((row) => ({
    id: row.id,
    studentId: row.student_id,
    familyAccountId: row.family_account_id,
    position: row.position,
    status: row.status,
    offerExpiresAt: row.offer_expires_at === null ? null : new Date(row.offer_expires_at),
    joinedAt: new Date(row.created_at),
    studentName: row.student_name,
    familyName: row.family_name,
  }));
}

interface LineRow {
  id: number;
  student_id: number;
  family_account_id: number;
  position: number;
  status: 'WAITING' | 'OFFERED';
  offer_expires_at: string | Date | null;
  created_at: string | Date;
  student_name: string;
  family_name: string;
}

export type LineEntry = Awaited<ReturnType<typeof lineOf>>[number];

/** A family's entries still in line, each with its class and its place in that class's line. */
export async function familyEntries(db: Db, familyAccountId: number) {
  const result = await db.execute(sql`
    select w.id, w.classroom_id, w.student_id, w.status, w.offer_expires_at, s.first_name, k.code, k.title,
           (select count(*)::int from waitlist_entries o
             where o.classroom_id = w.classroom_id and o.status in ('WAITING', 'OFFERED')
               and (o.position < w.position or (o.position = w.position and o.id <= w.id))) as place
    from waitlist_entries w
    join students s on s.id = w.student_id
    join classrooms k on k.id = w.classroom_id
    where w.family_account_id = ${familyAccountId} and w.status in ('WAITING', 'OFFERED')
    order by w.offer_expires_at nulls last, w.id`);
  return (result as { rows: FamilyRow[] }).rows.map((row) => ({
    id: row.id,
    classroomId: row.classroom_id,
    studentId: row.student_id,
    studentFirstName: row.first_name,
    classroomCode: row.code,
    classroomTitle: classTitle(row.title),
    status: row.status,
    offerExpiresAt: row.offer_expires_at === null ? null : new Date(row.offer_expires_at),
    place: row.place,
  }));
}

interface FamilyRow {
  id: number;
  classroom_id: number;
  student_id: number;
  status: 'WAITING' | 'OFFERED';
  offer_expires_at: string | Date | null;
  first_name: string;
  code: string;
  title: string;
  place: number;
}

export type FamilyEntry = Awaited<ReturnType<typeof familyEntries>>[number];

/**
 * The class's row locked until the transaction ends (every seat change of the class takes this
 * lock), with its seats: enrolled, held by payments, held by live offers at `now`.
 */
export async function lockedSeats(tx: Db, classroomId: number, now: Date) {
  const [classroom] = await tx
    .select({ id: classrooms.id, max: classrooms.enrollmentMax, code: classrooms.code, title: classrooms.title })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId))
    .for('update');
  if (!classroom) return null;
  const result = await tx.execute(sql`
    select (select count(*)::int from enrollments where classroom_id = ${classroomId} and withdrawn_at is null) as enrolled,
           (select count(*)::int from seat_holds where classroom_id = ${classroomId}) as held,
           (select count(*)::int from waitlist_entries where classroom_id = ${classroomId} and status = 'OFFERED'
              and offer_expires_at > ${now.toISOString()}::timestamptz) as offered`);
  const [counts] = (result as { rows: { enrolled: number; held: number; offered: number }[] }).rows;
  return { ...classroom, enrolled: counts!.enrolled, held: counts!.held, offered: counts!.offered };
}

/** A class's entries still in line, locked, in line order. */
export function lockedLine(tx: Db, classroomId: number) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.classroomId, classroomId), inArray(waitlistEntries.status, [...IN_LINE])))
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.id))
    .for('update');
}

export type EntryRow = typeof waitlistEntries.$inferSelect;
