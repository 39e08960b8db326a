import { builder } from '../../graphql/builder.js';
import { ResponseFilesRef } from './attachments.graphql.js';
import { saveScratchpad } from './scratchpad.service.js';
import { ownProblemArgs } from './own-problem.graphql.js';

/** The student's scratchpad save (problem-set-player.md §7 update response scratchpad). */

builder.mutationFields((t) => ({
  saveScratchpad: t.field({
    type: ResponseFilesRef,
    description:
      "Keeps an accepted SCRATCHPAD upload as the response's scratchpad, replacing the one saved before: students on their own open attempt",
    args: {
      ...ownProblemArgs(t.arg),
      fileKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => saveScratchpad(ctx.services, ctx.viewer, args),
  }),
}));
