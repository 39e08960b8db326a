import { NOTIFICATION_KINDS } from '@solve/core/notification-kinds';
import { academySettings } from '../../db/schema/index.js';
import { type HttpRoute, readSmallBody, sendText } from '../../http/routes.js';
import type { Services } from '../../services.js';
import { unsubscribeFromMail } from './preferences.service.js';
import { badUnsubscribeLinkPage, confirmUnsubscribePage, unsubscribedPage } from './unsubscribe.page.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const HTML = 'text/html; charset=utf-8';
/** The one-click body a mail program posts (RFC 8058), url-encoded or as a multipart form. */
const ONE_CLICK = /List-Unsubscribe(=|"\r?\n\r?\n)One-Click/;

/**
 * GET /unsubscribe?token= asks to confirm; POST (one click, RFC 8058) turns that kind's e-mail off
 * for that recipient. No sign-in: the signed token is the permission. A bad token changes nothing.
 */
export function unsubscribeRoute(services: Services): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== '/unsubscribe') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, HEAD, POST');
      sendText(res, 405, 'method not allowed');
      return true;
    }
    const [settings] = await services.db.select({ name: academySettings.name }).from(academySettings);
    const academyName = settings?.name ?? '';
    const subject = readUnsubscribeToken(services.config.secretKey, url.searchParams.get('token') ?? '');
    if (!subject) {
      sendText(res, 400, badUnsubscribeLinkPage(academyName), HTML);
      return true;
    }
    const label = NOTIFICATION_KINDS[subject.kind].label.toLowerCase();
    if (req.method !== 'POST') {
      sendText(res, 200, confirmUnsubscribePage(academyName, label, url.searchParams.get('token')!), HTML);
      return true;
    }
    const body = await readSmallBody(req, 4096);
    if (body === null || !ONE_CLICK.test(body)) {
      sendText(res, 400, badUnsubscribeLinkPage(academyName), HTML);
      return true;
    }
    await unsubscribeFromMail(services, subject.recipient, subject.kind);
    sendText(res, 200, unsubscribedPage(academyName, label), HTML);
    return true;
  };
}
