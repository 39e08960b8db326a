import { GRADEBOOK_GROUP_LABELS } from '@solve/core';
import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import {
  type ClassGradebook,
  classGradebook,
  type ClassGradebookColumn,
  type ClassGradebookStudent,
  type GradebookComment,
  type GradebookLesson,
  type GradebookRow,
  type StudentGradebook,
  studentGradebook,
} from './gradebook.service.js';

const GradebookGroupEnum = builder.enumType('GradebookGroup', { values: ['HOMEWORK', 'EXERCISE', 'QUIZ', 'INSTRUCTION'] as const });
const GradeCellStateEnum = builder.enumType('GradeCellState', { values: ['GRADED', 'LATE', 'MISSING', 'OPEN'] as const });

const GradebookCommentRef = builder.objectRef<GradebookComment>('GradebookComment').implement({
  description: "A grader's comment on one problem of the attempt shown",
  fields: (t) => ({
    problemNumber: t.exposeInt('problemNumber', { description: "The problem's number in its set" }),
    comment: t.exposeString('comment'),
  }),
});

const GradebookRowRef = builder.objectRef<GradebookRow>('GradebookRow').implement({
  fields: (t) => ({
    assignmentId: t.exposeInt('assignmentId'),
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
    grade: t.exposeFloat('grade', { nullable: true, description: 'Best submitted grade in percent' }),
    timeSpent: t.exposeInt('timeSpent', { nullable: true, description: 'Seconds' }),
    dueOn: t.expose('dueOn', { type: 'DateTime', nullable: true }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    late: t.exposeBoolean('late', { description: 'Submitted after the due date (shown in red)' }),
    comments: t.expose('comments', { type: [GradebookCommentRef], description: "The graders' comments on the attempt shown" }),
  }),
});

const GradebookGroupRowsRef = builder.objectRef<GradebookLesson['groups'][number]>('GradebookGroupRows').implement({
  fields: (t) => ({
    group: t.field({ type: GradebookGroupEnum, resolve: ({ group }) => group }),
    label: t.string({ resolve: ({ group }) => GRADEBOOK_GROUP_LABELS[group] }),
    rows: t.field({ type: [GradebookRowRef], resolve: ({ rows }) => rows }),
  }),
});

const GradebookLessonRef = builder.objectRef<GradebookLesson>('GradebookLesson').implement({
  fields: (t) => ({
    lessonId: t.exposeInt('lessonId'),
    number: t.exposeInt('number'),
    title: t.exposeString('title'),
    grade: t.exposeFloat('grade', { nullable: true }),
    percentComplete: t.exposeFloat('percentComplete', { nullable: true }),
    groups: t.field({ type: [GradebookGroupRowsRef], resolve: ({ groups }) => groups }),
  }),
});

const StudentGradebookRef = builder.objectRef<StudentGradebook>('StudentGradebook').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId'),
    grade: t.exposeFloat('grade', { nullable: true, description: '-1: In Progress' }),
    lessons: t.field({ type: [GradebookLessonRef], resolve: ({ lessons }) => lessons }),
  }),
});

const ClassGradebookColumnRef = builder.objectRef<ClassGradebookColumn>('ClassGradebookColumn').implement({
  fields: (t) => ({
    assignmentId: t.exposeInt('assignmentId'),
    label: t.exposeString('label', { description: 'Lesson.set' }),
    title: t.exposeString('title'),
    group: t.field({ type: GradebookGroupEnum, resolve: ({ group }) => group }),
    dueOn: t.expose('dueOn', { type: 'DateTime', nullable: true }),
  }),
});

const ClassGradebookCellRef = builder.objectRef<ClassGradebookStudent['cells'][number]>('ClassGradebookCell').implement({
  fields: (t) => ({
    assignmentId: t.exposeInt('assignmentId'),
    grade: t.exposeFloat('grade', { nullable: true }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    state: t.field({ type: GradeCellStateEnum, resolve: ({ state }) => state }),
  }),
});

const ClassGradebookStudentRef = builder.objectRef<ClassGradebookStudent>('ClassGradebookStudent').implement({
  fields: (t) => ({
    studentId: t.exposeInt('studentId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    grade: t.exposeFloat('grade', { nullable: true }),
    cells: t.field({ type: [ClassGradebookCellRef], resolve: ({ cells }) => cells }),
  }),
});

const ClassGradebookRef = builder.objectRef<ClassGradebook>('ClassGradebook').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId'),
    columns: t.field({ type: [ClassGradebookColumnRef], resolve: ({ columns }) => columns }),
    students: t.field({ type: [ClassGradebookStudentRef], resolve: ({ students }) => students }),
  }),
});

builder.queryFields((t) => ({
  studentGradebook: t.field({
    type: StudentGradebookRef,
    description: "The signed-in student's gradebook of a class; staff get the spec's 'not supported' text",
    authScopes: { signedIn: true },
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => studentGradebook(ctx.services, requireSignedIn(ctx.viewer), classroomId),
  }),
  classGradebook: t.field({
    type: ClassGradebookRef,
    description: 'Every enrolled student × every assigned set, for instructors of the class and admins',
    authScopes: { employee: true },
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => classGradebook(ctx.services, requireSignedIn(ctx.viewer), classroomId),
  }),
}));
