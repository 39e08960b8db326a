import type { HttpRoute } from '../../http/routes.js';
import { sendJson, sendText } from '../../http/routes.js';
import type { Services } from '../../services.js';
import { outboxPage } from './outbox.page.js';
import { newestOutboxMessages } from './outbox.service.js';

/**
 * GET /dev/outbox (HTML) and /dev/outbox.json: what the local sms and mail adapters "sent".
 * Outside production only; in production both answer 404 (and never fall through to the SPA).
 */
export function outboxRoute(services: Services): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== '/dev/outbox' && url.pathname !== '/dev/outbox.json') return false;
    if (services.config.production) {
      sendJson(res, 404, { error: 'not found' });
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'method not allowed');
      return true;
    }
    const to = url.searchParams.get('to')?.trim() || null;
    const messages = await newestOutboxMessages(services.db, { to });
    if (url.pathname === '/dev/outbox.json') {
      sendJson(
        res,
        200,
        messages.map((m) => ({
          id: m.id,
          kind: m.kind,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          createdAt: m.createdAt.toISOString(),
        })),
      );
    } else {
      sendText(res, 200, outboxPage(messages, to), 'text/html; charset=utf-8');
    }
    return true;
  };
}
