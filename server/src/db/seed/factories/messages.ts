import type { Db } from '../../client.js';
import { helpMessages, issues, news, newsLikes } from '../../schema/index.js';
import { inserter, insertOne } from './insert.js';

export type NewIssue = typeof issues.$inferInsert;
export type NewHelpMessage = typeof helpMessages.$inferInsert;
export type NewNews = typeof news.$inferInsert;
export type NewNewsLike = typeof newsLikes.$inferInsert;

export function issueValues(values: Partial<NewIssue> & Pick<NewIssue, 'studentId'>): NewIssue {
  return { issueType: 'NEED_HELP', issueStatus: 'INITIATED', isRead: false, description: 'I am stuck on this problem.', ...values };
}

/** A plain-text announcement; pass TipTap JSON as message for rich text. */
export function newsValues(values: Partial<NewNews> & Pick<NewNews, 'classroomId'>): NewNews {
  return {
    subject: 'Welcome to class',
    message: 'Welcome! Homework is due each week before the next lesson starts.',
    headline: false,
    ...values,
  };
}

export const createIssue = inserter(issues, issueValues);

export const createHelpMessage = (db: Db, values: Partial<NewHelpMessage> & Pick<NewHelpMessage, 'issueId' | 'author'>) =>
  insertOne(db, helpMessages, values);

export const createNews = inserter(news, newsValues);

export const likeNews = (db: Db, values: NewNewsLike) => insertOne(db, newsLikes, values);
