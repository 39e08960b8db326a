import { type CatalogFilter, courseTakesGrade, GRADE_BANDS } from '@solve/core';
import { builder } from '../../graphql/builder.js';
import { DomainError } from '../../graphql/errors.js';
import { enrollFree } from '../cart/free-enrolment.service.js';
import { ClassroomStatusEnum, SubjectEnum, TeachingStyleEnum } from '../classroom/classroom.types.graphql.js';
import { requireEnroller } from '../../authorization/policies.js';
import { type CatalogClass, type CheckoutClass, enrolledStudentsOf, readCatalog, readCheckoutClass } from './catalog.service.js';
import { familyStudentsInClass, familyStudentsOf, nobodyLeftToEnrol } from './viewer-enrolment.js';

/** A catalog class with the viewer's own students enrolled in it (none for visitors and staff). */
type CatalogClassOut = CatalogClass & { enrolledStudentIds?: number[]; viewerEnrolled?: boolean };
type CheckoutStudent = { id: number; firstName: string; lastName: string };
type CheckoutClassOut = CheckoutClass & { enrolledStudentIds: number[]; viewerEnrolled: boolean; students: CheckoutStudent[] };

const catalogClassFields = builder.objectRef<CatalogClassOut>('CatalogClass').implement({
  description: 'A class as the catalog sells it, priced for today',
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    title: t.exposeString('title', { description: 'The part of the title after the colon' }),
    courseCode: t.exposeString('courseCode'),
    courseTitle: t.exposeString('courseTitle'),
    description: t.exposeString('description'),
    subject: t.field({ type: SubjectEnum, resolve: (c) => c.subject as never }),
    category: t.exposeString('category'),
    startGrade: t.exposeInt('startGrade'),
    endGrade: t.exposeInt('endGrade'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    session: t.exposeString('session'),
    status: t.field({ type: ClassroomStatusEnum, resolve: (c) => c.status }),
    teachingStyle: t.field({ type: TeachingStyleEnum, resolve: (c) => c.teachingStyle as never }),
    year: t.exposeInt('year'),
    quarter: t.exposeString('quarter'),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date' }),
    startTime: t.exposeString('startTime', { nullable: true, description: "HH:MM in the academy's time zone" }),
    endTime: t.exposeString('endTime', { nullable: true }),
    meets: t.exposeString('meets'),
    location: t.exposeString('location', { description: "The center's name, or Online" }),
    leadInstructor: t.exposeString('leadInstructor', { nullable: true, description: 'Shown as contest manager for COMPETITION classes' }),
    tuitionCents: t.exposeInt('tuitionCents'),
    earlyBirdTuitionCents: t.exposeInt('earlyBirdTuitionCents', { nullable: true }),
    priceCents: t.exposeInt('priceCents', { description: 'What a family pays today (early bird while it applies); 0 is FREE' }),
    earlyBird: t.exposeBoolean('earlyBird'),
    enrollmentCount: t.exposeInt('enrollmentCount'),
    enrollmentMax: t.exposeInt('enrollmentMax', { nullable: true }),
    full: t.exposeBoolean('full'),
    seatsLeft: t.exposeInt('seatsLeft', { nullable: true }),
    enrolledStudentIds: t.intList({
      description: "The viewer's own students (or the student) enrolled in it",
      resolve: (c) => c.enrolledStudentIds ?? [],
    }),
    viewerEnrolled: t.boolean({
      description:
        "Nobody is left to enrol: the student viewer is enrolled, or the parent's students are, every one whose grade the class takes",
      resolve: (c) => c.viewerEnrolled ?? false,
    }),
  }),
});

const CatalogRef = builder
  .objectRef<{ classrooms: CatalogClassOut[]; sessions: string[]; locations: string[]; categories: string[]; subjects: string[] }>(
    'Catalog',
  )
  .implement({
    fields: (t) => ({
      classrooms: t.field({ type: [catalogClassFields], description: 'Matching classes sorted by code', resolve: (c) => c.classrooms }),
      sessions: t.exposeStringList('sessions'),
      locations: t.exposeStringList('locations'),
      categories: t.exposeStringList('categories', { description: 'Course categories of the classes for sale; programs are among them' }),
      subjects: t.exposeStringList('subjects'),
    }),
  });

const CheckoutLessonRef = builder.objectRef<CheckoutClass['lessons'][number]>('CheckoutLesson').implement({
  fields: (t) => ({
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
  }),
});

const CheckoutStudentRef = builder.objectRef<CheckoutStudent>('CheckoutStudent').implement({
  fields: (t) => ({ id: t.exposeInt('id'), firstName: t.exposeString('firstName'), lastName: t.exposeString('lastName') }),
});

