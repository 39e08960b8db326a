import { ISSUE_TYPE_LABELS } from '@solve/core';
import { issueStatusValues, issueTypeValues } from '../../graphql/stored-enums.js';
import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { notSignedIn } from '../../graphql/errors.js';
import {
  type ChatMessage,
  ISSUE_CHANGES_CHANNEL,
  type IssueChange,
  type IssueDetail,
  issueDetail,
  type IssueRow,
  markAllIssuesRead,
  markIssueRead,
  replyToIssue,
  sendIssue,
  type StaffInbox,
  staffInbox,
  type StudentMessages,
  studentMessages,
  unreadMessageCount,
} from './issues.service.js';

/** Only the student's own changes: another student's reply tells them nothing. */
async function* changesOf(changes: AsyncIterable<IssueChange>, studentId: number): AsyncGenerator<IssueChange> {
  for await (const change of changes) if (change.studentId === studentId) yield change;
}

const IssueTypeEnum = builder.enumType('IssueType', { values: issueTypeValues });
const IssueStatusEnum = builder.enumType('IssueStatus', { values: issueStatusValues });
const ChatAuthorEnum = builder.enumType('ChatAuthor', { values: ['STUDENT', 'ASSISTANT', 'STAFF'] as const });

const issueFields = builder.objectRef<IssueRow>('Issue');
issueFields.implement({
  description: "A student's message thread with staff (classroom.md §3 Issue)",
  fields: (t) => ({
    id: t.exposeInt('id'),
    issueType: t.field({ type: IssueTypeEnum, resolve: ({ issueType }) => issueType }),
    typeLabel: t.string({ resolve: ({ issueType }) => ISSUE_TYPE_LABELS[issueType] }),
    issueStatus: t.field({ type: IssueStatusEnum, resolve: ({ issueStatus }) => issueStatus }),
    isRead: t.exposeBoolean('isRead'),
    description: t.exposeString('description'),
    resolution: t.exposeString('resolution', { nullable: true }),
    lapCode: t.exposeString('lapCode', { nullable: true, description: 'LL-AA-PP' }),
    dateAssigned: t.expose('dateAssigned', { type: 'DateTime' }),
    dateResolved: t.expose('dateResolved', { type: 'DateTime', nullable: true }),
    from: t.exposeString('from'),
    responder: t.exposeString('responder', { nullable: true }),
    classroomId: t.exposeInt('classroomId', { nullable: true }),
    classroomTitle: t.exposeString('classroomTitle', { nullable: true }),
  }),
});

const ChatMessageRef = builder.objectRef<ChatMessage>('ChatMessage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    author: t.field({ type: ChatAuthorEnum, resolve: ({ author }) => author }),
    text: t.exposeString('text'),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

const IssueDetailRef = builder.objectRef<IssueDetail>('IssueDetail').implement({
  fields: (t) => ({
    issue: t.field({ type: issueFields, resolve: (detail) => detail }),
    problemText: t.exposeString('problemText', { nullable: true }),
    problemImageUrl: t.exposeString('problemImageUrl', { nullable: true }),
    studentAnswer: t.exposeString('studentAnswer', { nullable: true }),
    chat: t.field({ type: [ChatMessageRef], resolve: ({ chat }) => chat }),
  }),
});

const StudentMessagesRef = builder.objectRef<StudentMessages>('StudentMessages').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId', { nullable: true }),
    unreadCount: t.exposeInt('unreadCount'),
    asOf: t.expose('asOf', { type: 'DateTime', description: 'Pass to markAllIssuesRead' }),
    items: t.field({ type: [issueFields], resolve: ({ items }) => items }),
  }),
});

const InboxClassroomRef = builder.objectRef<StaffInbox['classrooms'][number]>('InboxClassroom').implement({
  fields: (t) => ({ id: t.exposeInt('id'), title: t.exposeString('title'), openCount: t.exposeInt('openCount') }),
});

const StaffInboxRef = builder.objectRef<StaffInbox>('StaffInbox').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    items: t.field({ type: [issueFields], resolve: ({ items }) => items }),
    classrooms: t.field({ type: [InboxClassroomRef], resolve: ({ classrooms }) => classrooms }),
  }),
});

