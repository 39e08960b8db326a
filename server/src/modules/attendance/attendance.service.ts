import { type AttendeeStatus, canBecomeMakeup } from '@solve/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import {
  attendees,
  classroomInstructors,
  helpMessages,
  issues,
  lessonPlans,
  lessons,
  locations,
  tutorSessions,
} from '../../db/schema/index.js';
import { DomainError, forbidden, notFound, requireTextLength } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { openClassroomTab } from '../classroom/classroom-tab.service.js';
import { type MakeupRecord, makeupsOfLessons } from './makeup.service.js';

export interface AttendanceRow {
  lessonId: number;
  lessonNumber: number;
  lessonTitle: string;
  startOn: Date | null;
  location: string;
  attendeeId: number | null;
  status: AttendeeStatus;
  note: string;
  makeup: MakeupRecord | null;
  canScheduleMakeup: boolean;
  canRequestCorrection: boolean;
  correctionRequested: boolean;
}

export interface TutorSessionRow {
  id: number;
  status: string;
  order: number;
  startDateTime: Date;
  location: string;
}

export interface AttendanceTab {
  classroomId: number;
  tutored: boolean;
  rows: AttendanceRow[];
  sessions: TutorSessionRow[];
}

const ONLINE = 'Online';

/**
 * The student's Attendance tab (classroom.md §2): each lesson with the student's status, date,
 * location and makeup, and which actions it offers (§4: scheduling for future lessons that were
 * not attended, corrections for past lessons with an attendee). Tutored classes add the
 * student's sessions by start time. Instructors and admins are told it is not supported.
 */
export async function attendanceTab(services: Services, viewer: Viewer, classroomId: number): Promise<AttendanceTab> {
  if (viewer.userType === 'EMPLOYEE') throw new DomainError('ATTENDANCE_INSTRUCTOR');
  if (viewer.userType !== 'STUDENT') throw forbidden();
  const { context, states } = await openClassroomTab(services, viewer, classroomId, 'ATTENDANCE');
  const now = services.now();
  const lessonIds = states.map(({ lesson }) => lesson.id);
  const [mine, made, asked, sessions] = await Promise.all([
    lessonIds.length
      ? services.db
          .select()
          .from(attendees)
          .where(and(eq(attendees.studentId, viewer.studentId), inArray(attendees.lessonId, lessonIds)))
      : Promise.resolve([]),
    makeupsOfLessons(services.db, viewer.studentId, lessonIds, now),
    services.db
      .select({ attendeeId: issues.attendeeId })
      .from(issues)
      .where(and(eq(issues.studentId, viewer.studentId), eq(issues.classroomId, classroomId), eq(issues.issueType, 'ATTENDANCE'))),
    context.classroom.teachingStyle === 'TUTORED'
      ? services.db
          .select({
            id: tutorSessions.id,
            status: tutorSessions.status,
            order: tutorSessions.order,
            startDateTime: tutorSessions.startDateTime,
            location: locations.name,
          })
          .from(tutorSessions)
          .leftJoin(locations, eq(locations.id, tutorSessions.locationId))
          .where(and(eq(tutorSessions.classroomId, classroomId), eq(tutorSessions.studentId, viewer.studentId)))
          .orderBy(asc(tutorSessions.startDateTime), asc(tutorSessions.id))
      : Promise.resolve([]),
  ]);
  const location = context.locationName ?? ONLINE;
  const requested = new Set(asked.map((row) => row.attendeeId));
  const rows = states.map(({ lesson, plan }): AttendanceRow => {
    const attendee = mine.find((row) => row.lessonId === lesson.id) ?? null;
    const makeup = made.find((row) => row.fromLessonId === lesson.id) ?? null;
    const status = attendee?.status ?? 'UNKNOWN';
    const future = lesson.startOn !== null && lesson.startOn > now;
    return {
      lessonId: lesson.id,
      lessonNumber: plan.order,
      lessonTitle: plan.title,
      startOn: lesson.startOn,
      location,
      attendeeId: attendee?.id ?? null,
      status,
      note: attendee?.note ?? '',
      makeup,
      canScheduleMakeup: future && makeup === null && canBecomeMakeup(status),
      // A lesson made up in another class was not taken here: its record is the makeup's.
      canRequestCorrection: !future && lesson.startOn !== null && attendee !== null && makeup?.status !== 'SCHEDULED',
      correctionRequested: attendee !== null && requested.has(attendee.id),
    };
  });
  return {
    classroomId,
    tutored: context.classroom.teachingStyle === 'TUTORED',
    rows,
    sessions: sessions.map((row) => ({ ...row, location: row.location ?? ONLINE })),
  };
}

/**
 * An attendance correction (classroom.md §7): an ATTENDANCE issue about one past lesson's
 * attendee, in the student's Messages and the staff inbox; one per attendee.
 */
export async function requestAttendanceCorrection(services: Services, viewer: Viewer, attendeeId: number, text: string) {
  if (viewer.userType === 'EMPLOYEE') throw new DomainError('ATTENDANCE_INSTRUCTOR');
  if (viewer.userType !== 'STUDENT') throw forbidden();
  const description = text.trim();
  if (description === '') throw new DomainError('CORRECTION_REQUIRED');
  requireTextLength('ATTENDANCE_CORRECTION', description);
  const [row] = await services.db
    .select({ attendee: attendees, classroomId: lessons.classroomId, startOn: lessons.startOn, order: lessonPlans.order })
    .from(attendees)
    .innerJoin(lessons, eq(lessons.id, attendees.lessonId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(and(eq(attendees.id, attendeeId), eq(attendees.studentId, viewer.studentId)));
  if (!row) throw notFound();
  await openClassroomTab(services, viewer, row.classroomId, 'ATTENDANCE');
  if (!row.startOn || row.startOn > services.now()) throw new DomainError('CORRECTION_PAST_ONLY');
  const [lead] = await services.db
    .select({ id: classroomInstructors.employeeId })
    .from(classroomInstructors)
    .where(eq(classroomInstructors.classroomId, row.classroomId))
    .orderBy(desc(classroomInstructors.isLead))
    .limit(1);
  try {
    return await services.db.transaction(async (tx) => {
      const [issue] = await tx
        .insert(issues)
        .values({
          studentId: viewer.studentId,
          classroomId: row.classroomId,
          issueType: 'ATTENDANCE',
          description,
          attendeeId,
          lapCode: `${String(Math.min(99, row.order)).padStart(2, '0')}-00-00`,
          dateAssigned: services.now(),
          responsibleEmployeeId: lead?.id ?? null,
          isRead: true,
        })
        .returning({ id: issues.id });
      await tx.insert(helpMessages).values({ issueId: issue!.id, author: 'STUDENT', messageText: description, createdAt: services.now() });
      return issue!.id;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new DomainError('DUPLICATE_ATTENDANCE_ISSUE');
    throw error;
  }
}
