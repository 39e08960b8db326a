import { addDays, calendarDate, daysBetween, type Quarter, wallTimeInstant, wallTimeOf } from '@solve/core';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academyTerms, assignments, classroomInstructors, classrooms, lessons } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { getSettings } from '../settings/settings.service.js';
import { checkInt, cleanOptionalText, cleanText } from './input-checks.js';
import { planLessons } from './manage-lessons.service.js';

export interface CopyInput {
  year: number;
  quarter: Quarter;
  /** The new term's session name; by default the academy term's session that holds the start date. */
  session?: string | null;
  code: string;
  startDate: string;
  endDate: string;
}

/**
 * An instant that belongs to a lesson (office hours, an assignment's start and due), moved with it:
 * the same number of days from the lesson's day and the same wall-clock time, in the academy's
 * zone, so a 5 PM office hour stays at 5 PM when the new term is on the other side of a
 * daylight-saving change.
 */
function movedWith(instant: Date | null, oldLesson: Date | null, newLesson: Date | null, timeZone: string): Date | null {
  if (!instant) return null;
  // A lesson without a date gives nothing to move by (generated lessons always have one).
  if (!oldLesson || !newLesson) return instant;
  const days = daysBetween(calendarDate(oldLesson, timeZone), calendarDate(instant, timeZone));
  return wallTimeInstant(addDays(calendarDate(newLesson, timeZone), days), wallTimeOf(instant, timeZone), timeZone);
}

/** The session of the academy's term of that quarter that holds the date, if there is one. */
async function sessionOf(db: Db, year: number, quarter: Quarter, date: string): Promise<string | null> {
  const [term] = await db
    .select({ session: academyTerms.session })
    .from(academyTerms)
    .where(
      and(
        eq(academyTerms.year, year),
        eq(academyTerms.quarter, quarter),
        lte(academyTerms.startDate, date),
        gte(academyTerms.endDate, date),
      ),
    )
    .orderBy(asc(academyTerms.startDate))
    .limit(1);
  return term?.session ?? null;
}

/**
 * The class again in another term: same course, teachers, times and prices, published; lessons
 * re-dated from the new start date; office hours and assignments kept, re-dated with their lesson;
 * replays kept only for a self-paced class (its recordings are the lessons; a live class records
 * new ones); no students.
 */
export async function copyClassroom(db: Db, viewer: EmployeeViewer, sourceId: number, input: CopyInput): Promise<number> {
  checkInt(input.year, 2000, 2100);
  if (input.endDate < input.startDate) throw new DomainError('CLASSROOM_DATES_ORDER');
  const code = cleanText(input.code, 40);
  const chosenSession = cleanOptionalText(input.session, 80);
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(classrooms).where(eq(classrooms.id, sourceId)).limit(1);
    if (!source) throw notFound();
    const { timeZone } = await getSettings(tx);
    const session = chosenSession ?? (await sessionOf(tx, input.year, input.quarter, input.startDate)) ?? source.session;
    const keepsReplays = source.teachingStyle === 'SELF_PACED';
    const [taken] = await tx
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(and(eq(classrooms.code, code), eq(classrooms.year, input.year), eq(classrooms.quarter, input.quarter)))
      .limit(1);
    if (taken) throw new DomainError('CLASSROOM_CODE_TAKEN', { code });
    const { id: _id, createdAt: _created, updatedAt: _updated, headlineNewsId: _news, ...rest } = source;
    const [copy] = await tx
      .insert(classrooms)
      .values({
        ...rest,
        code,
        year: input.year,
        quarter: input.quarter,
        session,
        startDate: input.startDate,
        endDate: input.endDate,
        finalAccessDate: null,
        status: 'PUBLISHED',
      })
      .returning();
    const copyId = copy!.id;
    const teachers = await tx.select().from(classroomInstructors).where(eq(classroomInstructors.classroomId, sourceId));
    if (teachers.length > 0) {
      await tx
        .insert(classroomInstructors)
        .values(teachers.map(({ employeeId, isLead, order }) => ({ classroomId: copyId, employeeId, isLead, order })));
    }
    const oldLessons = await tx.select().from(lessons).where(eq(lessons.classroomId, sourceId)).orderBy(asc(lessons.startOn));
    if (oldLessons.length > 0) {
      const planned = await planLessons(tx, copy!, input.startDate, input.endDate);
      const oldByPlan = new Map(oldLessons.map((lesson) => [lesson.lessonPlanId, lesson]));
      const inserted = await tx
        .insert(lessons)
        .values(
          planned.map((lesson) => {
            const old = oldByPlan.get(lesson.lessonPlanId);
            return {
              classroomId: copyId,
              ...lesson,
              previewOn: lesson.startOn,
              webinarUrl: old?.webinarUrl ?? null,
              webinarId: keepsReplays ? (old?.webinarId ?? null) : null,
              webinarReplay: keepsReplays ? (old?.webinarReplay ?? null) : null,
              officeHourDuration: old?.officeHourDuration ?? null,
              primaryOfficeHourOn: old ? movedWith(old.primaryOfficeHourOn, old.startOn, lesson.startOn, timeZone) : null,
              makeupOfficeHourOn: old ? movedWith(old.makeupOfficeHourOn, old.startOn, lesson.startOn, timeZone) : null,
            };
          }),
        )
        .returning({ id: lessons.id, lessonPlanId: lessons.lessonPlanId, startOn: lessons.startOn });
      const oldAssignments = await tx
        .select()
        .from(assignments)
        .where(
          inArray(
            assignments.lessonId,
            oldLessons.map((lesson) => lesson.id),
          ),
        );
      const rows = oldAssignments.flatMap((assignment) => {
        const old = oldLessons.find((lesson) => lesson.id === assignment.lessonId)!;
        const fresh = inserted.find((lesson) => lesson.lessonPlanId === old.lessonPlanId);
        if (!fresh) return [];
        return [
          {
            lessonId: fresh.id,
            problemSetId: assignment.problemSetId,
            status: assignment.status,
            graded: assignment.graded,
            startOn: movedWith(assignment.startOn, old.startOn, fresh.startOn, timeZone),
            dueOn: movedWith(assignment.dueOn, old.startOn, fresh.startOn, timeZone),
          },
        ];
      });
      if (rows.length > 0) await tx.insert(assignments).values(rows);
    }
    await recordAudit(tx, viewer, {
      action: 'classroom.copy',
      entityType: 'classroom',
      entityId: copyId,
      before: { copiedFrom: sourceId },
      after: copy,
    });
    return copyId;
  });
}
