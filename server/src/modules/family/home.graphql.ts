import { isAdmin } from '../../authorization/policies.js';
import { builder } from '../../graphql/builder.js';
import { FamilyAccountRef, FamilyMemberRef } from '../profile/people.graphql.js';
import { type BirthdayStudent, familyBirthdays, membersOfFamily, type UpcomingClass, upcomingClasses } from './home.service.js';

const UpcomingClassRef = builder.objectRef<UpcomingClass>('UpcomingClass').implement({
  fields: (t) => ({
    lessonId: t.exposeInt('lessonId'),
    classroomId: t.exposeInt('classroomId'),
    classroomCode: t.exposeString('classroomCode'),
    title: t.exposeString('title', { description: "The class's title, or 'Make up lesson'" }),
    classroomTitle: t.exposeString('classroomTitle'),
    lessonTitle: t.exposeString('lessonTitle', { description: "'Lesson 3: Ratios'" }),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
    endOn: t.expose('endOn', { type: 'DateTime', nullable: true }),
    location: t.exposeString('location'),
    absent: t.exposeBoolean('absent', { description: 'Struck through: marked absent or moved to a makeup' }),
    makeup: t.exposeBoolean('makeup'),
  }),
});

const BirthdayStudentRef = builder.objectRef<BirthdayStudent>('BirthdayStudent').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    age: t.exposeInt('age', { nullable: true }),
  }),
});

const FamilyBirthdaysRef = builder.objectRef<{ date: string; students: BirthdayStudent[] }>('FamilyBirthdays').implement({
  fields: (t) => ({
    date: t.field({ type: 'Date', description: "Today in the academy's time zone", resolve: (found) => found.date }),
    students: t.field({ type: [BirthdayStudentRef], resolve: (found) => found.students }),
  }),
});

builder.objectField(FamilyAccountRef, 'members', (t) =>
  t.field({
    type: [FamilyMemberRef],
    description: "The family's parents and guardians: seen by the family itself and by admins",
    resolve: (account, _args, ctx) => {
      const viewer = ctx.viewer;
      const allowed = (viewer?.userType === 'FAMILY_MEMBER' && viewer.familyAccountId === account.id) || isAdmin(viewer);
      return allowed ? membersOfFamily(ctx.services.db, account.id) : [];
    },
  }),
);

builder.queryFields((t) => ({
  upcomingClasses: t.field({
    type: [UpcomingClassRef],
    description: "HOME: the classes of a family's student in the next 7 days, by start",
    authScopes: { family: true },
    args: { studentId: t.arg.int({ required: true }) },
    resolve: (_root, { studentId }, ctx) => upcomingClasses(ctx.services, ctx.viewer, studentId),
  }),
  familyBirthdays: t.field({
    type: FamilyBirthdaysRef,
    description: "The family's students whose birthday is today in the academy's time zone (the birthday greeting)",
    authScopes: { family: true },
    resolve: (_root, _args, ctx) => familyBirthdays(ctx.services, ctx.viewer),
  }),
}));
