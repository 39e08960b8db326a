import { attendeeStatusValues, makeupStatusValues } from '../../graphql/stored-enums.js';
import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import {
  type AttendanceRow,
  type AttendanceTab,
  attendanceTab,
  requestAttendanceCorrection,
  type TutorSessionRow,
} from './attendance.service.js';
import { availableMakeupLessons, type MakeupLesson, type MakeupRecord, scheduleMakeup, undoMakeup } from './makeup.service.js';

export const AttendeeStatusEnum = builder.enumType('AttendeeStatus', { values: attendeeStatusValues });
export const MakeupStatusEnum = builder.enumType('MakeupStatus', { values: makeupStatusValues });

export const MakeupRef = builder.objectRef<MakeupRecord>('Makeup').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    studentId: t.exposeInt('studentId'),
    fromLessonId: t.exposeInt('fromLessonId'),
    toLessonId: t.exposeInt('toLessonId', { nullable: true }),
    status: t.field({ type: MakeupStatusEnum, resolve: ({ status }) => status }),
    notes: t.exposeString('notes'),
    originalAbsent: t.exposeBoolean('originalAbsent'),
    toClassroomTitle: t.exposeString('toClassroomTitle', { nullable: true, description: 'The class the student makes the lesson up in' }),
    toStartOn: t.expose('toStartOn', { type: 'DateTime', nullable: true }),
    fromStartOn: t.expose('fromStartOn', { type: 'DateTime', nullable: true, description: 'The lesson the makeup replaces' }),
    toStatus: t.field({
      type: AttendeeStatusEnum,
      nullable: true,
      description: "The student's status at the makeup lesson",
      resolve: ({ toStatus }) => toStatus,
    }),
    undoable: t.exposeBoolean('undoable', { description: 'It can still be undone: its lessons have not begun' }),
  }),
});

const MakeupLessonRef = builder.objectRef<MakeupLesson>('MakeupLesson').implement({
  fields: (t) => ({
    lessonId: t.exposeInt('lessonId'),
    classroomId: t.exposeInt('classroomId'),
    classroomTitle: t.exposeString('classroomTitle'),
    lessonTitle: t.exposeString('lessonTitle'),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
    seatsLeft: t.exposeInt('seatsLeft', { nullable: true, description: 'Null: no seat limit' }),
  }),
});

const AttendanceRowRef = builder.objectRef<AttendanceRow>('AttendanceRow').implement({
  fields: (t) => ({
    lessonId: t.exposeInt('lessonId'),
    lessonNumber: t.exposeInt('lessonNumber'),
    lessonTitle: t.exposeString('lessonTitle'),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
    location: t.exposeString('location'),
    attendeeId: t.exposeInt('attendeeId', { nullable: true }),
    status: t.field({ type: AttendeeStatusEnum, resolve: ({ status }) => status }),
    note: t.exposeString('note'),
    makeup: t.field({ type: MakeupRef, nullable: true, resolve: ({ makeup }) => makeup }),
    canScheduleMakeup: t.exposeBoolean('canScheduleMakeup'),
    canRequestCorrection: t.exposeBoolean('canRequestCorrection'),
    correctionRequested: t.exposeBoolean('correctionRequested'),
  }),
});

const TutorSessionRef = builder.objectRef<TutorSessionRow>('TutorSession').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.exposeString('status'),
    order: t.exposeInt('order'),
    startDateTime: t.expose('startDateTime', { type: 'DateTime' }),
    location: t.exposeString('location'),
  }),
});

const AttendanceTabRef = builder.objectRef<AttendanceTab>('AttendanceTab').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId'),
    tutored: t.exposeBoolean('tutored'),
    rows: t.field({ type: [AttendanceRowRef], resolve: ({ rows }) => rows }),
    sessions: t.field({ type: [TutorSessionRef], description: 'Tutored classes: by start time', resolve: ({ sessions }) => sessions }),
  }),
});

builder.queryFields((t) => ({
  attendance: t.field({
    type: AttendanceTabRef,
    description: "The student's Attendance tab of a class: lessons, statuses, makeups and tutor sessions",
    authScopes: { signedIn: true },
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => attendanceTab(ctx.services, requireSignedIn(ctx.viewer), classroomId),
  }),
  availableMakeupLessons: t.field({
    type: [MakeupLessonRef],
    description: 'The same lesson in other classes of the course, in the future, with a seat left',
    authScopes: { $any: { student: true, family: true } },
    args: { lessonId: t.arg.int({ required: true }), studentId: t.arg.int({ description: 'Parents: the student' }) },
    resolve: (_root, { lessonId, studentId }, ctx) =>
      availableMakeupLessons(ctx.services, requireSignedIn(ctx.viewer), lessonId, studentId ?? null),
  }),
}));

builder.mutationFields((t) => ({
  scheduleMakeup: t.field({
    type: MakeupRef,
    description: 'Moves the student to another lesson, or (parents) marks the student absent',
    authScopes: { $any: { student: true, family: true } },
    args: {
      fromLessonId: t.arg.int({ required: true }),
      toLessonId: t.arg.int(),
      markAbsent: t.arg.boolean({ defaultValue: false }),
      notes: t.arg.string({ defaultValue: '' }),
      studentId: t.arg.int({ description: 'Parents: the student' }),
    },
    resolve: (_root, args, ctx) =>
      scheduleMakeup(ctx.services, requireSignedIn(ctx.viewer), {
        studentId: args.studentId ?? null,
        fromLessonId: args.fromLessonId,
        toLessonId: args.toLessonId ?? null,
        markAbsent: args.markAbsent ?? false,
        notes: args.notes ?? '',
      }),
  }),
  undoMakeup: t.boolean({
    description: 'Deletes a scheduled makeup, or resets a marked absence to UNKNOWN',
    authScopes: { $any: { student: true, family: true } },
    args: { makeupId: t.arg.int({ required: true }), studentId: t.arg.int({ description: 'Parents: the student' }) },
    resolve: (_root, { makeupId, studentId }, ctx) => undoMakeup(ctx.services, requireSignedIn(ctx.viewer), makeupId, studentId ?? null),
  }),
  requestAttendanceCorrection: t.int({
    description: "An ATTENDANCE issue about a past lesson's attendance; returns the issue's id",
    authScopes: { student: true },
    args: { attendeeId: t.arg.int({ required: true }), description: t.arg.string({ required: true }) },
    resolve: (_root, { attendeeId, description }, ctx) =>
      requestAttendanceCorrection(ctx.services, requireSignedIn(ctx.viewer), attendeeId, description),
  }),
}));
