import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, notificationTemplates, outboxMessages } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { absentEvent, notificationPeople } from '../../test/notification-kit.js';
import { notify } from './notify.service.js';

// Noon in the academy's zone: a text goes at once.
const NOON = new Date('2026-11-22T20:00:00Z');
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ now: NOON });
  await createSettings(t.services.db, { name: 'Solve Academy' });
});
afterAll(() => t.close());

const db = () => t.services.db;
const bellOf = (key: string) => db().select().from(notifications).where(eq(notifications.eventKey, key));
const outboxTo = (address: string) => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, address));

describe("the academy's wording", () => {
  it('a saved subject and text message change the bell, the mail and the text; the text part left null keeps the default', async () => {
    const people = await notificationPeople(db(), NOON);
    await db().insert(notificationTemplates).values({
      message: 'ABSENT',
      subject: '{{academy}}: {{firstName}} missed {{class}}',
      text: null,
      sms: 'Missed: {{firstName}}, {{class}}.',
    });
    try {
      await notify(t.services, absentEvent('absent:wording', [people.recipients.parent], people.student.id));
      await t.runJobs();
      const defaultText = 'Alice Williams was absent for Pre-Algebra, lesson 3. You can schedule a makeup.';
      const [row] = await bellOf('absent:wording');
      expect(row).toMatchObject({ title: 'Solve Academy: Alice missed Pre-Algebra', body: defaultText });
      const [mail, ...moreMail] = await outboxTo(people.parent.email);
      expect(moreMail).toHaveLength(0);
      expect(mail!.subject).toBe('Solve Academy: Alice missed Pre-Algebra');
      expect(mail!.body.startsWith(`${defaultText}\n\nhttp://localhost:3000/family/attendance`)).toBe(true);
      const [text] = await outboxTo(people.parent.phoneNumber);
      expect(text!.body).toBe('Solve Academy: Missed: Alice, Pre-Algebra. http://localhost:3000/family/attendance');
    } finally {
      await db().delete(notificationTemplates).where(eq(notificationTemplates.message, 'ABSENT'));
    }
  });

  it('without a saved wording every part is the default', async () => {
    const people = await notificationPeople(db(), NOON);
    await notify(t.services, absentEvent('absent:default', [people.recipients.parent], people.student.id));
    await t.runJobs();
    expect((await bellOf('absent:default'))[0]).toMatchObject({ title: 'Alice was absent today' });
    expect((await outboxTo(people.parent.email))[0]!.subject).toBe('Alice was absent today');
    expect((await outboxTo(people.parent.phoneNumber))[0]!.body).toBe(
      'Solve Academy: Alice Williams was absent for Pre-Algebra, lesson 3. http://localhost:3000/family/attendance',
    );
  });
});
