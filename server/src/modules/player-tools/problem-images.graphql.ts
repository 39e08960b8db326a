import { builder } from '../../graphql/builder.js';
import { ProblemImageRef } from '../player/player-types.graphql.js';
import { removeProblemImage, saveProblemImage } from './problem-images.service.js';

/** Problem images (problem-set-player.md §7 create problem image), and their removal by the same staff. */

builder.mutationFields((t) => ({
  saveProblemImage: t.field({
    type: ProblemImageRef,
    description:
      'Staff save a scratchpad drawing from the preview as an image of the problem, cost 0: teachers of a class given the set, admins',
    args: { problemId: t.arg.int({ required: true }), fileKey: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => saveProblemImage(ctx.services, ctx.viewer, args),
  }),
  removeProblemImage: t.boolean({
    description:
      'Removes an image from the problem and deletes its file; false when it was already gone: teachers of a class given the set, admins',
    args: { problemId: t.arg.int({ required: true }), imageId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => removeProblemImage(ctx.services, ctx.viewer, args),
  }),
}));
