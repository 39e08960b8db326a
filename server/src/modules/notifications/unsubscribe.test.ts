import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationChoices } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { notificationPeople } from '../../test/notification-kit.js';
import { setNotificationPreference } from './preferences.service.js';
import { unsubscribeToken } from './unsubscribe-token.js';

const NOW = new Date('2026-11-22T20:00:00Z');
let t: TestServer;
let origin: string;
let people: Awaited<ReturnType<typeof notificationPeople>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db, { name: 'Solve Academy' });
  people = await notificationPeople(t.services.db, NOW);
  await t.app.listen(0, '127.0.0.1');
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const secret = () => t.services.config.secretKey;
const choices = () => t.services.db.select().from(notificationChoices);
const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
  fetch(`${origin}/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('unsubscribe links', () => {
  it('GET shows the academy and the kind, with a button that posts the one-click form', async () => {
    const token = unsubscribeToken(secret(), { recipient: people.recipients.parent, kind: 'ABSENT' });
    const response = await fetch(`${origin}/unsubscribe?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<h1>Solve Academy</h1>');
    expect(html).toContain('You will no longer receive absent or late e-mails.');
    expect(html).toContain(`<form method="post" action="/unsubscribe?token=${token}">`);
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await choices()).toHaveLength(0);
  });

  it("POST one-click turns off only that kind's e-mail for that person, signed out", async () => {
    const { parent } = people.recipients;
    await setNotificationPreference(t.services, parent, 'LOW_GRADE', 'EMAIL', true);
    const response = await oneClick(unsubscribeToken(secret(), { recipient: parent, kind: 'ABSENT' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are unsubscribed');
    const mine = (await choices()).filter((c) => c.recipientId === parent.id && c.recipientType === 'FAMILY_MEMBER');
    expect(mine.map(({ kind, channel, on }) => ({ kind, channel, on })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'ABSENT', channel: 'EMAIL', on: false },
      { kind: 'LOW_GRADE', channel: 'EMAIL', on: true },
    ]);
    // Again is the same answer and no change.
    expect((await oneClick(unsubscribeToken(secret(), { recipient: parent, kind: 'ABSENT' }))).status).toBe(200);
    expect(await choices()).toHaveLength(2);
  });

  it('a tampered, foreign or missing token gets a clear 400 page and changes nothing', async () => {
    const before = await choices();
    const token = unsubscribeToken(secret(), { recipient: people.recipients.student, kind: 'CLASS_NEWS' });
    const [body, signature] = token.split('.');
    const otherBody = Buffer.from(`STUDENT:${people.student.id + 1}:CLASS_NEWS`).toString('base64url');
    const foreign = unsubscribeToken('another-secret-another-secret-0123456789', {
      recipient: people.recipients.student,
      kind: 'CLASS_NEWS',
    });
    for (const bad of [`${otherBody}.${signature}`, `${body}.${signature!.slice(1)}x`, foreign, '', 'nonsense']) {
      for (const response of [await fetch(`${origin}/unsubscribe?token=${encodeURIComponent(bad)}`), await oneClick(bad)]) {
        expect(response.status).toBe(400);
        expect(await response.text()).toContain('This unsubscribe link is not valid.');
      }
    }
    // A good token without the one-click body is refused too.
    expect((await oneClick(token, 'something=else')).status).toBe(400);
    expect(await choices()).toEqual(before);
  });
});
