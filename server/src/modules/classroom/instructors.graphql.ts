import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { type ClassInstructor, classInstructors } from './instructors.service.js';

const ClassInstructorRef = builder.objectRef<ClassInstructor>('ClassInstructor').implement({
  fields: (t) => ({
    employeeId: t.exposeInt('employeeId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    displayName: t.exposeString('displayName', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    isLead: t.exposeBoolean('isLead'),
  }),
});

builder.queryFields((t) => ({
  classInstructors: t.field({
    type: [ClassInstructorRef],
    description: 'The Teachers tab: photo and name of each instructor of the class, for its students and staff',
    authScopes: { signedIn: true },
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => classInstructors(ctx.services, requireSignedIn(ctx.viewer), classroomId),
  }),
}));
