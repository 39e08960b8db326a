import { builder } from '../../graphql/builder.js';
import { requireCurrentStudentSession } from '../auth/student-session.js';
import { saveAnswer, type AnswerTarget, type SaveAnswerInput } from './answers.service.js';
import { AnswerInputRef, AnswerPayloadRef, PlayerViewRef } from './player-types.graphql.js';
import { playerViewerOf } from '../../authorization/policies.js';
import { playerView, submissionView } from './player.service.js';
import { announceResponsesCreated } from './response-count.js';
import { submitSet } from './submit.service.js';
import type { Context } from '../../graphql/context.js';

/** The player's operations (problem-set-player.md §7). Response and submission mutations need the current work session. */

async function answer(ctx: Context, target: AnswerTarget, input: SaveAnswerInput) {
  const { services } = ctx;
  const { studentId } = await requireCurrentStudentSession(ctx);
  const saved = await saveAnswer(services.db, services.config.secretKey, studentId, target, input, services.now());
  if (saved.created) announceResponsesCreated(services);
  return saved.payload;
}

builder.queryFields((t) => ({
  player: t.field({
    type: PlayerViewRef,
    description: 'The player of an assignment: students pass their submissionId; staff pass none and get a preview',
    args: { assignmentId: t.arg.int({ required: true }), submissionId: t.arg.int() },
    resolve: (_root, { assignmentId, submissionId }, ctx) =>
      playerView(
        ctx.services.db,
        ctx.services.config.secretKey,
        playerViewerOf(ctx.viewer),
        assignmentId,
        submissionId ?? null,
        ctx.services.now(),
      ),
  }),
}));

builder.mutationFields((t) => ({
  createProblemResponse: t.field({
    type: AnswerPayloadRef,
    description: 'Saves the first answer to a problem; a retry returns the stored response',
    args: {
      submissionId: t.arg.int({ required: true }),
      problemId: t.arg.int({ required: true }),
      value: t.arg({ type: AnswerInputRef, required: true }),
      timeSpent: t.arg.int({ required: true, description: 'Seconds spent on the problem' }),
      sequence: t.arg.float({ required: true, description: 'Grows with every answer: the player sends Date.now()' }),
    },
    resolve: (_root, args, ctx) =>
      answer(
        ctx,
        { submissionId: args.submissionId, problemId: args.problemId },
        { answer: args.value, timeSpent: args.timeSpent, sequence: args.sequence },
      ),
  }),
  updateProblemResponse: t.field({
    type: AnswerPayloadRef,
    description: 'Changes the answer of a response; older or repeated requests leave a newer answer in place',
    args: {
      responseId: t.arg.int({ required: true }),
      value: t.arg({ type: AnswerInputRef, required: true }),
      timeSpent: t.arg.int({ description: 'Seconds spent on the problem in total' }),
      sequence: t.arg.float({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      answer(ctx, { responseId: args.responseId }, { answer: args.value, timeSpent: args.timeSpent ?? null, sequence: args.sequence }),
  }),
  updateSubmission: t.field({
    type: PlayerViewRef,
    description: 'Submits the set: the server computes the sum, grade and leaderboard points; nothing is accepted afterwards',
    args: {
      submissionId: t.arg.int({ required: true }),
      timeSpent: t.arg.int({ description: "The player's timer in seconds" }),
    },
    resolve: async (_root, { submissionId, timeSpent }, ctx) => {
      const viewer = await requireCurrentStudentSession(ctx);
      const { db, config } = ctx.services;
      const now = ctx.services.now();
      await submitSet(db, viewer.studentId, submissionId, now, { timeSpent: timeSpent ?? null, requireAnswer: true });
      return submissionView(db, config.secretKey, submissionId, now);
    },
  }),
}));
