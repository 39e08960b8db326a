import type { ScheduleRow } from '@solve/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** A lesson row with the class it is taught in and its plan's number and title, for pages that link to it. */
export interface StudentLessonRow extends ScheduleRow {
  /** The class the lesson is taught in (for a makeup, the other class). */
  classroomId: number;
  classroomCode: string;
  lessonNumber: number;
  lessonTitle: string;
}

type Row = {
  lesson_id: number;
  classroom_id: number;
  classroom_code: string;
  lesson_number: number;
  lesson_title: string;
  classroom_title: string;
  host_title: string;
  start_on: Date | string | null;
  end_on: Date | string | null;
  location: string;
  attendee_status: string | null;
  makeup_id: number | null;
  makeup_status: 'SCHEDULED' | 'ABSENT' | null;
  makeup_notes: string | null;
  makeup_to_title: string | null;
  makeup_from_start: Date | string | null;
  makeup_to_start: Date | string | null;
  makeup_target: boolean;
};

const instant = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * A student's lessons that start in [from, to) (with `running`, also those that started before
 * `from` and have not ended by then): the lessons of the classes they are enrolled in
 * (not withdrawn), each with the makeup that leaves it, and the lessons of other classes they make
 * up, under the title of the class they make up for. Shared by SCHEDULE and the calendar feed.
 */
export async function studentLessonRows(
  db: Db,
  studentId: number,
  from: Date,
  to: Date,
  options: { limit?: number; running?: boolean } = {},
): Promise<StudentLessonRow[]> {
  const start = from.toISOString();
  const end = to.toISOString();
  const limit = options.limit ?? 500;
  const window = options.running
    ? sql`l.start_on < ${end}::timestamptz and coalesce(l.end_on, l.start_on) > ${start}::timestamptz`
    : sql`l.start_on >= ${start}::timestamptz and l.start_on < ${end}::timestamptz`;
  const result = await db.execute(sql`
    select * from (
      select l.id as lesson_id, k.id as classroom_id, k.code as classroom_code, p."order" as lesson_number, p.title as lesson_title,
             k.title as classroom_title, k.title as host_title, l.start_on, l.end_on,
             coalesce(loc.name, 'Online') as location, a.status as attendee_status,
             m.id as makeup_id, m.status as makeup_status, m.notes as makeup_notes, tk.title as makeup_to_title,
             l.start_on as makeup_from_start, tl.start_on as makeup_to_start, false as makeup_target
      from enrollments e
      join classrooms k on k.id = e.classroom_id
      join lessons l on l.classroom_id = k.id
      join lesson_plans p on p.id = l.lesson_plan_id
      left join locations loc on loc.id = k.center_location_id
      left join attendees a on a.lesson_id = l.id and a.student_id = e.student_id
      left join makeups m on m.from_lesson_id = l.id and m.student_id = e.student_id
      left join lessons tl on tl.id = m.to_lesson_id
      left join classrooms tk on tk.id = tl.classroom_id
      where e.student_id = ${studentId} and e.withdrawn_at is null and ${window}
      union all
      select l.id, k.id, k.code, p."order", p.title, fk.title, k.title, l.start_on, l.end_on, coalesce(loc.name, 'Online'), a.status,
             m.id, m.status, m.notes, k.title, fl.start_on, l.start_on, true
      from makeups m
      join lessons l on l.id = m.to_lesson_id
      join lesson_plans p on p.id = l.lesson_plan_id
      join classrooms k on k.id = l.classroom_id
      join lessons fl on fl.id = m.from_lesson_id
      join classrooms fk on fk.id = fl.classroom_id
      left join locations loc on loc.id = k.center_location_id
      left join attendees a on a.lesson_id = l.id and a.student_id = m.student_id
      where m.student_id = ${studentId} and m.status = 'SCHEDULED' and ${window}
    ) week
    order by start_on, lesson_id
    limit ${limit}`);
  return (result as { rows: Row[] }).rows.map((row) => {
    const makeup =
      row.makeup_id === null || row.makeup_status === null
        ? null
        : {
            id: Number(row.makeup_id),
            status: row.makeup_status,
            notes: row.makeup_notes ?? '',
            toClassroomTitle: row.makeup_to_title,
            fromStartOn: instant(row.makeup_from_start),
            toStartOn: instant(row.makeup_to_start),
          };
    const target = Boolean(row.makeup_target);
    return {
      lessonId: Number(row.lesson_id),
      classroomId: Number(row.classroom_id),
      classroomCode: row.classroom_code,
      lessonNumber: Number(row.lesson_number),
      lessonTitle: row.lesson_title,
      classroomTitle: row.classroom_title,
      hostClassroomTitle: row.host_title,
      startOn: instant(row.start_on),
      endOn: instant(row.end_on),
      location: row.location,
      attendeeStatus: row.attendee_status,
      makeupFrom: target ? null : makeup,
      makeupTo: target ? makeup : null,
    };
  });
}
