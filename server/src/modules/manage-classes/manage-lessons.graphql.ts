import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { AssignmentStatusEnum } from '../learning/learning.types.js';
import { requireClassStaff } from '../../authorization/policies.js';
import { AssignmentInputRef, LocalDateTimeInput, ManagedClassroomRef } from './manage-classes.types.js';
import {
  addAssignment,
  classroomOfAssignment,
  classroomOfLesson,
  generateLessons,
  presentClassroom,
  removeAssignment,
  setClassAssignmentsStatus,
  updateAssignment,
  updateLesson,
} from './manage-lessons.service.js';

const LessonInputRef = builder.inputType('LessonInput', {
  description: "A lesson's schedule and links, in the academy's time zone",
  fields: (t) => ({
    date: t.field({ type: 'Date', required: true }),
    startTime: t.string({ required: true }),
    endTime: t.string({ required: true }),
    webinarUrl: t.string(),
    videoUrl: t.string({ description: 'The recording shown after the lesson' }),
    officeHourDuration: t.int({ description: 'Minutes' }),
    primaryOfficeHour: t.field({ type: LocalDateTimeInput }),
    makeupOfficeHour: t.field({ type: LocalDateTimeInput }),
  }),
});

const assignmentArgs = (input: {
  status: 'ASSIGNED' | 'NOT_ASSIGNED';
  start?: { date: string; time: string } | null;
  due?: { date: string; time: string } | null;
  graded: boolean;
}) => ({ status: input.status, start: input.start ?? null, due: input.due ?? null, graded: input.graded });

/** Makes a change to a class as one of its staff (instructors and admins), then presents the class as it is now. */
async function changeAsClassStaff(ctx: Context, classroomId: number, change: (viewer: EmployeeViewer) => Promise<unknown>) {
  const viewer = await requireClassStaff(ctx.services.db, ctx.viewer, classroomId);
  await change(viewer);
  return presentClassroom(ctx.services.db, classroomId);
}

builder.mutationFields((t) => ({
  generateLessons: t.field({
    type: ManagedClassroomRef,
    description:
      "Makes the class's lessons from its course's lesson plans on its meeting days, skipping holidays: its instructors and admins",
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) =>
      changeAsClassStaff(ctx, classroomId, (viewer) => generateLessons(ctx.services.db, viewer, classroomId)),
  }),
  updateLesson: t.field({
    type: ManagedClassroomRef,
    description: "One lesson's date, times, webinar link, video and office hours: its instructors and admins",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: LessonInputRef, required: true }) },
    resolve: async (_root, { id, input }, ctx) =>
      changeAsClassStaff(ctx, await classroomOfLesson(ctx.services.db, id), (viewer) =>
        updateLesson(ctx.services.db, viewer, id, {
          date: input.date,
          startTime: input.startTime,
          endTime: input.endTime,
          webinarUrl: input.webinarUrl ?? null,
          videoUrl: input.videoUrl ?? null,
          officeHourDuration: input.officeHourDuration ?? null,
          primaryOfficeHour: input.primaryOfficeHour ?? null,
          makeupOfficeHour: input.makeupOfficeHour ?? null,
        }),
      ),
  }),
  addAssignment: t.field({
    type: ManagedClassroomRef,
    description: 'Adds a problem set to a lesson: its instructors and admins',
    args: {
      lessonId: t.arg.int({ required: true }),
      problemSetId: t.arg.int({ required: true }),
      input: t.arg({ type: AssignmentInputRef, required: true }),
    },
    resolve: async (_root, { lessonId, problemSetId, input }, ctx) =>
      changeAsClassStaff(ctx, await classroomOfLesson(ctx.services.db, lessonId), (viewer) =>
        addAssignment(ctx.services, viewer, lessonId, problemSetId, assignmentArgs(input)),
      ),
  }),
  updateAssignment: t.field({
    type: ManagedClassroomRef,
    description: "One assignment's status, start and due dates: its instructors and admins",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: AssignmentInputRef, required: true }) },
    resolve: async (_root, { id, input }, ctx) =>
      changeAsClassStaff(ctx, await classroomOfAssignment(ctx.services.db, id), (viewer) =>
        updateAssignment(ctx.services, viewer, id, assignmentArgs(input)),
      ),
  }),
  removeAssignment: t.field({
    type: ManagedClassroomRef,
    description: 'Removes an assignment nobody has worked on: its instructors and admins',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      changeAsClassStaff(ctx, await classroomOfAssignment(ctx.services.db, id), (viewer) => removeAssignment(ctx.services.db, viewer, id)),
  }),
  setClassAssignmentsStatus: t.field({
    type: ManagedClassroomRef,
    description: 'Every assignment of the class at once, assigned or not: its instructors and admins',
    args: { classroomId: t.arg.int({ required: true }), status: t.arg({ type: AssignmentStatusEnum, required: true }) },
    resolve: (_root, { classroomId, status }, ctx) =>
      changeAsClassStaff(ctx, classroomId, (viewer) => setClassAssignmentsStatus(ctx.services, viewer, classroomId, status)),
  }),
}));
