import type { Db } from '../../client.js';
import { postFavorites, postViews, posts, referrals } from '../../schema/index.js';
import { inserter, insertOne } from './insert.js';

export type NewReferral = typeof referrals.$inferInsert;
export type NewPost = typeof posts.$inferInsert;
export type NewPostFavorite = typeof postFavorites.$inferInsert;
export type NewPostView = typeof postViews.$inferInsert;

export function referralValues(values: Partial<NewReferral> & Pick<NewReferral, 'referrerId'>): NewReferral {
  const email = (values.email ?? 'jordan.friend@example.com').toLowerCase();
  return { refereeFirstName: 'Jordan', refereeLastName: 'Friend', status: 'INITIATED', ...values, email };
}

/** A published post without an end date, unless told otherwise. */
export function postValues(values: Partial<NewPost> = {}): NewPost {
  return {
    title: 'Winter classes are open',
    description: 'Registration for the winter term is open, with early-bird tuition until the deadline.',
    content: '<p>Registration for the winter term is open. Early-bird tuition is $50 off per class.</p>',
    postType: 'NEWS',
    published: true,
    publishDate: new Date('2026-01-01T16:00:00Z'),
    ...values,
  };
}

export const createReferral = inserter(referrals, referralValues);

export const createPost = inserter(posts, postValues);

export const favoritePost = (db: Db, values: Partial<NewPostFavorite> & Pick<NewPostFavorite, 'postId'>) =>
  insertOne(db, postFavorites, { favorited: true, ...values });

export const viewPost = (db: Db, values: NewPostView) => insertOne(db, postViews, values);
