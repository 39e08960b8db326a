import { calendarDate } from '@solve/core';
import { and, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postFavorites, posts, postViews } from '../../db/schema/index.js';
import { notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { sanitizePostHtml } from './post-html.js';
import { isAdmin, type PostReader, readerOf, requireFavoriter, requireSignedIn } from '../../authorization/policies.js';

export type PostState = 'DRAFT' | 'SCHEDULED' | 'LIVE' | 'EXPIRED';
type PostRow = typeof posts.$inferSelect;

/** A post as a reader sees it, with its counts and the reader's own favorite. */
export interface PostView extends PostRow {
  state: PostState;
  favoriteCount: number;
  viewCount: number;
  favorited: boolean;
}

/** Draft until published; then scheduled until its publish date, live until it expires. */
export function postState(post: Pick<PostRow, 'published' | 'publishDate' | 'expirationDate'>, now: Date): PostState {
  if (!post.published || !post.publishDate) return 'DRAFT';
  if (post.publishDate > now) return 'SCHEDULED';
  if (post.expirationDate && post.expirationDate <= now) return 'EXPIRED';
  return 'LIVE';
}

/** Published, past its publish date and before its expiry (family-catalog-payment.md §7). */
const live = (now: Date) =>
  and(eq(posts.published, true), lte(posts.publishDate, now), or(isNull(posts.expirationDate), gt(posts.expirationDate, now)));

/**
 * The post's id for the correlated counts below, named with its table: in a one-table select a
 * bare column would be read as the inner table's own id.
 */
const postIdColumn = sql`${sql.identifier('posts')}.${sql.identifier('id')}`;
const favoriteCount = sql<number>`(select count(*)::int from ${postFavorites} f where f.post_id = ${postIdColumn} and f.favorited)`;
const viewCount = sql<number>`(select count(*)::int from ${postViews} v where v.post_id = ${postIdColumn})`;

function favoritedBy(reader: PostReader | null) {
  if (!reader) return sql<boolean>`false`;
  const column = reader.studentId !== null ? sql`f.student_id = ${reader.studentId}` : sql`f.family_member_id = ${reader.familyMemberId}`;
  return sql<boolean>`exists (select 1 from ${postFavorites} f where f.post_id = ${postIdColumn} and f.favorited and ${column})`;
}

async function readPosts(db: Db, viewer: Viewer | null, where: SQL | undefined, now: Date): Promise<PostView[]> {
  const rows = await db
    .select({ post: posts, favoriteCount, viewCount, favorited: favoritedBy(readerOf(viewer)) })
    .from(posts)
    .where(where)
    .orderBy(desc(sql`coalesce(${posts.publishDate}, ${posts.createdAt})`), desc(posts.id));
  return rows.map(({ post, ...counts }) => ({
    ...post,
    content: sanitizePostHtml(post.content),
    ...counts,
    state: postState(post, now),
  }));
}

/** The post grid: live posts, newest first; admins also see drafts (labelled UNPUBLISHED). */
export async function listPosts(services: Services, viewer: Viewer | null): Promise<PostView[]> {
  const signedIn = requireSignedIn(viewer);
  const now = services.now();
  return readPosts(services.db, signedIn, isAdmin(signedIn) ? or(live(now), eq(posts.published, false)) : live(now), now);
}

/**
 * One post: live ones for everyone (signed out too, as the page offers Preview), every post for
 * admins; null otherwise. A student's or parent's view is counted here, once a day.
 */
export async function readPost(services: Services, viewer: Viewer | null, postId: number): Promise<PostView | null> {
  const now = services.now();
  const visible = isAdmin(viewer) ? eq(posts.id, postId) : and(eq(posts.id, postId), live(now));
  const reader = readerOf(viewer);
  if (reader) {
    const { timeZone } = await getSettings(services.db);
    const day = calendarDate(now, timeZone);
    await services.db.execute(sql`insert into ${postViews} (post_id, student_id, family_member_id, viewed_at, viewed_on)
      select ${posts.id}, ${reader.studentId}::int, ${reader.familyMemberId}::int, ${now.toISOString()}::timestamptz, ${day}::date
      from ${posts} where ${visible}
      on conflict do nothing`);
  }
  const [post] = await readPosts(services.db, viewer, visible, now);
  return post ?? null;
}

/**
 * Sets the reader's favorite: the first time creates the record, later times update it, in one
 * statement, so that parallel toggles leave exactly the last state and the count right.
 */
export async function setPostFavorite(services: Services, viewer: Viewer | null, postId: number, favorited: boolean): Promise<PostView> {
  const reader = requireFavoriter(viewer);
  const now = services.now();
  const [visible] = await services.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), live(now)));
  if (!visible) throw notFound();
  const target =
    reader.studentId !== null ? [postFavorites.postId, postFavorites.studentId] : [postFavorites.postId, postFavorites.familyMemberId];
  const where = reader.studentId !== null ? sql`student_id is not null` : sql`family_member_id is not null`;
  await services.db
    .insert(postFavorites)
    .values({ postId, studentId: reader.studentId, familyMemberId: reader.familyMemberId, favorited })
    .onConflictDoUpdate({ target, targetWhere: where, set: { favorited, updatedAt: now } });
  const [post] = await readPosts(services.db, viewer, eq(posts.id, postId), now);
  return post!;
}

/** Every post with its state and counts, for the admins' list (newest first). */
export async function adminPosts(services: Services): Promise<PostView[]> {
  return readPosts(services.db, null, sql`true`, services.now());
}
