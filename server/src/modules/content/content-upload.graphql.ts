import { builder } from '../../graphql/builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import type { ImportSummary } from './content-import.service.js';
import { type ContentReport, type ContentReportProblem, uploadContent } from './content-upload.service.js';

const CountRef = builder.objectRef<{ created: number; updated: number }>('ContentCount').implement({
  fields: (t) => ({ created: t.exposeInt('created'), updated: t.exposeInt('updated') }),
});

const RemovedRef = builder.objectRef<ImportSummary['removed']>('ContentRemoved').implement({
  description: 'What the file no longer lists and the import removes',
  fields: (t) => ({ problems: t.exposeInt('problems'), choices: t.exposeInt('choices'), hints: t.exposeInt('hints') }),
});

const SummaryRef = builder.objectRef<ImportSummary>('ContentSummary').implement({
  fields: (t) => ({
    courses: t.field({ type: CountRef, resolve: (s) => s.courses }),
    lessonPlans: t.field({ type: CountRef, resolve: (s) => s.lessonPlans }),
    problemSets: t.field({ type: CountRef, resolve: (s) => s.problemSets }),
    problems: t.exposeInt('problems'),
    choices: t.exposeInt('choices'),
    hints: t.exposeInt('hints'),
    removed: t.field({ type: RemovedRef, resolve: (s) => s.removed }),
  }),
});

const ProblemRef = builder.objectRef<ContentReportProblem>('ContentFileProblem').implement({
  fields: (t) => ({
    path: t.exposeString('path', { description: "Where in the file, e.g. problemSets[2].problems[4].answer; '' for the whole file" }),
    line: t.exposeInt('line', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const ReportRef = builder.objectRef<ContentReport>('ContentReport').implement({
  description: 'What a content file holds, what importing it does or did, or every problem it has',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    imported: t.exposeBoolean('imported'),
    problems: t.field({ type: [ProblemRef], resolve: (r) => r.problems }),
    summary: t.field({ type: SummaryRef, nullable: true, resolve: (r) => r.summary }),
    courseCodes: t.exposeStringList('courseCodes'),
    problemSetCodes: t.exposeStringList('problemSetCodes'),
  }),
});

builder.mutationFields((t) => ({
  checkContentFile: t.field({
    type: ReportRef,
    description: 'Reads a content file (docs/content-format.md) and reports what importing it would do, writing nothing: admins',
    args: { fileName: t.arg.string({ required: true }), source: t.arg.string({ required: true }) },
    resolve: (_root, { fileName, source }, ctx) =>
      uploadContent(ctx.services.db, requireAdminViewer(ctx.viewer), { fileName, source, dryRun: true }, ctx.services.now()),
  }),
  importContentFile: t.field({
    type: ReportRef,
    description: 'Imports a content file in one transaction, or nothing when it has a problem: admins',
    args: { fileName: t.arg.string({ required: true }), source: t.arg.string({ required: true }) },
    resolve: (_root, { fileName, source }, ctx) =>
      uploadContent(ctx.services.db, requireAdminViewer(ctx.viewer), { fileName, source, dryRun: false }, ctx.services.now()),
  }),
}));
