import { calendarDate, wallTimeOf } from '@solve/core';
import { and, eq, or, sql } from 'drizzle-orm';
import { classroomInstructors, employees } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { staffInbox } from '../message/issues.service.js';
import { gradingQueue } from '../player-tools/grading.service.js';
import { notify } from './notify.service.js';
import type { ScheduledAcademy } from './scheduled-academy.js';

/** The daily summary goes on the first hourly run at or after this hour of the academy's morning. */
export const STAFF_DAILY_HOUR = 7;

interface ClassCounts {
  messages: number;
  grading: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Algebra 1: 2 messages, 9 to grade', a line per class with something open, by title. */
function detailsOf(byClass: ReadonlyMap<string, ClassCounts>): string {
  return [...byClass.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([title, counts]) => {
      const parts = [
        counts.messages ? plural(counts.messages, 'message', 'messages') : '',
        counts.grading ? `${counts.grading} to grade` : '',
      ];
      return `${title}: ${parts.filter(Boolean).join(', ')}`;
    })
    .join('\n');
}

/**
 * STAFF_DAILY: once a day, on the first run at or after 07:00 in the academy's zone, each active
 * teacher or admin with open messages in their inbox or answers in their grading queue (the same
 * queries those pages use) hears the counts by class. Keyed `staff-daily:<local date>:<employee>`,
 * so later runs that day tell no one again. Answers how many were told.
 */
export async function notifyStaffDaily(services: Services, academy: ScheduledAcademy): Promise<number> {
  const now = services.now();
  if (Number(wallTimeOf(now, academy.timeZone).slice(0, 2)) < STAFF_DAILY_HOUR) return 0;
  const prefix = `staff-daily:${calendarDate(now, academy.timeZone)}:`;
  const staff = await services.db
    .select({
      id: employees.id,
      isTeacher: employees.isTeacher,
      isAdmin: employees.isAdminOfSolve,
      name: sql<string>`coalesce(${employees.displayName}, ${employees.firstName} || ' ' || ${employees.lastName})`,
    })
    .from(employees)
    .where(
      and(
        eq(employees.active, true),
        or(
          eq(employees.isAdminOfSolve, true),
          sql`exists (select 1 from ${classroomInstructors} ci where ci.employee_id = ${employees.id})`,
        ),
        sql`not exists (select 1 from notifications n where n.event_key = ${prefix} || ${employees.id})`,
      ),
    )
    .orderBy(employees.id);
  let told = 0;
  for (const person of staff) {
    // Only the id and the roles matter to the two queries: the summary reads as that person's own pages.
    const viewer: EmployeeViewer = {
      userType: 'EMPLOYEE',
      sessionId: 0,
      employeeId: person.id,
      isTeacher: person.isTeacher,
      isAdmin: person.isAdmin,
      isGuest: false,
    };
    const inbox = await staffInbox(services, viewer, { classroomId: null, issueType: null, issueStatus: 'INITIATED', offset: 0 });
    const queue = await gradingQueue(services, viewer, { classroomId: null, assignmentId: null });
    if (!inbox.total && !queue.total) continue;
    const byClass = new Map<string, ClassCounts>();
    const counts = (title: string) => byClass.get(title) ?? byClass.set(title, { messages: 0, grading: 0 }).get(title)!;
    for (const room of inbox.classrooms) if (room.openCount) counts(room.title).messages += room.openCount;
    for (const room of queue.classrooms) if (room.pending) counts(room.title).grading += room.pending;
    const result = await notify(services, {
      message: 'STAFF_DAILY',
      key: `${prefix}${person.id}`,
      recipients: [{ type: 'EMPLOYEE', id: person.id }],
      studentId: null,
      values: {
        name: person.name,
        inbox: plural(inbox.total, 'message', 'messages'),
        grading: plural(queue.total, 'answer', 'answers'),
        details: detailsOf(byClass),
      },
      link: inbox.total ? '/inbox' : '/grading',
    });
    if (result.notified.length) told += 1;
  }
  return told;
}
