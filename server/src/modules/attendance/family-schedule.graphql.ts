import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import type { ScheduleEntry, ScheduleMakeupView } from '@solve/core';
import { AttendeeStatusEnum, MakeupStatusEnum } from './attendance.graphql.js';
import { type FamilyWeek, familyWeek } from './family-schedule.service.js';

const ScheduleMakeupRef = builder.objectRef<ScheduleMakeupView>('ScheduleMakeup').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.field({ type: MakeupStatusEnum, resolve: ({ status }) => status }),
    notes: t.exposeString('notes'),
    toClassroomTitle: t.exposeString('toClassroomTitle', { nullable: true }),
    toStartOn: t.expose('toStartOn', { type: 'DateTime', nullable: true }),
    undoable: t.exposeBoolean('undoable', { description: 'It can still be undone: its lessons have not begun' }),
  }),
});

const ScheduleEntryRef = builder.objectRef<ScheduleEntry>('ScheduleEntry').implement({
  fields: (t) => ({
    lessonId: t.exposeInt('lessonId'),
    title: t.exposeString('title', { description: "The class's title, or 'Make up lesson'" }),
    classroomTitle: t.exposeString('classroomTitle', { description: "The student's own class; for a makeup, the class it makes up for" }),
    hostClassroomTitle: t.exposeString('hostClassroomTitle', { description: 'The class the lesson is taught in' }),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
    endOn: t.expose('endOn', { type: 'DateTime', nullable: true }),
    location: t.exposeString('location'),
    absent: t.exposeBoolean('absent', { description: 'Struck through: marked absent or moved to a makeup' }),
    makeup: t.exposeBoolean('makeup'),
    past: t.exposeBoolean('past'),
    status: t.field({ type: AttendeeStatusEnum, description: "The student's recorded status", resolve: ({ status }) => status }),
    makeupRecord: t.field({
      type: ScheduleMakeupRef,
      nullable: true,
      description: 'The makeup moving the student here or away from here',
      resolve: ({ makeupRecord }) => makeupRecord,
    }),
  }),
});

const FamilyWeekRef = builder.objectRef<FamilyWeek>('FamilyWeek').implement({
  fields: (t) => ({
    studentId: t.exposeInt('studentId'),
    weekStart: t.exposeString('weekStart', { description: 'The Monday of the week, YYYY-MM-DD' }),
    timeZone: t.exposeString('timeZone'),
    entries: t.field({ type: [ScheduleEntryRef], resolve: (week) => week.entries }),
  }),
});

builder.queryFields((t) => ({
  familyWeek: t.field({
    type: FamilyWeekRef,
    description: "A student's lessons and makeups of one week (SCHEDULE): the student, or a parent of the family",
    authScopes: { $any: { student: true, family: true } },
    args: {
      studentId: t.arg.int({ description: 'Parents: the student' }),
      date: t.arg.string({ description: 'Any day of the week, YYYY-MM-DD; empty: this week' }),
    },
    resolve: (_root, { studentId, date }, ctx) => familyWeek(ctx.services, requireSignedIn(ctx.viewer), studentId ?? null, date ?? null),
  }),
}));
