import type { Quarter } from '@solve/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignments, classroomInstructors, classrooms, lessons } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { checkInt, cleanText } from './input-checks.js';
import { planLessons } from './manage-lessons.service.js';

export interface CopyInput {
  year: number;
  quarter: Quarter;
  code: string;
  startDate: string;
  endDate: string;
}

const shifted = (instant: Date | null, by: number) => (instant ? new Date(instant.getTime() + by) : null);

/**
 * The class again in another term: same course, teachers, times and prices, published; lessons
 * re-dated from the new start date; assignments kept with their dates moved along with their
 * lesson; no students.
 */
export async function copyClassroom(db: Db, viewer: EmployeeViewer, sourceId: number, input: CopyInput): Promise<number> {
  checkInt(input.year, 2000, 2100);
  if (input.endDate < input.startDate) throw new DomainError('CLASSROOM_DATES_ORDER');
  const code = cleanText(input.code, 40);
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(classrooms).where(eq(classrooms.id, sourceId)).limit(1);
    if (!source) throw notFound();
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
            const by = old?.startOn ? lesson.startOn.getTime() - old.startOn.getTime() : 0;
            return {
              classroomId: copyId,
              ...lesson,
              previewOn: lesson.startOn,
              webinarUrl: old?.webinarUrl ?? null,
              officeHourDuration: old?.officeHourDuration ?? null,
              primaryOfficeHourOn: old ? shifted(old.primaryOfficeHourOn, by) : null,
              makeupOfficeHourOn: old ? shifted(old.makeupOfficeHourOn, by) : null,
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
        const by = old.startOn && fresh.startOn ? fresh.startOn.getTime() - old.startOn.getTime() : 0;
        return [
          {
            lessonId: fresh.id,
            problemSetId: assignment.problemSetId,
            status: assignment.status,
            graded: assignment.graded,
            startOn: shifted(assignment.startOn, by),
            dueOn: shifted(assignment.dueOn, by),
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
