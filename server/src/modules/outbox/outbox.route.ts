import type { HttpRoute } from '../../http/routes.js';
import { sendJson, sendText } from '../../http/routes.js';
import type { Services } from '../../services.js';
import { outboxPage } from './outbox.page.js';
import { newestOutboxMessages, outboxAttachmentPath, outboxMailAttachment, outboxMailHtml } from './outbox.service.js';

/** A mail's HTML part as its recipient sees it: its own styles, nothing run and nothing fetched. */
const MAIL_VIEW_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";
const MAIL_VIEW = /^\/dev\/outbox\/mail\/([1-9]\d{0,8})$/;
const ATTACHMENT = /^\/dev\/outbox\/mail\/([1-9]\d{0,8})\/attachments\/(\d{1,2})$/;

/**
 * GET /dev/outbox (HTML), /dev/outbox.json, /dev/outbox/mail/<id> (a mail's HTML part) and
 * /dev/outbox/mail/<id>/attachments/<n> (a mail's attached file, downloaded): what the
 * local sms and mail adapters "sent". Outside production only; in production they answer 404 (and
 * never fall through to the SPA).
 */
export function outboxRoute(services: Services): HttpRoute {
  return async (req, res, url) => {
    const mailView = MAIL_VIEW.exec(url.pathname);
    if (url.pathname !== '/dev/outbox' && url.pathname !== '/dev/outbox.json' && !url.pathname.startsWith('/dev/outbox/')) return false;
    if (services.config.production) {
      sendJson(res, 404, { error: 'not found' });
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'method not allowed');
      return true;
    }
    const attachmentView = ATTACHMENT.exec(url.pathname);
    if (attachmentView) {
      const attachment = await outboxMailAttachment(services.db, Number(attachmentView[1]), Number(attachmentView[2]));
      if (!attachment) {
        sendText(res, 404, 'no such attachment');
        return true;
      }
      const body = Buffer.from(attachment.content, 'base64');
      res.writeHead(200, {
        // Downloaded, never shown in the outbox's own origin: its type cannot make it run.
        'content-type': attachment.contentType.replace(/[^\w.+/-]/g, '') || 'application/octet-stream',
        'content-disposition': `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
        'content-security-policy': MAIL_VIEW_POLICY,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    if (url.pathname.startsWith('/dev/outbox/')) {
      const html = mailView ? await outboxMailHtml(services.db, Number(mailView[1])) : null;
      if (html === null) {
        sendText(res, 404, 'no such mail with an HTML part');
        return true;
      }
      res.setHeader('content-security-policy', MAIL_VIEW_POLICY);
      sendText(res, 200, html, 'text/html; charset=utf-8');
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
          html: m.html,
          replyTo: m.replyTo,
          headers: m.headers,
          attachments: (m.attachments ?? []).map((attachment, index) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            sizeBytes: Buffer.byteLength(attachment.content, 'base64'),
            url: outboxAttachmentPath(m.id, index),
          })),
          createdAt: m.createdAt.toISOString(),
        })),
      );
    } else {
      sendText(res, 200, outboxPage(messages, to), 'text/html; charset=utf-8');
    }
    return true;
  };
}
