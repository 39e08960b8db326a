import { addDays, startOfDay } from '@solve/core/calendar';
import { classTitle } from '@solve/core/catalog';
import type { DigestStudent } from '@solve/core/digest-mail';
import type { DigestWeek } from '@solve/core/digest-week';
import { lessonName } from '@solve/core/lesson-names';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * What the weekly digest reads, for every family at once: a handful of statements whatever the
 * number of families (each takes the students as one array), never one per family.
 */

export interface DigestMember {
  id: number;
  email: string;
  /** Their own choice of the digest by mail; null follows the kind's default. */
  wantsMail: boolean | null;
}

export interface DigestFamily {
  id: number;
  students: DigestStudent[];
  members: DigestMember[];
}

interface StudentRow {
  id: number;
  first_name: string;
  last_name: string;
  family_account_id: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Numbers the driver may hand back as strings (numeric columns, aggregates). */
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const formatters = new Map<string, { day: Intl.DateTimeFormat; due: Intl.DateTimeFormat }>();

/** 'Tue, Nov 24' for a lesson or a news item, 'Tue, Dec 1, 9:00 PM' for a due time, in the academy's zone. */
function formattersOf(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      due: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** The instants a digest week spans in the academy's zone. */
export function weekInstants(week: DigestWeek, timeZone: string) {
  return {
    from: startOfDay(week.from, timeZone).toISOString(),
    to: startOfDay(addDays(week.to, 1), timeZone).toISOString(),
    nextTo: startOfDay(addDays(week.nextTo, 1), timeZone).toISOString(),
  };
}

/**
 * The families owed the week's digest: those with a student enrolled in a class that meets this
 * week or next, and no digest for this week yet. Each with its students' week and its members.
 */
export async function readDigestFamilies(db: Db, week: DigestWeek, timeZone: string): Promise<DigestFamily[]> {
  const at = weekInstants(week, timeZone);
  const students = rowsOf<StudentRow>(
    await db.execute(sql`
      select s.id, s.first_name, s.last_name, s.family_account_id
      from students s
      where s.family_account_id is not null
        and exists (
          select 1 from enrollments e join lessons l on l.classroom_id = e.classroom_id
          where e.student_id = s.id and e.withdrawn_at is null
            and l.start_on >= ${at.from}::timestamptz and l.start_on < ${at.nextTo}::timestamptz)
        and not exists (select 1 from weekly_digests d where d.week = ${week.sunday}::date and d.family_account_id = s.family_account_id)
      order by s.family_account_id, s.first_name, s.id`),
  );
  if (!students.length) return [];
  const ids = `{${students.map((s) => s.id).join(',')}}`;
  const { day, due } = formattersOf(timeZone);

  const byStudent = new Map<number, DigestStudent>();
  const families = new Map<number, DigestFamily>();
  for (const row of students) {
    const student: DigestStudent = { firstName: row.first_name, lastName: row.last_name, lessons: [], sets: [], due: [], news: [] };
    byStudent.set(Number(row.id), student);
    const familyId = Number(row.family_account_id);
    const family = families.get(familyId) ?? { id: familyId, students: [], members: [] };
    family.students.push(student);
    families.set(familyId, family);
  }

  // One after another: on PGlite, and in a transaction, statements run one at a time anyway.
  const lessons = rowsOf<{
    student_id: number;
    class: string;
    number: number;
    title: string;
    type: string;
    start_on: string | Date;
    status: string;
  }>(
    await db.execute(sql`
      select a.student_id, k.title as class, lp."order" as number, lp.title, lp.lesson_plan_type as type, l.start_on, a.status
      from attendees a
      join lessons l on l.id = a.lesson_id
      join lesson_plans lp on lp.id = l.lesson_plan_id
      join classrooms k on k.id = l.classroom_id
      where a.student_id = any(${ids}::int[]) and l.start_on >= ${at.from}::timestamptz and l.start_on < ${at.to}::timestamptz
      order by a.student_id, l.start_on, k.title`),
  );
  for (const row of lessons)
    byStudent.get(Number(row.student_id))?.lessons.push({
      class: classTitle(row.class),
      lesson: lessonName({ number: Number(row.number), title: row.title, lessonPlanType: row.type }),
      day: day.format(new Date(row.start_on)),
      status: row.status,
    });

  // The last attempt submitted this week at each set.
  const sets = rowsOf<{ student_id: number; class: string; set: string; grade: unknown }>(
    await db.execute(sql`
      select * from (
        select distinct on (sub.student_id, sub.assignment_id) sub.student_id, k.title as class, ps.title as set, sub.overall_grade as grade, sub.submitted_at
        from submissions sub
        join assignments a on a.id = sub.assignment_id
        join problem_sets ps on ps.id = a.problem_set_id
        join lessons l on l.id = a.lesson_id
        join classrooms k on k.id = l.classroom_id
        where sub.student_id = any(${ids}::int[]) and sub.submitted_at >= ${at.from}::timestamptz and sub.submitted_at < ${at.to}::timestamptz
        order by sub.student_id, sub.assignment_id, sub.attempt_number desc
      ) last order by student_id, submitted_at`),
  );
  for (const row of sets)
    byStudent.get(Number(row.student_id))?.sets.push({ class: classTitle(row.class), set: row.set, grade: numberOrNull(row.grade) });

  const dueNext = rowsOf<{ student_id: number; class: string; set: string; due_on: string | Date; done: boolean }>(
    await db.execute(sql`
      select e.student_id, k.title as class, ps.title as set, a.due_on,
             exists (select 1 from submissions sub where sub.assignment_id = a.id and sub.student_id = e.student_id and sub.submitted_at is not null) as done
      from assignments a
      join lessons l on l.id = a.lesson_id
      join classrooms k on k.id = l.classroom_id
      join problem_sets ps on ps.id = a.problem_set_id
      join enrollments e on e.classroom_id = k.id and e.withdrawn_at is null
      where e.student_id = any(${ids}::int[]) and a.status = 'ASSIGNED'
        and a.due_on >= ${at.to}::timestamptz and a.due_on < ${at.nextTo}::timestamptz
      order by e.student_id, a.due_on, ps.title`),
  );
  for (const row of dueNext)
    byStudent
      .get(Number(row.student_id))
      ?.due.push({ class: classTitle(row.class), set: row.set, due: due.format(new Date(row.due_on)), done: Boolean(row.done) });

  const news = rowsOf<{ student_id: number; class: string; subject: string; at: string | Date }>(
    await db.execute(sql`
      select e.student_id, k.title as class, n.subject, n.announce_date_time as at
      from news n
      join classrooms k on k.id = n.classroom_id
      join enrollments e on e.classroom_id = n.classroom_id and e.withdrawn_at is null
      where e.student_id = any(${ids}::int[]) and n.archived_at is null
        and n.announce_date_time >= ${at.from}::timestamptz and n.announce_date_time < ${at.to}::timestamptz
      order by e.student_id, n.announce_date_time`),
  );
  for (const row of news)
    byStudent
      .get(Number(row.student_id))
      ?.news.push({ class: classTitle(row.class), subject: row.subject, day: day.format(new Date(row.at)) });

  const familyIds = `{${[...families.keys()].join(',')}}`;
  const members = rowsOf<{ id: number; family_account_id: number; email: string; wants: boolean | null }>(
    await db.execute(sql`
      select fm.id, fm.family_account_id, fm.email, c."on" as wants
      from family_members fm
      left join notification_choices c on c.recipient_type = 'FAMILY_MEMBER' and c.recipient_id = fm.id
        and c.kind = 'WEEKLY_DIGEST' and c.channel = 'EMAIL'
      where fm.family_account_id = any(${familyIds}::int[])
      order by fm.family_account_id, fm.id`),
  );
  for (const row of members)
    families.get(Number(row.family_account_id))?.members.push({ id: Number(row.id), email: row.email, wantsMail: row.wants ?? null });
  return [...families.values()];
}
