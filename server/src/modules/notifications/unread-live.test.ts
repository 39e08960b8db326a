import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createSettings } from '../../db/seed/factories/settings.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { absentEvent, notificationPeople } from '../../test/notification-kit.js';
import { openSecondInstance, type SecondInstance } from '../../test/second-instance.js';
import { markAllNotificationsRead } from './inbox.service.js';
import { notify } from './notify.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
let t: TestServer;
let second: SecondInstance;
let people: Awaited<ReturnType<typeof notificationPeople>>;
let client: Client;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  second = await openSecondInstance(t);
  await createSettings(t.services.db, { name: 'Solve Academy' });
  people = await notificationPeople(t.services.db, NOW);
  const port = await t.app.listen(0, '127.0.0.1');
  const headers = { origin: 'http://localhost:3000', authorization: `Bearer ${people.tokens.parent}` };
  class SignedInSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: SignedInSocket, retryAttempts: 0, lazy: true });
});
afterAll(async () => {
  await client?.dispose();
  await second?.close();
  await t?.close();
});

describe('the live unread count', () => {
  it('a bell on instance A hears of notifications made and read through instance B, and of no one else’s', async () => {
    const counts: number[] = [];
    const failures: unknown[] = [];
    const stop = client.subscribe<{ unreadNotificationCountChanged: number }>(
      { query: `subscription { unreadNotificationCountChanged }` },
      {
        next: (result) => {
          if (result.data) counts.push(result.data.unreadNotificationCountChanged);
          if (result.errors) failures.push(result.errors);
        },
        error: (error) => failures.push(error),
        complete: () => undefined,
      },
    );
    try {
      // LISTEN starts when A's iterator is first read: events keep coming until A hears one.
      let n = 0;
      await vi.waitFor(
        async () => {
          n += 1;
          await notify(second.services, absentEvent(`absent:${n}`, [people.recipients.parent], people.student.id));
          expect(counts.length).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 200 },
      );
      // Read on B: the bell goes to 0 (announcements of earlier events may still be in flight).
      await markAllNotificationsRead(second.services, people.recipients.parent);
      await vi.waitFor(() => expect(counts.at(-1)).toBe(0), { timeout: 5000 });
      expect(counts.every((count) => count >= 0 && count <= n)).toBe(true);
      // Another person's notification says nothing to this bell; the parent's next one says 1.
      const heard = counts.length;
      await notify(second.services, absentEvent('absent:staff', [people.recipients.staff], null));
      await notify(second.services, absentEvent('absent:next', [people.recipients.parent], people.student.id));
      await vi.waitFor(() => expect(counts.at(-1)).toBe(1), { timeout: 5000 });
      // Announcements of the reading may still arrive after it (0); none is more than the parent's one unread.
      expect(counts.slice(heard).every((count) => count === 0 || count === 1)).toBe(true);
      expect(failures).toEqual([]);
    } finally {
      stop();
    }
  });
});
