import { badgeLabel } from '@solve/core';
import { badgeRankingValues } from '../../graphql/stored-enums.js';
import { builder } from '../../graphql/builder.js';
import type { ObjectFields } from '../../graphql/field-builder.js';
import { ClassroomStatusEnum } from '../classroom/classroom.types.graphql.js';
import { StudentRef } from '../profile/people.graphql.js';
import type { BadgeRecord, EarnedBadge } from './badges.service.js';
import {
  type ClassReport,
  classReport,
  earnedBadgesOf,
  familyReports,
  type ReportClass,
  type ReportLesson,
  type StudentReport,
} from './report.service.js';

const BadgeRankingEnum = builder.enumType('BadgeRanking', { values: badgeRankingValues });

const BadgeRef = builder.objectRef<BadgeRecord>('Badge').implement({
  description: "A badge of the academy's catalogue",
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    ranking: t.expose('ranking', { type: BadgeRankingEnum }),
    label: t.string({ description: "'Top Student · Gold'", resolve: (badge) => badgeLabel(badge) }),
    description: t.exposeString('description'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    minGrade: t.exposeFloat('minGrade', { description: 'Class grade needed, in percent' }),
  }),
});

const EarnedBadgeRef = builder.objectRef<EarnedBadge>('EarnedBadge').implement({
  description: "A badge a student's class grade earns: tentative while the class runs, final once it closes",
  fields: (t) => ({
    badge: t.field({ type: BadgeRef, resolve: (earned) => earned.badge }),
    studentId: t.exposeInt('studentId'),
    classroomId: t.exposeInt('classroomId'),
    classroomCode: t.exposeString('classroomCode'),
    classroomTitle: t.exposeString('classroomTitle'),
    tentative: t.exposeBoolean('tentative'),
  }),
});

/** The class a report is about: a class of the family's report and the report of one class show it alike. */
function reportedClassFields<Row extends ReportClass>(t: ObjectFields<Row>) {
  return {
    classroomId: t.int({ resolve: (row) => row.classroomId }),
    code: t.string({ resolve: (row) => row.code }),
    title: t.string({ resolve: (row) => row.title }),
    status: t.field({ type: ClassroomStatusEnum, resolve: (row) => row.status }),
    startDate: t.field({ type: 'Date', resolve: (row) => row.startDate }),
    endDate: t.field({ type: 'Date', resolve: (row) => row.endDate }),
  };
}

const ReportClassRef = builder.objectRef<ReportClass>('ReportClass').implement({
  fields: (t) => ({
    ...reportedClassFields(t),
    grade: t.exposeFloat('grade', { nullable: true, description: 'Percent; -1 In Progress; null: no grades on the platform' }),
    letter: t.exposeString('letter', { description: "The grade's letter, 'In Progress' or 'N/A'" }),
    badges: t.field({ type: [EarnedBadgeRef], resolve: (row) => row.badges }),
  }),
});

const StudentReportRef = builder.objectRef<StudentReport>('StudentReport').implement({
  fields: (t) => ({
    student: t.field({ type: StudentRef, resolve: (report) => report.student }),
    openClasses: t.field({ type: [ReportClassRef], resolve: (report) => report.openClasses }),
    startingSoon: t.field({ type: [ReportClassRef], description: 'Published classes', resolve: (report) => report.startingSoon }),
    badges: t.field({ type: [EarnedBadgeRef], resolve: (report) => report.badges }),
  }),
});

const ReportLessonRef = builder.objectRef<ReportLesson>('ReportLesson').implement({
  fields: (t) => ({
    lessonId: t.exposeInt('lessonId'),
    number: t.exposeInt('number'),
    title: t.exposeString('title'),
    grade: t.exposeFloat('grade', { nullable: true }),
    letter: t.exposeString('letter'),
    percentComplete: t.exposeFloat('percentComplete', { nullable: true }),
  }),
});

const ClassReportRef = builder.objectRef<ClassReport>('ClassReport').implement({
  fields: (t) => ({
    student: t.field({ type: StudentRef, resolve: (report) => report.student }),
    ...reportedClassFields(t),
    grade: t.exposeFloat('grade', { nullable: true }),
    letter: t.exposeString('letter'),
    available: t.exposeBoolean('available'),
    unavailableMessage: t.exposeString('unavailableMessage', { nullable: true }),
    lessons: t.field({ type: [ReportLessonRef], resolve: (report) => report.lessons }),
    badges: t.field({ type: [EarnedBadgeRef], resolve: (report) => report.badges }),
  }),
});

builder.queryFields((t) => ({
  familyReports: t.field({
    type: [StudentReportRef],
    description: "/reports: the family's students with their open classes, overall grades, 'Starting Soon' classes and badges",
    authScopes: { family: true },
    resolve: (_root, _args, ctx) => familyReports(ctx.services, ctx.viewer),
  }),
  classReport: t.field({
    type: ClassReportRef,
    description: "One class of a family's student: code, overall grade, title and per-lesson grades",
    authScopes: { family: true },
    args: { studentId: t.arg.int({ required: true }), classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { studentId, classroomId }, ctx) => classReport(ctx.services, ctx.viewer, studentId, classroomId),
  }),
  earnedBadges: t.field({
    type: [EarnedBadgeRef],
    description: "A student's badges, of one class when given: the student themself, or a parent of the family",
    authScopes: { $any: { student: true, family: true } },
    args: { studentId: t.arg.int({ required: true }), classroomId: t.arg.int() },
    resolve: (_root, { studentId, classroomId }, ctx) => earnedBadgesOf(ctx.services, ctx.viewer, studentId, classroomId ?? null),
  }),
}));
