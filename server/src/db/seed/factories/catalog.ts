import type { Db } from '../../client.js';
import {
  classroomInstructors,
  classrooms,
  courses,
  lessonPlans,
  lessons,
  opportunities,
  trials,
  tutorSessions,
} from '../../schema/index.js';
import { inserter, insertOne } from './insert.js';
import { nextSequence } from './sequence.js';

export type NewCourse = typeof courses.$inferInsert;
export type NewClassroom = typeof classrooms.$inferInsert;
export type NewClassroomInstructor = typeof classroomInstructors.$inferInsert;
export type NewLessonPlan = typeof lessonPlans.$inferInsert;
export type NewLesson = typeof lessons.$inferInsert;
export type NewTutorSession = typeof tutorSessions.$inferInsert;
export type NewOpportunity = typeof opportunities.$inferInsert;
export type NewTrial = typeof trials.$inferInsert;

export function courseValues(values: Partial<NewCourse> = {}): NewCourse {
  const code = values.code ?? `MA${nextSequence()}`;
  return {
    code,
    title: 'Pre-Algebra',
    subject: 'M',
    description: 'Ratios, negative numbers, equations and the habits of a problem solver.',
    startGrade: 5,
    endGrade: 7,
    category: 'Accelerated',
    lessonCount: 10,
    imageUrl: '/images/courses/math.svg',
    ...values,
  };
}

export function classroomValues(values: Partial<NewClassroom> & Pick<NewClassroom, 'courseId'>): NewClassroom {
  const code = values.code ?? `MA6-W26-${nextSequence()}`;
  return {
    code,
    title: `${code}: Pre-Algebra`,
    status: 'OPENED',
    year: 2026,
    quarter: 'WINTER',
    session: 'Winter Online',
    startDate: '2026-01-06',
    endDate: '2026-03-17',
    startTime: '16:00',
    endTime: '17:30',
    meets: 'Tue',
    meetsOnTuesday: true,
    meetingsPerWeek: 1,
    teachingStyle: 'CLASSROOM',
    tuitionCents: 45_000,
    earlyBirdTuitionCents: 40_000,
    enrollmentMax: 20,
    ...values,
  };
}

export function lessonPlanValues(values: Partial<NewLessonPlan> & Pick<NewLessonPlan, 'courseId' | 'order'>): NewLessonPlan {
  return {
    title: values.order === 0 ? 'Readiness Assessment' : `Lesson ${values.order}`,
    lessonPlanType: values.order === 0 ? 'INTRODUCTION' : 'INSTRUCTION',
    description: '',
    ...values,
  };
}

const HOUR = 3_600_000;

/** Defaults to a 90-minute lesson on 6 January 2026 at 4 pm Pacific, previewed two days before, due a week after. */
export function lessonValues(values: Partial<NewLesson> & Pick<NewLesson, 'classroomId' | 'lessonPlanId'>): NewLesson {
  const startOn = values.startOn ?? new Date('2026-01-07T00:00:00Z');
  return {
    startOn,
    endOn: new Date(startOn.getTime() + 1.5 * HOUR),
    previewOn: new Date(startOn.getTime() - 48 * HOUR),
    dueOn: new Date(startOn.getTime() + 7 * 24 * HOUR),
    ...values,
  };
}

export function tutorSessionValues(
  values: Partial<NewTutorSession> & Pick<NewTutorSession, 'classroomId' | 'studentId' | 'order' | 'startDateTime'>,
): NewTutorSession {
  return { status: 'SCHEDULED', durationMinutes: 50, ...values };
}

export const createCourse = inserter(courses, courseValues);

export const createClassroom = inserter(classrooms, classroomValues);

export const addInstructor = (db: Db, values: NewClassroomInstructor) => insertOne(db, classroomInstructors, values);

export const createLessonPlan = inserter(lessonPlans, lessonPlanValues);

export const createLesson = inserter(lessons, lessonValues);

export const createTutorSession = inserter(tutorSessions, tutorSessionValues);

export const createOpportunity = (db: Db, values: Partial<NewOpportunity> & Pick<NewOpportunity, 'studentId'>) =>
  insertOne(db, opportunities, { stage: 'TRIAL', status: 'OPEN', ...values });

export const createTrial = (db: Db, values: NewTrial) => insertOne(db, trials, values);
