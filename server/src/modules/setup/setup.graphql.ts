import { builder } from '../../graphql/builder.js';
import { completeSetup, hasAdmin } from './setup.service.js';

const SetupInputRef = builder.inputType('SetupAcademyInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The one-time setup token the server printed in its log at start' }),
    academyName: t.string({ required: true }),
    timeZone: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const SetupResultRef = builder.objectRef<{ employeeId: number; email: string }>('SetupResult').implement({
  description: 'The first admin, who signs in next with the e-mail and password just chosen',
  fields: (t) => ({ email: t.exposeString('email') }),
});

builder.queryField('setupRequired', (t) =>
  t.boolean({
    description: 'Whether the academy still has no admin, so that the first-run setup page is open',
    resolve: async (_root, _args, ctx) => !(await hasAdmin(ctx.services.db)),
  }),
);

builder.mutationField('setupAcademy', (t) =>
  t.field({
    type: SetupResultRef,
    description: "First run: the academy's name and zone and its first admin, with the setup token from the server's log",
    args: { input: t.arg({ type: SetupInputRef, required: true }) },
    resolve: (_root, { input }, ctx) => completeSetup(ctx.services.db, input),
  }),
);
