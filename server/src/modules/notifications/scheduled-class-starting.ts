import { addDays, calendarDate, formatCalendarDate } from '@solve/core/calendar';
import { sql } from 'drizzle-orm';
import type { Services } from '../../services.js';
import { notify } from './notify.service.js';
import { familyMemberIdsColumn, familyRecipients, type ScheduledAcademy } from './scheduled-academy.js';

/** Families hear of a class this many calendar days (in the academy's zone) before its first day. */
export const CLASS_STARTING_DAYS_AHEAD = 3;

interface ClassStartingRow {
  classroom_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  class_title: string;
  start_date: string;
  meets: string;
  location_name: string | null;
  location_address: string | null;
  join_url: string | null;
  family_ids: unknown;
}

/**
 * CLASS_STARTING: each student enrolled in a class whose first day is three days from today in
 * the academy's zone, with where it meets and how to join online (the first lesson's webinar, or
 * the class's own page elsewhere), in one statement. Answers how many events were told.
 */
export async function notifyClassStarting(services: Services, academy: ScheduledAcademy): Promise<number> {
  const startDate = addDays(calendarDate(services.now(), academy.timeZone), CLASS_STARTING_DAYS_AHEAD);
  const result = await services.db.execute(sql`
    select k.id as classroom_id, s.id as student_id, s.first_name, s.last_name, k.title as class_title, k.start_date::text as start_date, k.meets,
           loc.name as location_name,
           nullif(concat_ws(', ', nullif(loc.street, ''), nullif(loc.city, ''), nullif(loc.state, '')), '') as location_address,
           coalesce(
             (select l.webinar_url from lessons l where l.classroom_id = k.id and l.webinar_url <> '' order by l.start_on nulls last, l.id limit 1),
             k.external_url
           ) as join_url,
           ${familyMemberIdsColumn} as family_ids
    from classrooms k
    join enrollments e on e.classroom_id = k.id and e.withdrawn_at is null
    join students s on s.id = e.student_id
    left join locations loc on loc.id = k.center_location_id
    where k.start_date = ${startDate}::date and k.status <> 'CLOSED' and s.family_account_id is not null
      and not exists (select 1 from notifications n where n.event_key = 'class-starting:' || k.id || ':' || s.id)
    order by k.id, s.id`);
  const rows = (result as { rows: ClassStartingRow[] }).rows;
  for (const row of rows) {
    const day = formatCalendarDate(row.start_date);
    const where = row.location_name ? `at ${row.location_name}${row.location_address ? ` (${row.location_address})` : ''}` : 'online';
    await notify(services, {
      message: 'CLASS_STARTING',
      key: `class-starting:${row.classroom_id}:${row.student_id}`,
      recipients: familyRecipients(row.family_ids),
      studentId: row.student_id,
      values: {
        student: `${row.first_name} ${row.last_name}`.trim(),
        firstName: row.first_name,
        class: row.class_title,
        day,
        when: row.meets ? `${day} (${row.meets})` : day,
        where,
        join: row.join_url ? `Join online: ${row.join_url}` : '',
      },
      link: '/lessons',
    });
  }
  return rows.length;
}
