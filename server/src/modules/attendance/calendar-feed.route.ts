import type { HttpRoute } from '../../http/routes.js';
import { sendText } from '../../http/routes.js';
import type { Services } from '../../services.js';
import { calendarFeedText } from './calendar-feed.service.js';

export const CALENDAR_PREFIX = '/calendar/';
const FEED_PATH = /^\/calendar\/([^/]+)\.ics$/;

/**
 * GET /calendar/<token>.ics: a student's schedule for calendar apps (text/calendar). Anything but
 * a live feed's token, revoked ones included, is 404; the token is the only credential, so the
 * answer is private to whoever holds the address. The request log never shows the token (app.ts).
 */
export function calendarFeedRoute(services: Services): HttpRoute {
  return async (req, res, url) => {
    if (!url.pathname.startsWith(CALENDAR_PREFIX)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed');
      return true;
    }
    const token = FEED_PATH.exec(url.pathname)?.[1];
    const text = token ? await calendarFeedText(services, token) : null;
    if (text === null) {
      sendText(res, 404, 'Not found');
      return true;
    }
    res.writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="schedule.ics"',
      'cache-control': 'private, no-store',
      'content-length': Buffer.byteLength(text),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
    return true;
  };
}
