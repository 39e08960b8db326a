import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@solve/core/notification-kinds';
import { type Recipient, RECIPIENT_TYPES, type RecipientType } from './recipients.js';

/**
 * The one-click unsubscribe link of every notification e-mail names a recipient and a kind,
 * signed with the server's secret: it needs no sign-in and no table, and a changed letter makes
 * it worthless. It never expires (an old e-mail's link still works, as mail providers expect).
 */
export interface UnsubscribeSubject {
  recipient: Recipient;
  kind: NotificationKind;
}

const SCOPE = 'unsubscribe';

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${SCOPE}|${body}`).digest();
}

export function unsubscribeToken(secret: string, { recipient, kind }: UnsubscribeSubject): string {
  const body = Buffer.from(`${recipient.type}:${recipient.id}:${kind}`).toString('base64url');
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

/** The subject of a token the server signed, or null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const [body, given, extra] = token.split('.');
  if (!body || !given || extra !== undefined) return null;
  const expected = signature(secret, body);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const [type, id, kind] = Buffer.from(body, 'base64url').toString('utf8').split(':');
  if (!RECIPIENT_TYPES.includes(type as RecipientType) || !/^[1-9]\d{0,9}$/.test(id ?? '') || !kind || !(kind in NOTIFICATION_KINDS))
    return null;
  return { recipient: { type: type as RecipientType, id: Number(id) }, kind: kind as NotificationKind };
}

export function unsubscribeUrl(publicUrl: string, secret: string, subject: UnsubscribeSubject): string {
  return `${publicUrl}/unsubscribe?token=${unsubscribeToken(secret, subject)}`;
}