builder.queryFields((t) => ({
  studentMessages: t.field({
    type: StudentMessagesRef,
    description: "The signed-in student's messages, of one class or all, newest first, with the unread count",
    authScopes: { student: true },
    args: { classroomId: t.arg.int() },
    resolve: (_root, { classroomId }, ctx) => studentMessages(ctx.services, requireSignedIn(ctx.viewer), classroomId ?? null),
  }),
  unreadMessageCount: t.int({
    description: "Unread replies over the student's classes (the side bar's badge)",
    authScopes: { student: true },
    resolve: (_root, _args, ctx) => unreadMessageCount(ctx.services, requireSignedIn(ctx.viewer)),
  }),
  issueDetail: t.field({
    type: IssueDetailRef,
    description: 'A message with its problem, the student answer and the chat: its student, staff of its class, admins',
    authScopes: { $any: { student: true, employee: true } },
    args: { issueId: t.arg.int({ required: true }) },
    resolve: (_root, { issueId }, ctx) => issueDetail(ctx.services, requireSignedIn(ctx.viewer), issueId),
  }),
  staffInbox: t.field({
    type: StaffInboxRef,
    description: 'Issues of the classes the employee teaches (admins: all), oldest first, 50 at a time',
    authScopes: { employee: true },
    args: {
      classroomId: t.arg.int(),
      issueType: t.arg({ type: IssueTypeEnum }),
      issueStatus: t.arg({ type: IssueStatusEnum, description: 'Empty: every status' }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      staffInbox(ctx.services, requireSignedIn(ctx.viewer), {
        classroomId: args.classroomId ?? null,
        issueType: args.issueType ?? null,
        issueStatus: args.issueStatus ?? null,
        offset: args.offset ?? 0,
      }),
  }),
}));

builder.mutationFields((t) => ({
  sendIssue: t.field({
    type: issueFields,
    description: 'A student writes to the staff of a class: REPORT_PROBLEM or MESSAGE',
    authScopes: { student: true },
    args: {
      classroomId: t.arg.int({ required: true }),
      issueType: t.arg({ type: IssueTypeEnum, required: true }),
      description: t.arg.string({ required: true }),
      assignmentId: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      sendIssue(ctx.services, requireSignedIn(ctx.viewer), {
        classroomId: args.classroomId,
        issueType: args.issueType,
        description: args.description,
        assignmentId: args.assignmentId ?? null,
      }),
  }),
  markIssueRead: t.field({
    type: issueFields,
    description: 'The student read the reply resolved at seenResolvedAt: isRead true; staff reading changes nothing',
    authScopes: { $any: { student: true, employee: true } },
    args: { issueId: t.arg.int({ required: true }), seenResolvedAt: t.arg({ type: 'DateTime' }) },
    resolve: (_root, { issueId, seenResolvedAt }, ctx) =>
      markIssueRead(ctx.services, requireSignedIn(ctx.viewer), issueId, seenResolvedAt ?? null),
  }),
  markAllIssuesRead: t.int({
    description: "Mark All As Read: the class's replies answered up to asOf; answers the unread count left",
    authScopes: { student: true },
    args: { classroomId: t.arg.int({ required: true }), asOf: t.arg({ type: 'DateTime', required: true }) },
    resolve: (_root, { classroomId, asOf }, ctx) => markAllIssuesRead(ctx.services, requireSignedIn(ctx.viewer), classroomId, asOf),
  }),
  replyToIssue: t.field({
    type: issueFields,
    description: 'Staff of the class reply: resolution, status RESOLVED, isRead false; the student is told',
    authScopes: { employee: true },
    args: { issueId: t.arg.int({ required: true }), resolution: t.arg.string({ required: true }) },
    resolve: (_root, { issueId, resolution }, ctx) => replyToIssue(ctx.services, requireSignedIn(ctx.viewer), issueId, resolution),
  }),
}));

builder.subscriptionFields((t) => ({
  onUnreadMessagesChanged: t.int({
    description: "The signed-in student's unread count, sent again whenever a reply arrives or is read",
    authScopes: { student: true },
    subscribe: (_root, _args, ctx) => {
      const viewer = ctx.viewer;
      if (viewer?.userType !== 'STUDENT') throw notSignedIn();
      return changesOf(ctx.services.pubsub.subscribe<IssueChange>(ISSUE_CHANGES_CHANNEL), viewer.studentId);
    },
    resolve: (_change, _args, ctx) => unreadMessageCount(ctx.services, requireSignedIn(ctx.viewer)),
  }),
}));