const CheckoutClassRef = builder.objectRef<CheckoutClassOut>('CheckoutClass').implement({
  description: 'One class in full for the checkout page',
  fields: (t) => ({
    classroom: t.field({ type: catalogClassFields, resolve: (c) => c }),
    longDescription: t.exposeString('longDescription'),
    timeZone: t.exposeString('timeZone', { description: 'Meeting times are in this zone' }),
    instructors: t.exposeStringList('instructors'),
    lessons: t.field({ type: [CheckoutLessonRef], resolve: (c) => c.lessons }),
    forSale: t.exposeBoolean('forSale', { description: 'Sold on the catalog now and not full' }),
    students: t.field({
      type: [CheckoutStudentRef],
      description:
        "A parent's students whose grade the class takes, not enrolled in it and not in the cart for it; empty for everyone else",
      resolve: (c) => c.students,
    }),
  }),
});

const CatalogFilterInput = builder.inputType('CatalogFilterInput', {
  fields: (t) => ({
    subject: t.string(),
    grade: t.string({ description: `One of ${GRADE_BANDS.map((b) => b.key).join(', ')}` }),
    session: t.stringList(),
    location: t.string({ description: 'A center name or Online' }),
    program: t.string({ description: "A program's name (the course category: AP, Olympiad, …)" }),
    codes: t.stringList({ description: 'Only these classes (a post promotes a few), at most 20 codes' }),
  }),
});

const EnrolmentResultRef = builder.objectRef<{ studentId: number; classroomId: number }>('FreeEnrolment').implement({
  fields: (t) => ({ studentId: t.exposeInt('studentId'), classroomId: t.exposeInt('classroomId') }),
});

const text = (value: string | null | undefined, max = 60) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
};

builder.queryFields((t) => ({
  catalog: t.field({
    type: CatalogRef,
    description: 'The public catalog (signed in or not): classes for sale in the catalog terms',
    args: { filter: t.arg({ type: CatalogFilterInput }) },
    resolve: async (_root, { filter }, ctx) => {
      const grade = GRADE_BANDS.find((band) => band.key === filter?.grade)?.key ?? null;
      const sessions = (filter?.session ?? [])
        .map((s) => text(s))
        .filter((s): s is string => s !== null)
        .slice(0, 10);
      const parsed: CatalogFilter = {
        subject: text(filter?.subject, 2),
        grade,
        session: sessions.length ? sessions : null,
        location: text(filter?.location),
        program: text(filter?.program),
      };
      const read = await readCatalog(ctx.services.db, parsed, ctx.services.now());
      const codes = filter?.codes?.slice(0, 20);
      const catalog = codes ? { ...read, classrooms: read.classrooms.filter((c) => codes.includes(c.code)) } : read;
      const enrolled = await enrolledStudentsOf(
        ctx.services.db,
        ctx.viewer,
        catalog.classrooms.map((c) => c.id),
      );
      if (enrolled.size === 0) return catalog;
      const family = ctx.viewer?.userType === 'FAMILY_MEMBER' ? await familyStudentsOf(ctx.services.db, ctx.viewer.familyAccountId) : [];
      return {
        ...catalog,
        classrooms: catalog.classrooms.map((c) => {
          const ids = enrolled.get(c.id) ?? [];
          return { ...c, enrolledStudentIds: ids, viewerEnrolled: nobodyLeftToEnrol(c, ids, ctx.viewer, family) };
        }),
      };
    },
  }),
  checkoutClassroom: t.field({
    type: CheckoutClassRef,
    nullable: true,
    description: 'The checkout page of a class (signed in or not); null when it does not exist',
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: async (_root, { classroomId }, ctx) => {
      const { db } = ctx.services;
      const viewer = ctx.viewer;
      // The class and the viewer's side of it, read at once.
      const [found, family, enrolledOfViewer] = await Promise.all([
        readCheckoutClass(db, classroomId, ctx.services.now()),
        viewer?.userType === 'FAMILY_MEMBER' ? familyStudentsInClass(db, viewer.familyAccountId, classroomId) : [],
        viewer?.userType === 'FAMILY_MEMBER' ? null : enrolledStudentsOf(db, viewer, [classroomId]),
      ]);
      if (!found) return null;
      const enrolled = enrolledOfViewer
        ? (enrolledOfViewer.get(classroomId) ?? [])
        : family.filter((student) => student.enrolled).map((student) => student.id);
      const available: CheckoutStudent[] = family
        .filter((s) => courseTakesGrade(found, s.grade) && !s.enrolled && !s.inCart)
        .map(({ id, firstName, lastName }) => ({ id, firstName, lastName }));
      const viewerEnrolled = nobodyLeftToEnrol(found, enrolled, viewer, family);
      return { ...found, enrolledStudentIds: enrolled, viewerEnrolled, students: available };
    },
  }),
}));

builder.mutationFields((t) => ({
  enrollFree: t.field({
    type: EnrolmentResultRef,
    description: "Enrols in a free class: a parent names one of the family's students, a student enrols themself",
    args: { classroomId: t.arg.int({ required: true }), studentId: t.arg.int() },
    resolve: (_root, { classroomId, studentId }, ctx) => {
      const viewer = requireEnroller(ctx.viewer);
      if (viewer.userType === 'STUDENT' && studentId != null && studentId !== viewer.studentId) throw new DomainError('FORBIDDEN');
      return enrollFree(ctx.services, viewer, classroomId, studentId ?? null);
    },
  }),
}));
