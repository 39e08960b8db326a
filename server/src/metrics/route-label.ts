import { CALENDAR_PREFIX } from '../modules/attendance/calendar-feed.route.js';

/** Paths the server answers as they are. */
const EXACT = new Set([
  '/graphql',
  '/health',
  '/ready',
  '/metrics',
  '/vitals',
  '/dev/outbox',
  '/dev/outbox.json',
  '/payments/sandbox/token',
]);

/** Paths whose rest is an id, a key or a token: the label is the prefix. */
const PREFIXES = ['/files/', CALENDAR_PREFIX, '/dev/fixtures/', '/assets/'];

/**
 * A request's route for the metrics: the pattern it matched, never the path itself (which may
 * carry an id, a file key or a feed's token) nor the query string. Paths of the web app are
 * "page", other files of the built app "file"; a URL that could not be parsed is "invalid".
 */
export function routeLabel(url: URL | null): string {
  if (!url) return 'invalid';
  const path = url.pathname;
  if (EXACT.has(path)) return path;
  const prefix = PREFIXES.find((candidate) => path.startsWith(candidate));
  if (prefix) return `${prefix}*`;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') ? 'file' : 'page';
}
