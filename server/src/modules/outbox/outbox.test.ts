import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import { outboxMailer } from '../../integrations/mail/outbox.js';
import { PRODUCTION_TEST_ENV, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let origin = '';

beforeAll(async () => {
  server = await startTestServer();
  origin = `http://127.0.0.1:${await server.app.listen(0, '127.0.0.1')}`;
  await server.services.db.insert(outboxMessages).values([
    { kind: 'SMS', recipient: '+15550100001', body: 'Your code is: 111111' },
    { kind: 'MAIL', recipient: 'pat@example.com', subject: 'Reset <b>now</b>', body: 'Open <script>alert(1)</script> & go' },
    { kind: 'CALL', recipient: '+15550100001', body: 'Your code is: 222222' },
  ]);
});

afterAll(() => server.close());

describe('dev outbox', () => {
  it('lists messages as JSON, newest first', async () => {
    const response = await fetch(`${origin}/dev/outbox.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const list = (await response.json()) as { kind: string; recipient: string; body: string; subject: string; createdAt: string }[];
    expect(list.map((m) => m.kind)).toEqual(['CALL', 'MAIL', 'SMS']);
    expect(list[1]).toMatchObject({ recipient: 'pat@example.com', subject: 'Reset <b>now</b>' });
    expect(Number.isNaN(Date.parse(list[0]!.createdAt))).toBe(false);
  });

  it('filters by recipient', async () => {
    const list = (await (await fetch(`${origin}/dev/outbox.json?to=${encodeURIComponent('+15550100001')}`)).json()) as { body: string }[];
    expect(list.map((m) => m.body)).toEqual(['Your code is: 222222', 'Your code is: 111111']);
    expect(await (await fetch(`${origin}/dev/outbox.json?to=nobody`)).json()).toEqual([]);
  });

  it('shows at most the newest 100', async () => {
    await server.services.db
      .insert(outboxMessages)
      .values(Array.from({ length: 105 }, (_, i) => ({ kind: 'MAIL' as const, recipient: 'bulk@example.com', body: `mail ${i}` })));
    const list = (await (await fetch(`${origin}/dev/outbox.json`)).json()) as { body: string }[];
    expect(list).toHaveLength(100);
    expect(list[0]?.body).toBe('mail 104');
  });

  it('renders a readable, escaped page that refreshes every 5 seconds', async () => {
    const response = await fetch(`${origin}/dev/outbox?to=pat%40example.com`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('Reset &lt;b&gt;now&lt;/b&gt;');
    expect(html).toContain('Open &lt;script&gt;alert(1)&lt;/script&gt; &amp; go');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('Your code is');
  });

  it('shows a mail’s HTML part as the recipient sees it: nothing run, nothing fetched', async () => {
    const [mail] = await server.services.db
      .insert(outboxMessages)
      .values({
        kind: 'MAIL',
        recipient: 'html@example.com',
        subject: 'Your week',
        body: 'Text part',
        html: '<!doctype html><p style="color:#333">HTML part</p>',
        replyTo: 'office@example.com',
      })
      .returning();
    const page = await (await fetch(`${origin}/dev/outbox?to=html%40example.com`)).text();
    expect(page).toContain(`href="/dev/outbox/mail/${mail!.id}"`);
    expect(page).toContain('Reply-To: office@example.com');
    const list = (await (await fetch(`${origin}/dev/outbox.json?to=html%40example.com`)).json()) as { html: string; replyTo: string }[];
    expect(list[0]).toMatchObject({ html: mail!.html, replyTo: 'office@example.com' });

    const view = await fetch(`${origin}/dev/outbox/mail/${mail!.id}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toMatch(/text\/html/);
    expect(view.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await view.text()).toBe(mail!.html);
    // A text-only mail, a text message, an id nothing has and a malformed one have no HTML to show.
    const [plain] = await server.services.db
      .insert(outboxMessages)
      .values({ kind: 'MAIL', recipient: 'x@example.com', body: 'plain' })
      .returning();
    for (const path of [
      `/dev/outbox/mail/${plain!.id}`,
      '/dev/outbox/mail/999999999',
      '/dev/outbox/mail/9999999999',
      '/dev/outbox/mail/x',
      '/dev/outbox/other',
    ])
      expect((await fetch(`${origin}${path}`)).status).toBe(404);
  });

  it('keeps a mail’s attachments, lists each with a link, and downloads it as it was sent', async () => {
    const pdf = Buffer.from('%PDF-1.3 a receipt');
    await outboxMailer(server.services.db).send({
      to: 'files@example.com',
      subject: 'Your receipt',
      text: 'Thank you',
      attachments: [{ filename: 'receipt-PAY-7.pdf', contentType: 'application/pdf', content: pdf.toString('base64') }],
    });
    const list = (await (await fetch(`${origin}/dev/outbox.json?to=files%40example.com`)).json()) as {
      id: number;
      attachments: { filename: string; contentType: string; sizeBytes: number; url: string }[];
    }[];
    const [mail] = list;
    expect(mail!.attachments).toEqual([
      {
        filename: 'receipt-PAY-7.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        url: `/dev/outbox/mail/${mail!.id}/attachments/0`,
      },
    ]);
    const page = await (await fetch(`${origin}/dev/outbox?to=files%40example.com`)).text();
    expect(page).toContain(`href="/dev/outbox/mail/${mail!.id}/attachments/0" download="receipt-PAY-7.pdf">receipt-PAY-7.pdf</a>`);
    const file = await fetch(`${origin}/dev/outbox/mail/${mail!.id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="receipt-PAY-7.pdf"');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    for (const path of [
      `/dev/outbox/mail/${mail!.id}/attachments/1`,
      '/dev/outbox/mail/999999/attachments/0',
      '/dev/outbox/mail/1/attachments/x',
    ])
      expect((await fetch(`${origin}${path}`)).status).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({ env: PRODUCTION_TEST_ENV });
    try {
      const port = await production.app.listen(0, '127.0.0.1');
      for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/mail/1']) {
        expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
