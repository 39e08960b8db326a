import { builder } from '../../graphql/builder.js';
import {
  type ChatIssue,
  hasOpenHelpRequest,
  type HelpMessage,
  nextHint,
  rateHelp,
  reportProblem,
  requestHelp,
} from './help-chat.service.js';
import { ownProblemArgs } from './own-problem.graphql.js';

/** The player's help and report chat (problem-set-player.md §4, §7): students on their own submission. */

const HelpKindEnum = builder.enumType('HelpKind', { values: ['HINT', 'VIDEO', 'PENDING'] as const });

const HelpMessageRef = builder.objectRef<HelpMessage>('HelpMessage').implement({
  description: "The assistant's answer to a help request: a hint, the lecture video, or the promise of a hint",
  fields: (t) => ({
    issueId: t.exposeInt('issueId'),
    kind: t.field({ type: HelpKindEnum, resolve: ({ kind }) => kind }),
    helpOrder: t.exposeInt('helpOrder', { description: 'The hint number, from 1 (0 when not a hint)' }),
    messageText: t.exposeString('messageText'),
    chatVideo: t.exposeString('chatVideo', { nullable: true }),
    chatImage: t.exposeString('chatImage', { nullable: true }),
    chatText: t.exposeString('chatText', { nullable: true }),
  }),
});

const ChatIssueRef = builder.objectRef<ChatIssue>('ChatIssue').implement({
  fields: (t) => ({
    issueId: t.exposeInt('issueId'),
    issueStatus: t.exposeString('issueStatus'),
    description: t.exposeString('description'),
  }),
});

builder.queryFields((t) => ({
  hasOpenHelpRequest: t.boolean({
    description:
      "Whether the student's help request about a problem of their own submission is still open (asking again is refused until it is resolved)",
    args: ownProblemArgs(t.arg),
    resolve: (_root, args, ctx) => hasOpenHelpRequest(ctx.services, ctx.viewer, args),
  }),
}));

builder.mutationFields((t) => ({
  requestHelp: t.field({
    type: HelpMessageRef,
    description:
      "Asks for help on a problem of the student's own submission (a new NEED_HELP issue; refused while one about the problem is open); answers with hint 1",
    args: {
      ...ownProblemArgs(t.arg),
      progress: t.arg.string({ required: true, description: 'What the student has done so far; empty for no progress' }),
    },
    resolve: (_root, args, ctx) => requestHelp(ctx.services, ctx.viewer, args),
  }),
  nextHint: t.field({
    type: HelpMessageRef,
    description: "The next answer to the student's own help issue: the next hint, the lecture video, or a promise",
    args: { issueId: t.arg.int({ required: true }) },
    resolve: (_root, { issueId }, ctx) => nextHint(ctx.services, ctx.viewer, issueId),
  }),
  rateHelp: t.field({
    type: ChatIssueRef,
    description: 'Helpful resolves the help issue; not helpful leaves it open for staff',
    args: { issueId: t.arg.int({ required: true }), helpful: t.arg.boolean({ required: true }) },
    resolve: (_root, { issueId, helpful }, ctx) => rateHelp(ctx.services, ctx.viewer, issueId, helpful),
  }),
  reportProblem: t.field({
    type: ChatIssueRef,
    description: 'Reports a problem of the own submission: one REPORT_PROBLEM issue per problem, later reports appended',
    args: {
      ...ownProblemArgs(t.arg),
      description: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => reportProblem(ctx.services, ctx.viewer, args),
  }),
}));
