import { formatMessage, SESSION_SECONDS } from '@solve/core';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import {
  EmployeeLoginModeEnum,
  EmployeeLoginResultRef,
  StudentByUsernameRef,
  type StudentLoginResult,
  StudentLoginResultRef,
} from './auth-types.graphql.js';
import { employeeUiFlags } from '../../authorization/policies.js';
import { clientOf } from './client.js';
import { signInEmployee } from './employee-login.service.js';
import { applySignIn } from './sign-in-cookies.js';
import { checkUsername, signInStudent } from './student-login.service.js';
import { openTrialOpportunities } from './trial-opportunities.service.js';

builder.queryField('requestStudentByUsername', (t) =>
  t.field({
    type: StudentByUsernameRef,
    description: 'First step of student sign-in: whether the username exists and whose avatar to show',
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => checkUsername(ctx.services, args.username, clientOf(ctx)),
  }),
);

async function studentLogin(ctx: Context, username: string, password: string): Promise<StudentLoginResult> {
  const { session, student } = await signInStudent(ctx.services, { username, password }, clientOf(ctx));
  await applySignIn(ctx, session.token, SESSION_SECONDS.student, { firstName: student.firstName });
  const opportunities = await openTrialOpportunities(ctx.services.db, student.id);
  return { token: session.token, message: formatMessage('SIGNED_IN'), student, opportunities };
}

builder.mutationFields((t) => ({
  studentLogin: t.field({
    type: StudentLoginResultRef,
    args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => studentLogin(ctx, args.username, args.password),
  }),
  userLogin: t.field({
    type: StudentLoginResultRef,
    description: 'Student sign-in that also answers the open trial opportunities (the same answer as studentLogin)',
    args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => studentLogin(ctx, args.username, args.password),
  }),
  employeeLogin: t.field({
    type: EmployeeLoginResultRef,
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      mode: t.arg({ type: EmployeeLoginModeEnum, required: true, defaultValue: 'ANY' }),
    },
    resolve: async (_root, args, ctx) => {
      const { session, employee } = await signInEmployee(ctx.services, args, clientOf(ctx));
      const flags = employeeUiFlags(args.mode, { isTeacher: employee.isTeacher, isAdmin: employee.isAdminOfSolve });
      await applySignIn(ctx, session.token, SESSION_SECONDS.employee, { firstName: employee.firstName, ...flags });
      return { token: session.token, message: formatMessage('SIGNED_IN'), employee };
    },
  }),
}));
