import { quarterValues } from '../../graphql/stored-enums.js';
import { builder } from '../../graphql/builder.js';
import type { ObjectFields } from '../../graphql/field-builder.js';
import { ClassroomStatusEnum, TeachingStyleEnum } from '../classroom/classroom.types.graphql.js';
import { AssignmentStatusEnum, FeedbackTypeEnum, ProblemSetKindEnum } from '../learning/learning.types.js';
import type { ManagedClassroom, ManagedClassroomSummary } from './manage-classrooms.service.js';
import type { LocalDateTime, ManagedAssignment, ManagedLesson } from './manage-lessons.service.js';

export const QuarterEnum = builder.enumType('Quarter', { values: quarterValues });

export const LocalDateTimeRef = builder.objectRef<LocalDateTime>('LocalDateTime').implement({
  description: "A date and wall-clock time in the academy's time zone",
  fields: (t) => ({
    date: t.field({ type: 'Date', resolve: (value) => value.date }),
    time: t.exposeString('time', { description: 'HH:MM, 24-hour' }),
  }),
});

export const LocalDateTimeInput = builder.inputType('LocalDateTimeInput', {
  description: "A date and wall-clock time in the academy's time zone",
  fields: (t) => ({
    date: t.field({ type: 'Date', required: true }),
    time: t.string({ required: true, description: 'HH:MM, 24-hour' }),
  }),
});

type ClassroomFacts = Pick<ManagedClassroomSummary, 'code' | 'title' | 'status' | 'year' | 'quarter' | 'session' | 'startTime' | 'endTime'>;

/** A classroom's code, title, status and term: the class list's row and the edited classroom show them alike. */
function classroomNameAndTerm<Row extends ClassroomFacts>(t: ObjectFields<Row>) {
  return {
    code: t.string({ resolve: (row) => row.code }),
    title: t.string({ resolve: (row) => row.title }),
    status: t.field({ type: ClassroomStatusEnum, resolve: (row) => row.status }),
    year: t.int({ resolve: (row) => row.year }),
    quarter: t.field({ type: QuarterEnum, resolve: (row) => row.quarter }),
    session: t.string({ resolve: (row) => row.session }),
  };
}

/** The meeting times as HH:MM (stored with seconds). */
function classroomMeetingTimes<Row extends ClassroomFacts>(t: ObjectFields<Row>) {
  return {
    startTime: t.string({ nullable: true, resolve: (row) => row.startTime?.slice(0, 5) ?? null }),
    endTime: t.string({ nullable: true, resolve: (row) => row.endTime?.slice(0, 5) ?? null }),
  };
}

export const ManagedClassroomSummaryRef = builder.objectRef<ManagedClassroomSummary>('ManagedClassroomSummary').implement({
  description: 'A row of the back office class list',
  fields: (t) => ({
    id: t.exposeInt('id'),
    ...classroomNameAndTerm(t),
    startDate: t.field({ type: 'Date', resolve: (row) => row.startDate }),
    endDate: t.field({ type: 'Date', resolve: (row) => row.endDate }),
    meets: t.exposeString('meets'),
    ...classroomMeetingTimes(t),
    onCatalog: t.exposeBoolean('onCatalog'),
    leadInstructor: t.exposeString('leadInstructor', { nullable: true }),
    enrollmentCount: t.exposeInt('enrollmentCount'),
    enrollmentMax: t.exposeInt('enrollmentMax', { nullable: true }),
    lessonCount: t.exposeInt('lessonCount'),
  }),
});

export const ManagedAssignmentRef = builder.objectRef<ManagedAssignment>('ManagedAssignment').implement({
  description: "A lesson's problem set as the back office sets it",
  fields: (t) => ({
    id: t.exposeInt('id'),
    lessonId: t.exposeInt('lessonId'),
    problemSetId: t.exposeInt('problemSetId'),
    title: t.exposeString('title'),
    kind: t.field({ type: ProblemSetKindEnum, resolve: (row) => row.kind as never }),
    feedbackType: t.field({ type: FeedbackTypeEnum, resolve: (row) => row.feedbackType as never }),
    timeLimit: t.exposeInt('timeLimit', { description: 'Seconds; 0 is no limit' }),
    allowedAttempts: t.exposeInt('allowedAttempts', { nullable: true, description: 'Null: unlimited' }),
    status: t.field({ type: AssignmentStatusEnum, resolve: (row) => row.status }),
    graded: t.exposeBoolean('graded'),
    startOn: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.startOn }),
    dueOn: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.dueOn }),
    start: t.field({ type: LocalDateTimeRef, nullable: true, resolve: (row) => row.start }),
    due: t.field({ type: LocalDateTimeRef, nullable: true, resolve: (row) => row.due }),
  }),
});

