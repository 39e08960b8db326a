import { builder } from '../../graphql/builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { importRoster, type NewStudentLogin, type RosterCounts, type RosterReport } from './roster.service.js';

const CountRef = builder.objectRef<{ created: number; existing: number }>('RosterCount').implement({
  fields: (t) => ({ created: t.exposeInt('created'), existing: t.exposeInt('existing', { description: 'Already there: left as it is' }) }),
});

const CountsRef = builder.objectRef<RosterCounts>('RosterCounts').implement({
  fields: (t) => ({
    families: t.field({ type: CountRef, resolve: (c) => c.families }),
    parents: t.field({ type: CountRef, resolve: (c) => c.parents }),
    students: t.field({ type: CountRef, resolve: (c) => c.students }),
    enrolments: t.field({ type: CountRef, resolve: (c) => c.enrolments }),
  }),
});

const ProblemRef = builder.objectRef<{ line: number; message: string }>('RosterProblem').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'The line of the file (the header is line 1; 0 for the whole file)' }),
    message: t.exposeString('message'),
  }),
});

const LoginRef = builder.objectRef<NewStudentLogin>('RosterStudentLogin').implement({
  description: "A new student's sign-in, shown once: the student chooses their own password at the first sign-in",
  fields: (t) => ({
    line: t.exposeInt('line'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    password: t.exposeString('password'),
  }),
});

const ReportRef = builder.objectRef<RosterReport>('RosterReport').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    imported: t.exposeBoolean('imported'),
    rows: t.exposeInt('rows'),
    problems: t.field({ type: [ProblemRef], resolve: (r) => r.problems }),
    counts: t.field({ type: CountsRef, nullable: true, resolve: (r) => r.counts }),
    newStudents: t.field({ type: [LoginRef], resolve: (r) => r.newStudents }),
  }),
});

builder.mutationFields((t) => ({
  checkRoster: t.field({
    type: ReportRef,
    description: "Reads a roster CSV and lists every row's problem with its line, or what importing it would do; writes nothing: admins",
    args: { fileName: t.arg.string({ required: true }), source: t.arg.string({ required: true }) },
    resolve: (_root, { fileName, source }, ctx) =>
      importRoster(ctx.services, requireAdminViewer(ctx.viewer), { fileName, source, dryRun: true }),
  }),
  importRoster: t.field({
    type: ReportRef,
    description:
      'Imports a roster CSV in one transaction (families, parents, students, enrolments), or nothing when a row has a problem: admins',
    args: { fileName: t.arg.string({ required: true }), source: t.arg.string({ required: true }) },
    resolve: (_root, { fileName, source }, ctx) =>
      importRoster(ctx.services, requireAdminViewer(ctx.viewer), { fileName, source, dryRun: false }),
  }),
}));
