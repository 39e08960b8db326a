import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label.js';

const label = (path: string) => routeLabel(URL.parse(path, 'http://localhost'));

describe('the route a request is counted under', () => {
  it.each([
    ['/graphql', '/graphql'],
    ['/health', '/health'],
    ['/metrics?x=1', '/metrics'],
    ['/dev/outbox.json', '/dev/outbox.json'],
    ['/files/profile-image/5f2c9a.png?expires=1&signature=abc', '/files/*'],
    [`/calendar/${'A'.repeat(43)}.ics`, '/calendar/*'],
    ['/dev/fixtures/family', '/dev/fixtures/*'],
    ['/assets/index-3f9a.js', '/assets/*'],
    ['/', 'page'],
    ['/classroom/4711/lessons?student=ada', 'page'],
    ['/manage/people/ada.lovelace@example.com', 'file'],
    ['/robots.txt', 'file'],
  ])('%s is %s', (path, route) => {
    expect(label(path)).toBe(route);
  });

  it('names a URL that could not be parsed "invalid"', () => {
    expect(routeLabel(null)).toBe('invalid');
  });
});
