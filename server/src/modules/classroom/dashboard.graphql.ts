import { CLASS_SECTION_PAGE, classroomShortTitle } from '@solve/core';
import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { EnrollmentStatusEnum } from '../learning/learning.types.js';
import { ClassroomModeEnum, ClassroomStatusEnum, SubjectEnum, TeachingStyleEnum } from './classroom.types.graphql.js';
import { type ClassCard, type ClassSection, type Dashboard, dashboardFor, dashboardSectionFor } from './dashboard.service.js';
import { type RecommendationGroup, type RecommendedClass, recommendations } from './recommendations.service.js';

const DashboardTabEnum = builder.enumType('DashboardTab', { values: ['ENROLLED', 'ACTIVE', 'COMPLETED', 'RECOMMENDED'] as const });
const ClassCardActionEnum = builder.enumType('ClassCardAction', {
  description: 'Enter (staff, or a class still open), Start (opened or published), Transcript (closed)',
  values: ['ENTER', 'START', 'TRANSCRIPT'] as const,
});
const StaffModeEnum = builder.enumType('StaffMode', { values: ['ADMIN', 'INSTRUCTOR'] as const });
const RecommendationScopeEnum = builder.enumType('RecommendationScope', {
  description: 'NEXT: the next course of each subject; MORE: Find More Recommendations',
  values: ['NEXT', 'MORE'] as const,
});

const ClassCardRef = builder.objectRef<ClassCard>('ClassCard').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId'),
    code: t.exposeString('code'),
    title: t.exposeString('title'),
    shortTitle: t.string({ resolve: ({ title }) => classroomShortTitle(title) }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    locationName: t.exposeString('locationName', { nullable: true, description: 'Null: online' }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date' }),
    status: t.field({ type: ClassroomStatusEnum, resolve: ({ status }) => status }),
    teachingStyle: t.field({ type: TeachingStyleEnum, resolve: ({ teachingStyle }) => teachingStyle }),
    onSolve: t.exposeBoolean('onSolve'),
    enrollmentStatus: t.field({ type: EnrollmentStatusEnum, nullable: true, resolve: ({ enrollmentStatus }) => enrollmentStatus }),
    mode: t.field({ type: ClassroomModeEnum, resolve: ({ mode }) => mode }),
    grade: t.exposeFloat('grade', { nullable: true, description: 'Class grade in percent (-1 In Progress); students only' }),
    overdueCount: t.exposeInt('overdueCount', { nullable: true, description: 'Students only' }),
    points: t.exposeInt('points', { nullable: true, description: 'Leaderboard points; students only' }),
    unreadMessages: t.exposeInt('unreadMessages', {
      nullable: true,
      description: "Unread replies in the class (its Messages tab's badge); students only",
    }),
    action: t.field({ type: ClassCardActionEnum, resolve: ({ action }) => action }),
  }),
});

const ClassSectionRef = builder.objectRef<ClassSection>('ClassSection').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    total: t.exposeInt('total', { description: 'Classes in the whole section' }),
    classes: t.field({
      type: [ClassCardRef],
      description: `One page: at most ${CLASS_SECTION_PAGE}, the first ones on the dashboard`,
      resolve: ({ classes }) => classes,
    }),
  }),
});

const DashboardRef = builder.objectRef<Dashboard>('Dashboard').implement({
  fields: (t) => ({
    tabs: t.field({ type: [DashboardTabEnum], resolve: ({ tabs }) => tabs }),
    active: t.field({
      type: [ClassSectionRef],
      description: 'The Enrolled (students) or Active (staff) tab',
      resolve: ({ active }) => active,
    }),
    completed: t.field({
      type: [ClassSectionRef],
      description: 'Closed classes by month of their end date',
      resolve: ({ completed }) => completed,
    }),
  }),
});

const RecommendedClassRef = builder.objectRef<RecommendedClass>('RecommendedClass').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId'),
    code: t.exposeString('code'),
    title: t.exposeString('title'),
    shortTitle: t.string({ resolve: ({ title }) => classroomShortTitle(title) }),
    courseTitle: t.exposeString('courseTitle'),
    description: t.exposeString('description'),
    subject: t.field({ type: SubjectEnum, resolve: ({ subject }) => subject }),
    startGrade: t.exposeInt('startGrade'),
    endGrade: t.exposeInt('endGrade'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    videoId: t.exposeString('videoId', { nullable: true, description: 'Intro video (YouTube id)' }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date' }),
    meets: t.exposeString('meets'),
    startTime: t.string({ nullable: true, resolve: ({ startTime }) => startTime?.slice(0, 5) ?? null }),
    endTime: t.string({ nullable: true, resolve: ({ endTime }) => endTime?.slice(0, 5) ?? null }),
    locationName: t.exposeString('locationName', { nullable: true, description: 'Null: online' }),
    teachingStyle: t.field({ type: TeachingStyleEnum, resolve: ({ teachingStyle }) => teachingStyle }),
    tuitionCents: t.exposeInt('tuitionCents'),
    earlyBirdTuitionCents: t.exposeInt('earlyBirdTuitionCents', { nullable: true }),
  }),
});

const RecommendationGroupRef = builder.objectRef<RecommendationGroup>('RecommendationGroup').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM of the start date' }),
    label: t.exposeString('label', { description: 'e.g. January 2027' }),
    classes: t.field({ type: [RecommendedClassRef], resolve: ({ classes }) => classes }),
  }),
});

builder.queryFields((t) => ({
  dashboard: t.field({
    type: DashboardRef,
    description: 'The dashboard of a student, instructor or admin (classroom.md §2)',
    authScopes: { signedIn: true },
    args: { mode: t.arg({ type: StaffModeEnum, description: 'Staff with both roles: the mode they signed in with' }) },
    resolve: (_root, { mode }, ctx) => dashboardFor(ctx.services, requireSignedIn(ctx.viewer), mode ?? null),
  }),
  dashboardSection: t.field({
    type: ClassSectionRef,
    description: `More of one dashboard section: the ${CLASS_SECTION_PAGE} classes from offset`,
    authScopes: { signedIn: true },
    args: {
      mode: t.arg({ type: StaffModeEnum, description: 'As for dashboard' }),
      key: t.arg.string({ required: true, description: 'The section key the dashboard gave' }),
      offset: t.arg.int({ required: true, description: 'Classes already shown' }),
    },
    resolve: (_root, { mode, key, offset }, ctx) =>
      dashboardSectionFor(ctx.services, requireSignedIn(ctx.viewer), mode ?? null, key, offset),
  }),
  recommendations: t.field({
    type: [RecommendationGroupRef],
    description: 'Classes recommended to the signed-in student, by start month; MORE gives the ones NEXT did not',
    authScopes: { student: true },
    args: { scope: t.arg({ type: RecommendationScopeEnum, defaultValue: 'NEXT', required: true }) },
    resolve: (_root, { scope }, ctx) => recommendations(ctx.services, requireSignedIn(ctx.viewer), scope),
  }),
}));
