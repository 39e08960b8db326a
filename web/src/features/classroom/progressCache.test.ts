import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { forgetProgressViews } from './progressCache';

const Views = gql`
  query Views {
    dashboard
    classroomPage(classroomId: 4)
    lessonPage(lessonId: 9)
    transcript(classroomId: 4)
    news
  }
`;

describe('forgetProgressViews', () => {
  it('forgets every view of the student’s progress, with all its arguments, and keeps the rest', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: Views, data: { dashboard: 'd', classroomPage: 'c', lessonPage: 'l', transcript: 't', news: 'n' } });
    forgetProgressViews(cache);
    const root = cache.extract().ROOT_QUERY ?? {};
    expect(Object.keys(root).filter((key) => key !== '__typename')).toEqual(['news']);
  });

  it('does not tell the view on screen, which is being left', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: Views, data: { dashboard: 'd', classroomPage: 'c', lessonPage: 'l', transcript: 't', news: 'n' } });
    const listener = vi.fn();
    const stop = cache.watch({ query: Views, optimistic: false, callback: listener });
    forgetProgressViews(cache);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
