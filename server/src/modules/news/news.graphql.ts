import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { acceptUpload } from '../files/accept-upload.service.js';
import { archiveNews, type ClassNews, classNews, createNews, likeNews, type NewsItem, updateNews } from './news.service.js';

const NewsRef = builder.objectRef<NewsItem>('News').implement({
  description: 'A class announcement (classroom.md §3 News)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    classroomId: t.exposeInt('classroomId'),
    subject: t.exposeString('subject'),
    announcer: t.exposeString('announcer', { nullable: true, description: "The announcer's name" }),
    messageDoc: t.exposeString('messageDoc', {
      nullable: true,
      description: 'Sanitised TipTap JSON; null: show messageText as plain text',
    }),
    messageText: t.exposeString('messageText'),
    announceDateTime: t.expose('announceDateTime', { type: 'DateTime' }),
    headline: t.exposeBoolean('headline'),
    likes: t.exposeInt('likes'),
    likedByMe: t.exposeBoolean('likedByMe'),
    scheduled: t.exposeBoolean('scheduled', { description: 'Announced later: hidden from students until then' }),
  }),
});

const ClassNewsRef = builder.objectRef<ClassNews>('ClassNews').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId'),
    canManage: t.exposeBoolean('canManage', { description: 'Create Announcement +, Edit and Archive are offered' }),
    items: t.field({ type: [NewsRef], resolve: ({ items }) => items }),
  }),
});

const NewsInputRef = builder.inputType('NewsInput', {
  fields: (t) => ({
    subject: t.string({ required: true }),
    message: t.string({ required: true, description: 'TipTap (ProseMirror) JSON' }),
    announceDateTime: t.field({ type: 'DateTime', description: 'Later than now schedules the announcement; empty: now' }),
    headline: t.boolean({ defaultValue: false }),
  }),
});

const input = (value: { subject: string; message: string; announceDateTime?: Date | null; headline?: boolean | null }) => ({
  subject: value.subject,
  message: value.message,
  announceDateTime: value.announceDateTime ?? null,
  headline: value.headline ?? false,
});

builder.queryFields((t) => ({
  classNews: t.field({
    type: ClassNewsRef,
    description: "The class's announcements, newest first; staff of the class also see scheduled ones",
    authScopes: { signedIn: true },
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => classNews(ctx.services, requireSignedIn(ctx.viewer), classroomId),
  }),
}));

builder.mutationFields((t) => ({
  createNews: t.field({
    type: NewsRef,
    authScopes: { employee: true },
    args: { classroomId: t.arg.int({ required: true }), input: t.arg({ type: NewsInputRef, required: true }) },
    resolve: (_root, args, ctx) => createNews(ctx.services, requireSignedIn(ctx.viewer), args.classroomId, input(args.input)),
  }),
  updateNews: t.field({
    type: NewsRef,
    authScopes: { employee: true },
    args: { newsId: t.arg.int({ required: true }), input: t.arg({ type: NewsInputRef, required: true }) },
    resolve: (_root, args, ctx) => updateNews(ctx.services, requireSignedIn(ctx.viewer), args.newsId, input(args.input)),
  }),
  archiveNews: t.boolean({
    authScopes: { employee: true },
    args: { newsId: t.arg.int({ required: true }) },
    resolve: (_root, { newsId }, ctx) => archiveNews(ctx.services, requireSignedIn(ctx.viewer), newsId),
  }),
  acceptNewsImage: t.string({
    description:
      "Accepts an announcement image the author just PUT (s3Sign NEWS_IMAGE's fileKey): decoded and encoded again, then served at the answered address",
    authScopes: { employee: true },
    args: { fileKey: t.arg.string({ required: true }) },
    resolve: async (_root, { fileKey }, ctx) => (await acceptUpload(ctx.services, requireSignedIn(ctx.viewer), fileKey, 'NEWS_IMAGE')).url,
  }),
  likeNews: t.field({
    type: NewsRef,
    description: 'Counts once per student, however often it is sent',
    authScopes: { student: true },
    args: { newsId: t.arg.int({ required: true }) },
    resolve: (_root, { newsId }, ctx) => likeNews(ctx.services, requireSignedIn(ctx.viewer), newsId),
  }),
}));
