import { CLASSROOM_TABS, classroomShortTitle } from '@solve/core';
import { classroomStatusValues, lessonPlanTypeValues, subjectValues, teachingStyleValues } from '../../graphql/stored-enums.js';
import { builder } from '../../graphql/builder.js';
import { AssignmentRef, EnrollmentStatusEnum, ProblemSetRef } from '../learning/learning.types.js';
import type { ClassroomContext } from './classroom-context.service.js';
import type { ClassroomPage, LessonCard } from './classroom-page.service.js';
import type { AssignmentCard, LessonPage, OfficeHour, WebinarCard } from './lesson-page.service.js';

export const TeachingStyleEnum = builder.enumType('TeachingStyle', { values: teachingStyleValues });
export const ClassroomStatusEnum = builder.enumType('ClassroomStatus', { values: classroomStatusValues });
export const LessonPlanTypeEnum = builder.enumType('LessonPlanType', { values: lessonPlanTypeValues });
export const SubjectEnum = builder.enumType('Subject', { values: subjectValues });
export const ClassroomModeEnum = builder.enumType('ClassroomMode', {
  description: 'NORMAL; PREVIEW (QUALIFY enrolment); TRIAL; TRIAL_TO_LESSON (an open trial up to a lesson)',
  values: ['NORMAL', 'PREVIEW', 'TRIAL', 'TRIAL_TO_LESSON'] as const,
});
const ClassroomTabEnum = builder.enumType('ClassroomTab', { values: CLASSROOM_TABS });
const TabStateEnum = builder.enumType('TabState', { values: ['AVAILABLE', 'DISABLED', 'LOCKED'] as const });
const LessonLockReasonEnum = builder.enumType('LessonLockReason', { values: ['MODE', 'NOT_YET_OPEN', 'PREVIOUS_LESSON'] as const });
const LessonCardActionEnum = builder.enumType('LessonCardAction', { values: ['START', 'CONTINUE', 'REVIEW'] as const });
const AssignmentStateEnum = builder.enumType('AssignmentState', {
  values: ['LOCKED', 'NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'GRADED', 'REVIEWED', 'OVERDUE'] as const,
});
const StartActionEnum = builder.enumType('StartAction', { values: ['START', 'CONTINUE', 'REVISE'] as const });
const ReviewLabelEnum = builder.enumType('ReviewLabel', {
  description: 'Review for students, Solutions for staff',
  values: ['REVIEW', 'SOLUTIONS'] as const,
});
const WebinarPhaseEnum = builder.enumType('WebinarPhase', { values: ['UPCOMING', 'LIVE', 'REPLAY'] as const });
const OfficeHourPhaseEnum = builder.enumType('OfficeHourPhase', { values: ['UPCOMING', 'OPEN', 'ENDED'] as const });

/** A classroom as the viewer sees it: the class, its course, and the viewer's place in it. */
export const ClassroomInfoRef = builder.objectRef<ClassroomContext>('ClassroomInfo').implement({
  fields: (t) => ({
    id: t.int({ resolve: ({ classroom }) => classroom.id }),
    code: t.string({ resolve: ({ classroom }) => classroom.code }),
    title: t.string({ description: "'CODE: Name'", resolve: ({ classroom }) => classroom.title }),
    shortTitle: t.string({ description: 'The part after the colon', resolve: ({ classroom }) => classroomShortTitle(classroom.title) }),
    status: t.field({ type: ClassroomStatusEnum, resolve: ({ classroom }) => classroom.status }),
    teachingStyle: t.field({ type: TeachingStyleEnum, resolve: ({ classroom }) => classroom.teachingStyle }),
    startDate: t.field({ type: 'Date', resolve: ({ classroom }) => classroom.startDate }),
    endDate: t.field({ type: 'Date', resolve: ({ classroom }) => classroom.endDate }),
    meets: t.string({ resolve: ({ classroom }) => classroom.meets }),
    startTime: t.string({ nullable: true, resolve: ({ classroom }) => classroom.startTime?.slice(0, 5) ?? null }),
    endTime: t.string({ nullable: true, resolve: ({ classroom }) => classroom.endTime?.slice(0, 5) ?? null }),
    onSolve: t.boolean({ resolve: ({ classroom }) => classroom.onSolve }),
    externalUrl: t.string({
      nullable: true,
      description: 'Where a class that is not on Solve takes place',
      resolve: ({ classroom }) => classroom.externalUrl,
    }),
    locationName: t.string({ nullable: true, description: 'Null: online', resolve: ({ locationName }) => locationName }),
    courseTitle: t.string({ resolve: ({ course }) => course.title }),
    description: t.string({ resolve: ({ course }) => course.description }),
    longDescription: t.string({ resolve: ({ course }) => course.longDescription }),
    imageUrl: t.string({ nullable: true, resolve: ({ course }) => course.imageUrl }),
    subject: t.field({ type: SubjectEnum, resolve: ({ course }) => course.subject }),
    startGrade: t.int({ resolve: ({ course }) => course.startGrade }),
    endGrade: t.int({ resolve: ({ course }) => course.endGrade }),
    mode: t.field({ type: ClassroomModeEnum, resolve: ({ mode }) => mode }),
    isStaff: t.boolean({ resolve: ({ isStaff }) => isStaff }),
    enrollmentStatus: t.field({ type: EnrollmentStatusEnum, nullable: true, resolve: ({ enrollmentStatus }) => enrollmentStatus }),
    trialToLessonOrder: t.int({ nullable: true, resolve: ({ trialToLessonOrder }) => trialToLessonOrder }),
  }),
});

const ClassroomTabStateRef = builder.objectRef<ClassroomPage['tabs'][number]>('ClassroomTabState').implement({
  fields: (t) => ({
    tab: t.field({ type: ClassroomTabEnum, resolve: ({ tab }) => tab }),
    state: t.field({ type: TabStateEnum, resolve: ({ state }) => state }),
  }),
});

const LessonProblemSetLinkRef = builder.objectRef<LessonCard['problemSets'][number]>('LessonProblemSetLink').implement({
  fields: (t) => ({
    assignmentId: t.exposeInt('assignmentId'),
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
  }),
});

export const LessonCardRef = builder.objectRef<LessonCard>('LessonCard').implement({
  fields: (t) => ({
    lessonId: t.exposeInt('lessonId'),
    number: t.exposeInt('number', { description: 'The lesson number; 0 is the introduction' }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    lessonPlanType: t.field({ type: LessonPlanTypeEnum, resolve: ({ lessonPlanType }) => lessonPlanType }),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
    endOn: t.expose('endOn', { type: 'DateTime', nullable: true }),
    showsDates: t.exposeBoolean('showsDates', { description: 'Classroom and blended classes show the dates' }),
    grade: t.exposeFloat('grade', { nullable: true, description: 'Lesson grade in percent; null: N/A' }),
    percentComplete: t.exposeFloat('percentComplete', { nullable: true, description: 'Null: N/A' }),
    action: t.field({ type: LessonCardActionEnum, resolve: ({ action }) => action }),
    locked: t.exposeBoolean('locked'),
    lockReason: t.field({ type: LessonLockReasonEnum, nullable: true, resolve: ({ lockReason }) => lockReason }),
    lockMessage: t.exposeString('lockMessage', { nullable: true, description: 'The locked-lesson popup text' }),
    opensAt: t.expose('opensAt', { type: 'DateTime', nullable: true }),
    problemSets: t.field({ type: [LessonProblemSetLinkRef], resolve: ({ problemSets }) => problemSets }),
  }),
});

export const ClassroomPageRef = builder.objectRef<ClassroomPage>('ClassroomPage').implement({
  fields: (t) => ({
    classroom: t.field({ type: ClassroomInfoRef, resolve: ({ context }) => context }),
    tabs: t.field({
      type: [ClassroomTabStateRef],
      description: "Every tab with its state in the viewer's mode",
      resolve: ({ tabs }) => tabs,
    }),
    lessons: t.field({ type: [LessonCardRef], resolve: ({ lessons }) => lessons }),
  }),
});

const AssignmentCardRef = builder.objectRef<AssignmentCard>('AssignmentCard').implement({
  fields: (t) => ({
    assignment: t.field({ type: AssignmentRef, resolve: ({ assignment }) => assignment }),
    problemSet: t.field({ type: ProblemSetRef, resolve: ({ problemSet }) => problemSet }),
    typeLabel: t.exposeString('typeLabel', { description: 'Mental Math, Skill Builder, Problem Solving or Instruction' }),
    state: t.field({ type: AssignmentStateEnum, resolve: ({ state }) => state }),
    locked: t.exposeBoolean('locked'),
    lockMessage: t.exposeString('lockMessage', { nullable: true }),
    attempts: t.exposeInt('attempts', { description: 'Submitted attempts' }),
    allowedAttempts: t.exposeInt('allowedAttempts', { nullable: true, description: 'Null: unlimited' }),
    grade: t.exposeFloat('grade', { nullable: true, description: 'Best grade in percent' }),
    startAction: t.field({ type: StartActionEnum, nullable: true, resolve: ({ startAction }) => startAction }),
    startRefusal: t.exposeString('startRefusal', { nullable: true, description: 'Why no further attempt can be started' }),
    showsVideo: t.exposeBoolean('showsVideo'),
    reviewLabel: t.field({ type: ReviewLabelEnum, resolve: ({ reviewLabel }) => reviewLabel }),
    reviewAllowed: t.exposeBoolean('reviewAllowed'),
    reviewMessage: t.exposeString('reviewMessage', { nullable: true }),
    printable: t.exposeBoolean('printable'),
    inProgressSubmissionId: t.exposeInt('inProgressSubmissionId', { nullable: true }),
  }),
});

const OfficeHourRef = builder.objectRef<OfficeHour>('OfficeHour').implement({
  fields: (t) => ({
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    phase: t.field({ type: OfficeHourPhaseEnum, resolve: ({ phase }) => phase }),
    url: t.exposeString('url', { nullable: true, description: 'The meeting address while open (always for staff)' }),
  }),
});

const WebinarCardRef = builder.objectRef<WebinarCard>('WebinarCard').implement({
  fields: (t) => ({
    webinarId: t.exposeString('webinarId', { nullable: true, description: 'The videoId of its lecture replay' }),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true }),
    phase: t.field({ type: WebinarPhaseEnum, nullable: true, resolve: ({ phase }) => phase }),
    liveUrl: t.exposeString('liveUrl', { nullable: true, description: 'The live address while live (always for staff)' }),
    replayAvailable: t.exposeBoolean('replayAvailable'),
    officeHours: t.field({ type: [OfficeHourRef], resolve: ({ officeHours }) => officeHours }),
  }),
});

export const LessonPageRef = builder.objectRef<LessonPage>('LessonPage').implement({
  fields: (t) => ({
    classroom: t.field({ type: ClassroomInfoRef, resolve: ({ context }) => context }),
    lesson: t.field({ type: LessonCardRef, resolve: ({ lesson }) => lesson }),
    webinar: t.field({ type: WebinarCardRef, nullable: true, resolve: ({ webinar }) => webinar }),
    assignments: t.field({ type: [AssignmentCardRef], resolve: ({ assignments }) => assignments }),
  }),
});
