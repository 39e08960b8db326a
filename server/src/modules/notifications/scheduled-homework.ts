import { addDays, calendarDate, formatDay, startOfDay } from '@solve/core/calendar';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Services } from '../../services.js';
import { notify, type NotificationEvent } from './notify.service.js';
import { familyMemberIdsColumn, familyRecipients, type ScheduledAcademy } from './scheduled-academy.js';

/** Late homework is told of while it is at most this old (older work is not news, and a new academy is not flooded). */
export const LATE_WINDOW_MS = 7 * 24 * 3600_000;

interface HomeworkRow {
  assignment_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  set_title: string;
  class_title: string;
  due_on: string | Date;
  family_ids: unknown;
}

/**
 * Each enrolled student's homework matching `when` and `work` (no submission at all, or none
 * submitted), with the student's family, in one statement. Pairs already told of under `prefix`
 * are left out, so an hourly run reads only what is new.
 */
async function homeworkRows(db: Db, prefix: string, when: SQL, work: SQL): Promise<HomeworkRow[]> {
  const result = await db.execute(sql`
    select a.id as assignment_id, s.id as student_id, s.first_name, s.last_name, ps.title as set_title, k.title as class_title, a.due_on,
           ${familyMemberIdsColumn} as family_ids
    from assignments a
    join lessons l on l.id = a.lesson_id
    join classrooms k on k.id = l.classroom_id
    join problem_sets ps on ps.id = a.problem_set_id
    join enrollments e on e.classroom_id = k.id and e.withdrawn_at is null
    join students s on s.id = e.student_id
    where a.status = 'ASSIGNED' and s.family_account_id is not null and ${when}
      and not exists (select 1 from submissions sub where sub.assignment_id = a.id and sub.student_id = s.id and ${work})
      and not exists (select 1 from notifications n where n.event_key = ${prefix} || a.id || ':' || s.id)
    order by a.id, s.id`);
  return (result as { rows: HomeworkRow[] }).rows;
}

/** HOMEWORK_DUE: due on tomorrow's date in the academy's zone and not started. Answers how many events were told. */
export async function notifyHomeworkDue(services: Services, academy: ScheduledAcademy): Promise<number> {
  const tomorrow = addDays(calendarDate(services.now(), academy.timeZone), 1);
  const from = startOfDay(tomorrow, academy.timeZone).toISOString();
  const to = startOfDay(addDays(tomorrow, 1), academy.timeZone).toISOString();
  const rows = await homeworkRows(
    services.db,
    'homework-due:',
    sql`a.due_on >= ${from}::timestamptz and a.due_on < ${to}::timestamptz`,
    sql`true`,
  );
  for (const row of rows) await notify(services, homeworkEvent(row, 'HOMEWORK_DUE', 'homework-due', academy));
  return rows.length;
}

/** HOMEWORK_LATE: past its due time (within the window) and not submitted. Answers how many events were told. */
export async function notifyHomeworkLate(services: Services, academy: ScheduledAcademy): Promise<number> {
  const now = services.now();
  const since = new Date(now.getTime() - LATE_WINDOW_MS).toISOString();
  const rows = await homeworkRows(
    services.db,
    'homework-late:',
    sql`a.due_on < ${now.toISOString()}::timestamptz and a.due_on >= ${since}::timestamptz`,
    sql`sub.submitted_at is not null`,
  );
  for (const row of rows) await notify(services, homeworkEvent(row, 'HOMEWORK_LATE', 'homework-late', academy));
  return rows.length;
}

function homeworkEvent(
  row: HomeworkRow,
  message: 'HOMEWORK_DUE' | 'HOMEWORK_LATE',
  prefix: string,
  academy: ScheduledAcademy,
): NotificationEvent {
  return {
    message,
    key: `${prefix}:${row.assignment_id}:${row.student_id}`,
    recipients: familyRecipients(row.family_ids),
    studentId: row.student_id,
    values: {
      student: `${row.first_name} ${row.last_name}`.trim(),
      firstName: row.first_name,
      class: row.class_title,
      set: row.set_title,
      due: formatDay(new Date(row.due_on), academy.timeZone),
    },
    link: '/problemSets',
  };
}
