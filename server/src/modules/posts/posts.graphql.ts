import { builder } from '../../graphql/builder.js';
import { textTooLong } from '../../graphql/errors.js';
import { requireAdminViewer, requireSignedIn } from '../../authorization/policies.js';
import { acceptUpload } from '../files/accept-upload.service.js';
import { savePost } from './post-editor.service.js';
import { POST_HTML_MAX, sanitizePostHtml } from './post-html.js';
import { adminPosts, listPosts, type PostView, readPost, setPostFavorite } from './posts.service.js';

const PostTypeEnum = builder.enumType('PostType', { values: ['NEWS', 'EVENT', 'PROMOTION', 'ANNOUNCEMENT'] as const });
const PostStateEnum = builder.enumType('PostState', {
  description: 'Draft until published; scheduled until its publish date; live until it expires',
  values: ['DRAFT', 'SCHEDULED', 'LIVE', 'EXPIRED'] as const,
});

const PostRef = builder.objectRef<PostView>('Post').implement({
  description: "A news post of the academy's",
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    content: t.exposeString('content', { description: 'HTML, sanitised by the allow-list' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    video: t.exposeString('video', { nullable: true }),
    postType: t.field({ type: PostTypeEnum, resolve: (post) => post.postType }),
    published: t.exposeBoolean('published'),
    publishDate: t.field({ type: 'DateTime', nullable: true, resolve: (post) => post.publishDate }),
    expirationDate: t.field({ type: 'DateTime', nullable: true, resolve: (post) => post.expirationDate }),
    classroomCodes: t.exposeStringList('classroomCodes', { description: 'Classes the post promotes' }),
    state: t.field({ type: PostStateEnum, resolve: (post) => post.state }),
    favoriteCount: t.exposeInt('favoriteCount'),
    viewCount: t.exposeInt('viewCount'),
    favorited: t.exposeBoolean('favorited', { description: "The reader's own favorite" }),
  }),
});

const PostInputRef = builder.inputType('PostInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    content: t.string({ required: true, description: 'HTML; sanitised on the server' }),
    imageUrl: t.string(),
    video: t.string({ description: 'A YouTube or Vimeo address' }),
    postType: t.field({ type: PostTypeEnum, required: true }),
    published: t.boolean({ required: true }),
    publishDate: t.field({ type: 'DateTime' }),
    expirationDate: t.field({ type: 'DateTime' }),
    classroomCodes: t.stringList({ required: true }),
  }),
});

builder.queryFields((t) => ({
  posts: t.field({
    type: [PostRef],
    description: 'Live posts, newest first (admins: drafts too); signed in',
    resolve: (_root, _args, ctx) => listPosts(ctx.services, ctx.viewer),
  }),
  post: t.field({
    type: PostRef,
    nullable: true,
    description: "A live post (admins: any); null when there is none. Counts a student's or parent's view once a day",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => readPost(ctx.services, ctx.viewer, id),
  }),
  postHtmlPreview: t.string({
    description: "The post editor's HTML as readers will get it, through the same allow-list as a save: admins",
    args: { html: t.arg.string({ required: true }) },
    resolve: (_root, { html }, ctx) => {
      requireAdminViewer(ctx.viewer);
      if (html.length > POST_HTML_MAX) throw textTooLong('POST_CONTENT');
      return sanitizePostHtml(html);
    },
  }),
  adminPosts: t.field({
    type: [PostRef],
    description: 'Every post with its state and counts: admins',
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return adminPosts(ctx.services);
    },
  }),
}));

builder.mutationFields((t) => ({
  setPostFavorite: t.field({
    type: PostRef,
    description: 'A student or parent favorites a live post, or takes the favorite back',
    args: { postId: t.arg.int({ required: true }), favorited: t.arg.boolean({ required: true }) },
    resolve: (_root, { postId, favorited }, ctx) => setPostFavorite(ctx.services, requireSignedIn(ctx.viewer), postId, favorited),
  }),
  acceptPostImage: t.string({
    description: "Accepts a post's header or content image an admin just PUT (s3Sign POST_IMAGE's fileKey); answers its address",
    args: { fileKey: t.arg.string({ required: true }) },
    resolve: async (_root, { fileKey }, ctx) => {
      const admin = requireAdminViewer(ctx.viewer);
      return (await acceptUpload(ctx.services, admin, fileKey, 'POST_IMAGE')).url;
    },
  }),
  savePost: t.field({
    type: PostRef,
    description: 'Creates a post (no id) or changes one: admins',
    args: { id: t.arg.int(), input: t.arg({ type: PostInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      savePost(ctx.services, ctx.viewer, id ?? null, {
        ...input,
        imageUrl: input.imageUrl ?? null,
        video: input.video ?? null,
        publishDate: input.publishDate ?? null,
        expirationDate: input.expirationDate ?? null,
      }),
  }),
}));
