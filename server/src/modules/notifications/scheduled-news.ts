import { and, gte, isNull, lte, sql } from 'drizzle-orm';
import { news } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { notifyClassNews } from './class-news-trigger.js';

/** News that reached its publish time is told of by the hourly scan while it is at most this old. */
export const PUBLISHED_NEWS_WINDOW_MS = 2 * 24 * 3600_000;

/**
 * CLASS_NEWS for news scheduled to publish later: once its time has come (within the window) and
 * no one was told of it yet, the class's students are told, as news posted at once is. Answers
 * how many announcements were told to someone.
 */
export async function notifyPublishedNews(services: Services): Promise<number> {
  const now = services.now();
  const due = await services.db
    .select({ id: news.id, classroomId: news.classroomId, subject: news.subject })
    .from(news)
    .where(
      and(
        isNull(news.archivedAt),
        lte(news.announceDateTime, now),
        gte(news.announceDateTime, new Date(now.getTime() - PUBLISHED_NEWS_WINDOW_MS)),
        sql`not exists (select 1 from notifications n where n.event_key = 'news:' || ${news.id})`,
      ),
    );
  let told = 0;
  for (const item of due) {
    const result = await services.db.transaction((tx) => notifyClassNews(services, tx, item));
    await result.announce();
    if (result.notified.length) told += 1;
  }
  return told;
}
