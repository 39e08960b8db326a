import { type LessonLock, type LessonProgress, lessonLocks, lessonProgress, startOfDay } from '@solve/core';
import type { ClassroomContext } from './classroom-context.service.js';
import { assignmentWork, type LessonWithWork } from './work.service.js';

export interface LessonState extends LessonWithWork {
  /** The student's grade and percent in the lesson; null for staff and lessons without assigned work. */
  progress: LessonProgress | null;
  lock: LessonLock;
}

/** Each lesson's progress and lock for the viewer (classroom.md §4), in lesson order. */
export function lessonStates(context: ClassroomContext, list: LessonWithWork[], now: Date): LessonState[] {
  const progress = list.map(({ assignments }) =>
    context.isStaff
      ? null
      : lessonProgress(
          assignments.map(({ assignment, problemSet, work }) => ({ ...assignmentWork(assignment, work), kind: problemSet.kind })),
        ),
  );
  const locks = lessonLocks(
    list.map(({ lesson, plan }, index) => ({
      order: plan.order,
      isIntroduction: plan.lessonPlanType === 'INTRODUCTION',
      previewOn: lesson.previewOn,
      progress: progress[index]!,
    })),
    {
      isStaff: context.isStaff,
      mode: context.mode,
      trialToLessonOrder: context.trialToLessonOrder,
      style: context.classroom.teachingStyle,
      classroomStartsAt: startOfDay(context.classroom.startDate, context.timeZone),
      now,
    },
  );
  return list.map(({ lesson, plan, assignments }, index) => ({
    lesson,
    plan,
    assignments,
    progress: progress[index]!,
    lock: locks[index]!,
  }));
}
