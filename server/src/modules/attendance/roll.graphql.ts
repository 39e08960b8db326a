import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { AttendeeStatusEnum } from './attendance.graphql.js';
import {
  type LessonRoll,
  lessonRoll,
  resolveAttendanceCorrection,
  type RollAway,
  type RollCorrection,
  type RollStudent,
  saveRoll,
} from './roll.service.js';

const RollStudentRef = builder.objectRef<RollStudent>('RollStudent').implement({
  fields: (t) => ({
    studentId: t.exposeInt('studentId'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    status: t.field({ type: AttendeeStatusEnum, resolve: ({ status }) => status }),
    note: t.exposeString('note'),
    makeup: t.exposeBoolean('makeup', { description: 'Comes from another class as a makeup' }),
    makeupFromClassroomTitle: t.exposeString('makeupFromClassroomTitle', { nullable: true }),
    markedAbsentByFamily: t.exposeBoolean('markedAbsentByFamily'),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', nullable: true }),
  }),
});

const RollAwayRef = builder.objectRef<RollAway>('RollAway').implement({
  fields: (t) => ({
    studentId: t.exposeInt('studentId'),
    name: t.exposeString('name'),
    toClassroomTitle: t.exposeString('toClassroomTitle'),
    toStartOn: t.expose('toStartOn', { type: 'DateTime', nullable: true }),
  }),
});

const RollCorrectionRef = builder.objectRef<RollCorrection>('RollCorrection').implement({
  fields: (t) => ({
    issueId: t.exposeInt('issueId'),
    studentId: t.exposeInt('studentId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    dateAssigned: t.expose('dateAssigned', { type: 'DateTime' }),
    status: t.field({ type: AttendeeStatusEnum, resolve: ({ status }) => status }),
  }),
});

const LessonRollRef = builder.objectRef<LessonRoll>('LessonRoll').implement({
  fields: (t) => ({
    lessonId: t.exposeInt('lessonId'),
    classroomId: t.exposeInt('classroomId'),
    classroomTitle: t.exposeString('classroomTitle'),
    lessonNumber: t.exposeInt('lessonNumber'),
    lessonTitle: t.exposeString('lessonTitle'),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
    endOn: t.expose('endOn', { type: 'DateTime', nullable: true }),
    started: t.exposeBoolean('started', { description: 'Before the start only absences can be recorded' }),
    students: t.field({
      type: [RollStudentRef],
      description: 'Expected: enrolled, plus makeups in, minus makeups out',
      resolve: ({ students }) => students,
    }),
    away: t.field({
      type: [RollAwayRef],
      description: 'Students of the class making this lesson up elsewhere',
      resolve: ({ away }) => away,
    }),
    corrections: t.field({
      type: [RollCorrectionRef],
      description: 'Open attendance corrections about this lesson',
      resolve: ({ corrections }) => corrections,
    }),
  }),
});

const RollEntryInput = builder.inputType('RollEntryInput', {
  fields: (t) => ({
    studentId: t.int({ required: true }),
    status: t.field({ type: AttendeeStatusEnum, required: true }),
    note: t.string({ defaultValue: '' }),
  }),
});

builder.queryFields((t) => ({
  lessonRoll: t.field({
    type: LessonRollRef,
    description: "A lesson's roll: for the instructors of its class and admins",
    authScopes: { employee: true },
    args: { lessonId: t.arg.int({ required: true }) },
    resolve: (_root, { lessonId }, ctx) => lessonRoll(ctx.services, requireSignedIn(ctx.viewer), lessonId),
  }),
}));

builder.mutationFields((t) => ({
  saveRoll: t.field({
    type: LessonRollRef,
    description: "Records the statuses and notes of a lesson's expected students",
    authScopes: { employee: true },
    args: {
      lessonId: t.arg.int({ required: true }),
      entries: t.arg({ type: [RollEntryInput], required: true }),
    },
    resolve: (_root, { lessonId, entries }, ctx) =>
      saveRoll(
        ctx.services,
        requireSignedIn(ctx.viewer),
        lessonId,
        entries.map((entry) => ({ studentId: entry.studentId, status: entry.status, note: entry.note ?? '' })),
      ),
  }),
  resolveAttendanceCorrection: t.field({
    type: LessonRollRef,
    description: "Answers a student's attendance correction from the roll, setting the status when one is given",
    authScopes: { employee: true },
    args: {
      issueId: t.arg.int({ required: true }),
      status: t.arg({ type: AttendeeStatusEnum, description: 'Null: the record stands' }),
      reply: t.arg.string({ required: true }),
    },
    resolve: (_root, { issueId, status, reply }, ctx) =>
      resolveAttendanceCorrection(ctx.services, requireSignedIn(ctx.viewer), issueId, status ?? null, reply),
  }),
}));
