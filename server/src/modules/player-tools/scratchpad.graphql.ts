import { builder } from '../../graphql/builder.js';
import { ResponseFilesRef } from './attachments.graphql.js';
import { type ProblemImage, saveProblemImage, saveScratchpad } from './scratchpad.service.js';

/** The scratchpad's saves (problem-set-player.md §7 update response scratchpad, create problem image). */

const ProblemImageRef = builder.objectRef<ProblemImage>('ProblemImage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    problemId: t.exposeInt('problemId'),
    imageUrl: t.exposeString('imageUrl'),
    cost: t.exposeInt('cost'),
  }),
});

builder.mutationFields((t) => ({
  saveScratchpad: t.field({
    type: ResponseFilesRef,
    description:
      "Keeps an accepted SCRATCHPAD upload as the response's scratchpad, replacing the one saved before: students on their own open attempt",
    args: {
      submissionId: t.arg.int({ required: true }),
      problemId: t.arg.int({ required: true }),
      fileKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => saveScratchpad(ctx.services, ctx.viewer, args),
  }),
  saveProblemImage: t.field({
    type: ProblemImageRef,
    description:
      'Staff save a scratchpad drawing from the preview as an image of the problem, cost 0: teachers of a class given the set, admins',
    args: { problemId: t.arg.int({ required: true }), fileKey: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => saveProblemImage(ctx.services, ctx.viewer, args),
  }),
}));
