import { formatDay } from '@solve/core/calendar';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Services } from '../../services.js';
import { classPath } from './class-news-trigger.js';
import { notify, type NotifyResult } from './notify.service.js';
import { scheduledAcademy } from './scheduled-academy.js';
import { studentRecipient } from './trigger-people.js';

/** An assignment whose start time passed is told of by the hourly scan while it is at most this old. */
export const NEW_ASSIGNMENT_WINDOW_MS = 2 * 24 * 3600_000;

/** Whether students may work on an assignment now: assigned, and its start time (if it has one) come. */
export function openToStudents(assignment: { status: string; startOn: Date | null }, now: Date): boolean {
  return assignment.status === 'ASSIGNED' && (assignment.startOn === null || assignment.startOn <= now);
}

interface NewAssignmentRow {
  assignment_id: number;
  classroom_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  set_title: string;
  class_title: string;
  due_on: string | Date | null;
}

/**
 * Each enrolled student of the assignments `which` picks, with the set and the class, in one
 * statement; pairs already told of are left out, so a scan run again reads nothing new.
 */
async function newAssignmentRows(db: Db, which: SQL): Promise<NewAssignmentRow[]> {
  const result = await db.execute(sql`
    select a.id as assignment_id, k.id as classroom_id, s.id as student_id, s.first_name, s.last_name,
           ps.title as set_title, k.title as class_title, a.due_on
    from assignments a
    join lessons l on l.id = a.lesson_id
    join classrooms k on k.id = l.classroom_id
    join problem_sets ps on ps.id = a.problem_set_id
    join enrollments e on e.classroom_id = k.id and e.withdrawn_at is null
    join students s on s.id = e.student_id
    where a.status = 'ASSIGNED' and ${which}
      and not exists (select 1 from notifications n
                      where n.event_key = 'new-assignment:' || a.id || ':' || s.id and n.recipient_type = 'STUDENT' and n.recipient_id = s.id)
    order by a.id, s.id`);
  return (result as { rows: NewAssignmentRow[] }).rows;
}

/** NEW_ASSIGNMENT to each student of the rows, one event per assignment and student. */
async function tellStudents(services: Services, db: Db, rows: readonly NewAssignmentRow[], tx?: Db): Promise<NotifyResult[]> {
  if (!rows.length) return [];
  const { timeZone } = await scheduledAcademy(db);
  const told: NotifyResult[] = [];
  for (const row of rows) {
    const due = row.due_on === null ? '' : `Due ${formatDay(new Date(row.due_on), timeZone)}.`;
    told.push(
      await notify(
        services,
        {
          message: 'NEW_ASSIGNMENT',
          key: `new-assignment:${row.assignment_id}:${row.student_id}`,
          recipients: [studentRecipient(row.student_id)],
          studentId: row.student_id,
          values: {
            student: `${row.first_name} ${row.last_name}`.trim(),
            firstName: row.first_name,
            class: row.class_title,
            set: row.set_title,
            due,
          },
          link: classPath(row.classroom_id),
        },
        tx,
      ),
    );
  }
  return told;
}

/**
 * Tells the enrolled students of assignments that just became open to them (added or published
 * with their start time come), in the write's transaction; call the answer after it commits.
 */
export async function notifyNewAssignments(services: Services, tx: Db, assignmentIds: readonly number[]): Promise<() => Promise<void>> {
  if (!assignmentIds.length) return async () => {};
  const ids = sql.join(
    assignmentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await newAssignmentRows(tx, sql`a.id in (${ids})`);
  const told = await tellStudents(services, tx, rows, tx);
  return async () => {
    for (const result of told) await result.announce();
  };
}

/**
 * The hourly scan's part: assignments whose start time passed (within the window), told to each
 * enrolled student not told yet. Answers how many events were told.
 */
export async function notifyStartedAssignments(services: Services): Promise<number> {
  const now = services.now();
  const since = new Date(now.getTime() - NEW_ASSIGNMENT_WINDOW_MS).toISOString();
  const rows = await newAssignmentRows(
    services.db,
    sql`a.start_on <= ${now.toISOString()}::timestamptz and a.start_on >= ${since}::timestamptz`,
  );
  await tellStudents(services, services.db, rows);
  return rows.length;
}
