import {
  CLASSROOM_TABS,
  type ClassroomTab,
  formatMessage,
  type LessonCardAction,
  lessonCardAction,
  lessonLockText,
  unavailableTabs,
} from '@solve/core';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { type ClassroomContext, classroomWithLessons, requireClassroomOpen } from './classroom-context.service.js';
import { requireClassroomMember, requireStudentOrStaff } from '../../authorization/policies.js';
import { type LessonState, lessonStates } from './lesson-states.js';

export type TabState = 'AVAILABLE' | 'DISABLED' | 'LOCKED';

export interface LessonCard {
  lessonId: number;
  number: number;
  title: string;
  description: string;
  lessonPlanType: LessonState['plan']['lessonPlanType'];
  startOn: Date | null;
  endOn: Date | null;
  /** Classroom and blended classes show the lesson's dates. */
  showsDates: boolean;
  grade: number | null;
  percentComplete: number | null;
  action: LessonCardAction;
  locked: boolean;
  lockReason: 'MODE' | 'NOT_YET_OPEN' | 'PREVIOUS_LESSON' | null;
  lockMessage: string | null;
  opensAt: Date | null;
  problemSets: { assignmentId: number; order: number; title: string }[];
}

export interface ClassroomPage {
  context: ClassroomContext;
  tabs: { tab: ClassroomTab; state: TabState }[];
  lessons: LessonCard[];
}

/** Preview mode disables messages and gradebook; trial-to-lesson mode locks four tabs (classroom.md §2). */
function tabStates(context: ClassroomContext): ClassroomPage['tabs'] {
  const off = unavailableTabs(context.mode);
  const state: TabState = context.mode === 'PREVIEW' ? 'DISABLED' : 'LOCKED';
  return CLASSROOM_TABS.map((tab) => ({ tab, state: off.includes(tab) ? state : 'AVAILABLE' }));
}

export function lessonCard(context: ClassroomContext, state: LessonState): LessonCard {
  const { lesson, plan, progress, lock } = state;
  const style = context.classroom.teachingStyle;
  const lockText = lock.locked ? lessonLockText(lock, context.mode, context.trialToLessonOrder, context.timeZone) : null;
  return {
    lessonId: lesson.id,
    number: plan.order,
    title: plan.title,
    description: plan.description,
    lessonPlanType: plan.lessonPlanType,
    startOn: lesson.startOn,
    endOn: lesson.endOn,
    showsDates: style === 'CLASSROOM' || style === 'BLENDED',
    grade: progress?.grade ?? null,
    percentComplete: progress?.percentComplete ?? null,
    action: lessonCardAction(progress?.percentComplete ?? null),
    locked: lock.locked,
    lockReason: lock.locked ? lock.reason : null,
    lockMessage: lockText ? formatMessage(lockText.code, lockText.values) : null,
    opensAt: lock.locked && lock.reason === 'NOT_YET_OPEN' ? lock.opensAt : null,
    problemSets: state.assignments.map(({ assignment, problemSet }) => ({
      assignmentId: assignment.id,
      order: problemSet.order,
      title: problemSet.title,
    })),
  };
}

/**
 * The classroom (by id, or by one of its lessons) with every lesson's state for the viewer, read in
 * one statement; refused unless the viewer may open it now. A class that is not on Solve has no
 * lessons here.
 */
export async function openClassroom(services: Services, viewer: Viewer, where: { classroomId: number } | { lessonId: number }) {
  requireStudentOrStaff(viewer);
  const now = services.now();
  const { context, lessons } = await classroomWithLessons(services.db, viewer, where);
  requireClassroomMember(viewer, context);
  requireClassroomOpen(context, now);
  return { context, states: context.classroom.onSolve ? lessonStates(context, lessons, now) : [] };
}

/**
 * The classroom page (classroom.md §2 "Classroom page"): the tabs with the mode's disabled or
 * locked ones, and the lesson cards with the viewer's grades, percents and locks. A class that is
 * not on Solve shows no lessons, only where it takes place.
 */
export async function classroomPage(services: Services, viewer: Viewer, classroomId: number): Promise<ClassroomPage> {
  const { context, states } = await openClassroom(services, viewer, { classroomId });
  return { context, tabs: tabStates(context), lessons: states.map((state) => lessonCard(context, state)) };
}
