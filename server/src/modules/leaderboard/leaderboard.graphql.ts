import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { type Leaderboard, leaderboard, type LeaderboardEntry, setLeaderboardInitials } from './leaderboard.service.js';

const LeaderboardEntryRef = builder.objectRef<LeaderboardEntry>('LeaderboardStudent').implement({
  fields: (t) => ({
    ranking: t.exposeInt('ranking', { description: 'Ties share a rank' }),
    studentName: t.exposeString('studentName', { description: 'First and last name, or initials' }),
    totalPoints: t.exposeInt('totalPoints'),
    profilePicture: t.exposeString('profilePicture', { nullable: true }),
    isMe: t.exposeBoolean('isMe'),
  }),
});

const LeaderboardLessonRef = builder.objectRef<Leaderboard['lessons'][number]>('LeaderboardLesson').implement({
  fields: (t) => ({ lessonId: t.exposeInt('lessonId'), number: t.exposeInt('number'), title: t.exposeString('title') }),
});

const LeaderboardRef = builder.objectRef<Leaderboard>('Leaderboard').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId'),
    lessonId: t.exposeInt('lessonId', { nullable: true }),
    onLeaderboard: t.exposeBoolean('onLeaderboard'),
    useInitials: t.exposeBoolean('useInitials'),
    students: t.field({ type: [LeaderboardEntryRef], resolve: ({ students }) => students }),
    lessons: t.field({ type: [LeaderboardLessonRef], resolve: ({ lessons }) => lessons }),
  }),
});

builder.queryFields((t) => ({
  leaderboard: t.field({
    type: LeaderboardRef,
    description: "The class's ranking, or one lesson's; students of the class only",
    authScopes: { student: true },
    args: { classroomId: t.arg.int({ required: true }), lessonId: t.arg.int() },
    resolve: (_root, { classroomId, lessonId }, ctx) =>
      leaderboard(ctx.services, requireSignedIn(ctx.viewer), classroomId, lessonId ?? null),
  }),
}));

builder.mutationFields((t) => ({
  setLeaderboardInitials: t.boolean({
    description: 'The student appears under their initials (true) or their name on every leaderboard',
    authScopes: { student: true },
    args: { useInitials: t.arg.boolean({ required: true }) },
    resolve: (_root, { useInitials }, ctx) => setLeaderboardInitials(ctx.services, requireSignedIn(ctx.viewer), useInitials),
  }),
}));