export const ManagedLessonRef = builder.objectRef<ManagedLesson>('ManagedLesson').implement({
  description: "A classroom's lesson as the back office edits it; times in the academy's zone",
  fields: (t) => ({
    id: t.exposeInt('id'),
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
    startOn: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.startOn }),
    endOn: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.endOn }),
    date: t.field({ type: 'Date', nullable: true, resolve: (row) => row.date }),
    startTime: t.exposeString('startTime', { nullable: true }),
    endTime: t.exposeString('endTime', { nullable: true }),
    webinarUrl: t.exposeString('webinarUrl', { nullable: true }),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    officeHourDuration: t.exposeInt('officeHourDuration', { nullable: true }),
    primaryOfficeHour: t.field({ type: LocalDateTimeRef, nullable: true, resolve: (row) => row.primaryOfficeHour }),
    makeupOfficeHour: t.field({ type: LocalDateTimeRef, nullable: true, resolve: (row) => row.makeupOfficeHour }),
    assignments: t.field({ type: [ManagedAssignmentRef], resolve: (row) => row.assignments }),
  }),
});

export const ManagedClassroomRef = builder
  .objectRef<ManagedClassroom & { lessons: () => Promise<ManagedLesson[]> }>('ManagedClassroom')
  .implement({
    description: 'A classroom with every field the back office edits',
    fields: (t) => ({
      id: t.exposeInt('id'),
      courseId: t.exposeInt('courseId'),
      courseTitle: t.exposeString('courseTitle'),
      ...classroomNameAndTerm(t),
      teachingStyle: t.field({ type: TeachingStyleEnum, resolve: (row) => row.teachingStyle }),
      centerLocationId: t.exposeInt('centerLocationId', { nullable: true, description: 'Null: online' }),
      weekdays: t.exposeIntList('weekdays', { description: '0 Sunday … 6 Saturday' }),
      meets: t.exposeString('meets'),
      ...classroomMeetingTimes(t),
      startDate: t.field({ type: 'Date', resolve: (row) => row.startDate }),
      endDate: t.field({ type: 'Date', resolve: (row) => row.endDate }),
      tuitionCents: t.exposeInt('tuitionCents'),
      earlyBirdTuitionCents: t.exposeInt('earlyBirdTuitionCents', { nullable: true }),
      enrollmentMax: t.exposeInt('enrollmentMax', { nullable: true }),
      leadInstructorId: t.exposeInt('leadInstructorId', { nullable: true }),
      instructorIds: t.exposeIntList('instructorIds'),
      onCatalog: t.exposeBoolean('onCatalog'),
      paidCount: t.exposeInt('paidCount', { description: 'Paid students: such a class is closed, never deleted' }),
      enrollmentCount: t.exposeInt('enrollmentCount'),
      lessons: t.field({ type: [ManagedLessonRef], resolve: (row) => row.lessons() }),
    }),
  });

export const ClassroomInputRef = builder.inputType('ClassroomInput', {
  fields: (t) => ({
    courseId: t.int({ required: true }),
    code: t.string({ required: true }),
    title: t.string({ required: true }),
    year: t.int({ required: true }),
    quarter: t.field({ type: QuarterEnum, required: true }),
    session: t.string({ required: true }),
    teachingStyle: t.field({ type: TeachingStyleEnum, required: true }),
    centerLocationId: t.int({ description: 'Empty: online' }),
    weekdays: t.intList({ required: true, description: '0 Sunday … 6 Saturday' }),
    startTime: t.string({ required: true, description: "HH:MM in the academy's zone" }),
    endTime: t.string({ required: true }),
    startDate: t.field({ type: 'Date', required: true }),
    endDate: t.field({ type: 'Date', required: true }),
    tuitionCents: t.int({ required: true }),
    earlyBirdTuitionCents: t.int(),
    enrollmentMax: t.int({ description: 'Empty: no seat limit' }),
    leadInstructorId: t.int({ required: true }),
    instructorIds: t.intList({ required: true }),
    onCatalog: t.boolean({ required: true }),
  }),
});

export const AssignmentInputRef = builder.inputType('AssignmentInput', {
  fields: (t) => ({
    status: t.field({ type: AssignmentStatusEnum, required: true }),
    start: t.field({ type: LocalDateTimeInput }),
    due: t.field({ type: LocalDateTimeInput }),
    graded: t.boolean({ required: true }),
  }),
});
