import { builder } from '../../graphql/builder.js';
import { type ClassStudent, listClassStudents } from './class-students.service.js';
import { ManagedClassroomRef } from './manage-classes.types.js';

const ClassStudentRef = builder.objectRef<ClassStudent>('ManagedClassStudent').implement({
  fields: (t) => ({
    enrollmentId: t.exposeInt('enrollmentId'),
    studentId: t.exposeInt('studentId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    username: t.exposeString('username'),
    grade: t.exposeInt('grade'),
    familyAccountId: t.exposeInt('familyAccountId', { nullable: true }),
    status: t.exposeString('status', { nullable: true, description: 'PAID, QUALIFY (preview) or TRIAL' }),
    paid: t.exposeBoolean('paid', { description: 'Bought through the cart' }),
    enrolledAt: t.field({ type: 'DateTime', resolve: (row) => row.enrolledAt }),
  }),
});

builder.objectField(ManagedClassroomRef, 'students', (t) =>
  t.field({
    type: [ClassStudentRef],
    description: 'The students enrolled and not withdrawn, by name',
    resolve: (classroom, _args, ctx) => listClassStudents(ctx.services.db, classroom.id),
  }),
);
