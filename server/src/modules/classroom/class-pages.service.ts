import { classroomGrade, formatMessage, isActiveClassroom, type LessonProgress, showsVideoButton } from '@solve/core';
import { and, asc, eq } from 'drizzle-orm';
import { classroomInstructors, employees } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { type ClassroomContext, classroomWithLessons } from './classroom-context.service.js';
import { requireClassroomMember } from '../../authorization/policies.js';
import { openClassroom } from './classroom-page.service.js';
import { requireLessonOpen } from './lesson-page.service.js';
import { lessonStates } from './lesson-states.js';
import { assignmentWork, type LessonPlanRecord } from './work.service.js';

export interface SyllabusLesson {
  number: number;
  title: string;
  description: string;
  lessonPlanType: LessonPlanRecord['lessonPlanType'];
  startOn: Date | null;
}

export interface Syllabus {
  context: ClassroomContext;
  instructors: string[];
  lessons: SyllabusLesson[];
}

/**
 * The syllabus (classroom.md §2): the course header and its lessons. Anyone may read the syllabus
 * of a class that is open or published (recommendations link to it); a closed class only its
 * students and staff.
 */
export async function syllabus(services: Services, viewer: Viewer | null, classroomId: number): Promise<Syllabus> {
  const db = services.db;
  const [{ context, lessons: list }, instructors] = await Promise.all([
    classroomWithLessons(db, viewer, { classroomId }),
    db
      .select({ firstName: employees.firstName, lastName: employees.lastName, displayName: employees.displayName })
      .from(classroomInstructors)
      .innerJoin(employees, eq(employees.id, classroomInstructors.employeeId))
      .where(and(eq(classroomInstructors.classroomId, classroomId)))
      .orderBy(asc(classroomInstructors.order)),
  ]);
  if (!isActiveClassroom(context.classroom.status)) {
    if (!viewer) throw new DomainError('NOT_SIGNED_IN');
    requireClassroomMember(viewer, context);
  }
  return {
    context,
    instructors: instructors.map((person) => person.displayName ?? `${person.firstName} ${person.lastName}`),
    lessons: list.map(({ lesson, plan }) => ({
      number: plan.order,
      title: plan.title,
      description: plan.description,
      lessonPlanType: plan.lessonPlanType,
      startOn: lesson.startOn,
    })),
  };
}

export interface TranscriptLesson {
  number: number;
  title: string;
  grade: number | null;
  percentComplete: number | null;
}

export interface Transcript {
  context: ClassroomContext;
  /** False when Solve holds no grades for the class: the page says so. */
  available: boolean;
  unavailableMessage: string | null;
  grade: number | null;
  lessons: TranscriptLesson[];
}

/**
 * A closed class's grades per lesson (classroom.md §2, §4), for the student who took it. A class
 * that ran elsewhere, or without any graded work here, has no grades on Solve.
 */
export async function transcript(services: Services, viewer: Viewer, classroomId: number): Promise<Transcript> {
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
  const { context, lessons: list } = await classroomWithLessons(services.db, viewer, { classroomId });
  requireClassroomMember(viewer, context);
  if (isActiveClassroom(context.classroom.status)) throw new DomainError('TRANSCRIPT_NOT_READY');
  const states = lessonStates(context, list, services.now());
  const lessons = states.map(({ plan, progress }: { plan: { order: number; title: string }; progress: LessonProgress | null }) => ({
    number: plan.order,
    title: plan.title,
    grade: progress?.grade ?? null,
    percentComplete: progress?.percentComplete ?? null,
  }));
  const grade = classroomGrade(
    list.flatMap(({ assignments }) => assignments.map(({ assignment, work }) => assignmentWork(assignment, work))),
    false,
  );
  const available = context.classroom.onSolve && grade !== null;
  return {
    context,
    available,
    unavailableMessage: available ? null : formatMessage('GRADES_NOT_AVAILABLE'),
    grade,
    lessons: available ? lessons : [],
  };
}

export interface LessonVideo {
  context: ClassroomContext;
  title: string;
  url: string;
  kind: 'LECTURE_REPLAY' | 'PROBLEM_SET';
}

const youtube = (id: string) => (/^https?:\/\//.test(id) ? id : `https://www.youtube.com/watch?v=${id}`);

/**
 * The lesson video page (classroom.md §2): with a videoId (a lesson's webinar) the lecture
 * replay, otherwise the video of an assignment's problem set, under the Video button's rule.
 */
export async function lessonVideo(
  services: Services,
  viewer: Viewer,
  input: { classroomId: number; videoId: string | null; assignmentId: number | null },
): Promise<LessonVideo> {
  const { context, states } = await openClassroom(services, viewer, { classroomId: input.classroomId });
  const state = input.videoId
    ? states.find(({ lesson }) => lesson.webinarId === input.videoId)
    : states.find(({ assignments }) => assignments.some(({ assignment }) => assignment.id === input.assignmentId));
  if (!state) throw new DomainError('NOT_FOUND');
  requireLessonOpen(context, state);
  if (input.videoId) {
    if (!state.lesson.webinarReplay || !state.lesson.startOn || state.lesson.startOn > services.now()) throw new DomainError('NO_REPLAY');
    return { context, title: `Lesson ${state.plan.order}: ${state.plan.title}`, url: state.lesson.webinarReplay, kind: 'LECTURE_REPLAY' };
  }
  const { problemSet, work } = state.assignments.find(({ assignment }) => assignment.id === input.assignmentId)!;
  const shows = showsVideoButton({
    hasVideo: problemSet.videoId !== null,
    kind: problemSet.kind,
    quizGraded: work.submittedAttempts > 0 && work.latestGraded,
    isStaff: context.isStaff,
  });
  if (!shows) throw new DomainError('NO_VIDEO');
  return {
    context,
    title: `Problem Set ${state.plan.order}.${problemSet.order}: ${problemSet.title}`,
    url: youtube(problemSet.videoId!),
    kind: 'PROBLEM_SET',
  };
}
