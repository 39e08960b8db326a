import { TEXT_LIMITS } from '@solve/core';
import { eq, inArray } from 'drizzle-orm';
import { classrooms, posts } from '../../db/schema/index.js';
import { DomainError, notFound, requireTextLength, textTooLong } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { syncUploadUse } from '../files/accept-upload.service.js';
import { POST_HTML_MAX, postHtmlText, postTextLength, sanitizePostHtml } from './post-html.js';
import { type PostView, readPost } from './posts.service.js';

export interface PostInput {
  title: string;
  description: string;
  /** HTML from the editor; sanitised here before it is stored. */
  content: string;
  imageUrl: string | null;
  video: string | null;
  postType: 'NEWS' | 'EVENT' | 'PROMOTION' | 'ANNOUNCEMENT';
  published: boolean;
  publishDate: Date | null;
  expirationDate: Date | null;
  classroomCodes: string[];
}

const VIDEO =
  /^https:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/|(player\.)?vimeo\.com\/(video\/)?\d)/i;
/** One of this site's images or an https address (uploads are also allowed at the storage's own address). */
const IMAGE = /^(\/files\/|\/images\/|https:\/\/)[^\s"'<>]*$/i;

/** The input checked and cleaned, or the first problem in the admin's words. */
async function validated(services: Services, input: PostInput): Promise<PostInput> {
  const title = input.title.trim();
  if (!title) throw new DomainError('POST_TITLE_REQUIRED');
  requireTextLength('POST_TITLE', title);
  requireTextLength('POST_DESCRIPTION', input.description.trim());
  if (input.content.length > POST_HTML_MAX || postTextLength(input.content) > TEXT_LIMITS.POST_CONTENT.max)
    throw textTooLong('POST_CONTENT');
  const content = sanitizePostHtml(input.content);
  if (!postHtmlText(content) && !/<(img|iframe)\b/.test(content)) throw new DomainError('POST_CONTENT_REQUIRED');
  const video = input.video?.trim() || null;
  if (video && !VIDEO.test(video)) throw new DomainError('POST_VIDEO_NOT_ALLOWED');
  const imageUrl = input.imageUrl?.trim() || null;
  const ownFile = imageUrl?.startsWith(services.storage.publicUrl('')) && !/[\s"'<>]/.test(imageUrl);
  if (imageUrl && !ownFile && !IMAGE.test(imageUrl)) throw new DomainError('POST_IMAGE_NOT_ALLOWED');
  if (input.published && !input.publishDate) throw new DomainError('POST_PUBLISH_DATE_REQUIRED');
  if (input.publishDate && input.expirationDate && input.expirationDate <= input.publishDate)
    throw new DomainError('POST_DATES_OUT_OF_ORDER');
  const codes = [...new Set(input.classroomCodes.map((code) => code.trim()).filter(Boolean))].slice(0, 20);
  if (codes.length) {
    const found = new Set(
      (await services.db.select({ code: classrooms.code }).from(classrooms).where(inArray(classrooms.code, codes))).map((row) => row.code),
    );
    const unknown = codes.filter((code) => !found.has(code));
    if (unknown.length) throw new DomainError('POST_UNKNOWN_CLASSROOMS', { codes: unknown.join(', ') });
  }
  return { ...input, title, description: input.description.trim(), content, video, imageUrl, classroomCodes: codes };
}

/** The addresses of a post's images: the header image and every image of its HTML. */
const imagesOf = (post: { imageUrl: string | null; content: string }) => [
  post.imageUrl,
  ...[...post.content.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)].map((match) => match[1]!),
];

/** Creates a post (no id) or changes one, with its audit record in the same transaction: admins only. */
export async function savePost(services: Services, viewer: Viewer | null, postId: number | null, input: PostInput): Promise<PostView> {
  const admin = requireAdminViewer(viewer);
  const values = await validated(services, input);
  const id = await services.db.transaction(async (tx) => {
    if (postId === null) {
      const [created] = await tx
        .insert(posts)
        .values({ ...values, authorId: admin.employeeId })
        .returning();
      await syncUploadUse(services, tx, 'POST_IMAGE', imagesOf(values), []);
      await recordAudit(tx, admin, { action: 'post.create', entityType: 'post', entityId: created!.id, after: created });
      return created!.id;
    }
    const [before] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(posts).set(values).where(eq(posts.id, postId)).returning();
    // Images the post uses are kept; the ones this change dropped go to the sweep.
    await syncUploadUse(services, tx, 'POST_IMAGE', imagesOf(values), imagesOf(before));
    await recordAudit(tx, admin, { action: 'post.update', entityType: 'post', entityId: postId, before, after });
    return postId;
  });
  return (await readPost(services, admin, id))!;
}
