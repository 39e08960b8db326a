import { builder } from '../../graphql/builder.js';
import { requireAdminViewer, requireClassStaff, requireEmployeeViewer } from '../../authorization/policies.js';
import { ClassroomStatusEnum } from '../classroom/classroom.types.graphql.js';
import { ProblemSetKindEnum } from '../learning/learning.types.js';
import { copyClassroom } from './copy-classroom.service.js';
import {
  changeClassroomStatus,
  createClassroom,
  deleteClassroom,
  listCenters,
  listCourses,
  listInstructors,
  listManagedClassrooms,
  type ClassroomInput,
  updateClassroom,
} from './manage-classrooms.service.js';
import { ClassroomInputRef, ManagedClassroomRef, ManagedClassroomSummaryRef, QuarterEnum } from './manage-classes.types.js';
import { presentClassroom, searchProblemSets } from './manage-lessons.service.js';
import { cleanText } from './input-checks.js';

interface Option {
  id: number;
  name: string;
}
const OptionRef = builder.objectRef<Option>('ManageOption').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});
interface CourseOption {
  id: number;
  code: string;
  title: string;
  lessonPlanCount: number;
}
const CourseOptionRef = builder.objectRef<CourseOption>('ManageCourseOption').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    title: t.exposeString('title'),
    lessonPlanCount: t.exposeInt('lessonPlanCount'),
  }),
});
const ClassroomFormOptionsRef = builder
  .objectRef<{ courses: CourseOption[]; instructors: Option[]; centers: Option[] }>('ClassroomFormOptions')
  .implement({
    description: 'The choices of the classroom form',
    fields: (t) => ({
      courses: t.field({ type: [CourseOptionRef], resolve: (o) => o.courses }),
      instructors: t.field({ type: [OptionRef], resolve: (o) => o.instructors }),
      centers: t.field({ type: [OptionRef], description: 'Centres; no centre means online', resolve: (o) => o.centers }),
    }),
  });
const ProblemSetOptionRef = builder.objectRef<{ id: number; code: string; title: string; kind: string }>('ProblemSetOption').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    title: t.exposeString('title'),
    kind: t.field({ type: ProblemSetKindEnum, resolve: (o) => o.kind as never }),
  }),
});

const CopyClassroomInputRef = builder.inputType('CopyClassroomInput', {
  fields: (t) => ({
    year: t.int({ required: true }),
    quarter: t.field({ type: QuarterEnum, required: true }),
    session: t.string({ description: "The new term's session name; by default that of the academy term holding the start date" }),
    code: t.string({ required: true }),
    startDate: t.field({ type: 'Date', required: true }),
    endDate: t.field({ type: 'Date', required: true }),
  }),
});

builder.queryFields((t) => ({
  manageClassrooms: t.field({
    type: [ManagedClassroomSummaryRef],
    description: 'The back office class list, 50 at a time, newest term first: admins every class, instructors the ones they teach',
    args: {
      year: t.arg.int(),
      quarter: t.arg({ type: QuarterEnum }),
      status: t.arg({ type: ClassroomStatusEnum }),
      search: t.arg.string({ description: 'Words of the code or title' }),
      offset: t.arg.int({ description: 'How many classes of the list to skip (the next page)' }),
    },
    resolve: (_root, { offset, ...filter }, ctx) =>
      listManagedClassrooms(ctx.services.db, requireEmployeeViewer(ctx.viewer), filter, offset ?? 0),
  }),
  manageClassroom: t.field({
    type: ManagedClassroomRef,
    description: 'A classroom with its lessons and assignments: its instructors and admins',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await requireClassStaff(ctx.services.db, ctx.viewer, id);
      return presentClassroom(ctx.services.db, id);
    },
  }),
  classroomFormOptions: t.field({
    type: ClassroomFormOptionsRef,
    description: 'Courses, instructors and centres to choose from: admins',
    resolve: async (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      const db = ctx.services.db;
      const [courses, instructors, centers] = [await listCourses(db), await listInstructors(db), await listCenters(db)];
      return { courses, instructors, centers };
    },
  }),
  manageProblemSets: t.field({
    type: [ProblemSetOptionRef],
    description: "Problem sets to add to one of the class's lessons, by title or code (20 at most)",
    args: { classroomId: t.arg.int({ required: true }), search: t.arg.string({ required: true }) },
    resolve: async (_root, { classroomId, search }, ctx) => {
      await requireClassStaff(ctx.services.db, ctx.viewer, classroomId);
      return searchProblemSets(ctx.services.db, cleanText(search, 100, true));
    },
  }),
}));

/** The form's fields as the service takes them: an optional field left empty is null. */
function classroomInput(input: typeof ClassroomInputRef.$inferInput): ClassroomInput {
  return {
    ...input,
    centerLocationId: input.centerLocationId ?? null,
    earlyBirdTuitionCents: input.earlyBirdTuitionCents ?? null,
    enrollmentMax: input.enrollmentMax ?? null,
  };
}

builder.mutationFields((t) => ({
  createClassroom: t.field({
    type: ManagedClassroomRef,
    description: 'A new published classroom of a course: admins',
    args: { input: t.arg({ type: ClassroomInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireAdminViewer(ctx.viewer);
      const id = await createClassroom(ctx.services.db, viewer, classroomInput(input));
      return presentClassroom(ctx.services.db, id);
    },
  }),
  updateClassroom: t.field({
    type: ManagedClassroomRef,
    description: "A classroom's fields: admins",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ClassroomInputRef, required: true }) },
    resolve: async (_root, { id, input }, ctx) => {
      const viewer = requireAdminViewer(ctx.viewer);
      await updateClassroom(ctx.services.db, viewer, id, classroomInput(input));
      return presentClassroom(ctx.services.db, id);
    },
  }),
  changeClassroomStatus: t.field({
    type: ManagedClassroomRef,
    description: 'Published → opened → closed: admins',
    args: { id: t.arg.int({ required: true }), status: t.arg({ type: ClassroomStatusEnum, required: true }) },
    resolve: async (_root, { id, status }, ctx) => {
      await changeClassroomStatus(ctx.services.db, requireAdminViewer(ctx.viewer), id, status);
      return presentClassroom(ctx.services.db, id);
    },
  }),
  deleteClassroom: t.boolean({
    description: 'Deletes a classroom nobody has paid for: admins',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteClassroom(ctx.services.db, requireAdminViewer(ctx.viewer), id);
      return true;
    },
  }),
  copyClassroom: t.field({
    type: ManagedClassroomRef,
    description: 'The class in another term: lessons re-dated, assignments kept, no students: admins',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CopyClassroomInputRef, required: true }) },
    resolve: async (_root, { id, input }, ctx) => {
      const copyId = await copyClassroom(ctx.services.db, requireAdminViewer(ctx.viewer), id, input);
      return presentClassroom(ctx.services.db, copyId);
    },
  }),
}));
