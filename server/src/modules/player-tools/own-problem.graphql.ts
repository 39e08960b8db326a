import type { ArgBuilder } from '../../graphql/field-builder.js';

/** The arguments that name a problem of the student's own submission (own-problem.ts). */
export const ownProblemArgs = (arg: ArgBuilder) => ({
  submissionId: arg.int({ required: true }),
  problemId: arg.int({ required: true }),
});
