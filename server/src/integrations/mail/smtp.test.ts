import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './smtp.js';

/** A mail server that accepts everything and keeps each message's raw text. */
let server: Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = null;
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (data === null && (newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('EHLO')) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as { port: number }).port;
});
afterAll(() => server.close());

describe('smtpMailer', () => {
  it('sends the text and the HTML as multipart/alternative, with Reply-To and the extra headers', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Solve Academy <no-reply@academy.test>');
    await mailer.send({
      to: 'parent@example.com',
      subject: 'Your week',
      text: 'Text part',
      html: '<p>HTML part</p>',
      replyTo: 'office@academy.test',
      key: 'job-7',
      headers: {
        'List-Unsubscribe': '<https://academy.test/unsubscribe?token=a.b>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const raw = received.at(-1)!;
    expect(raw).toMatch(/^From: Solve Academy <no-reply@academy\.test>$/m);
    expect(raw).toMatch(/^Reply-To: office@academy\.test$/m);
    expect(raw).toMatch(/^Message-ID: <job-7@academy\.test>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw.indexOf('Content-Type: text/plain')).toBeGreaterThan(0);
    expect(raw.indexOf('Content-Type: text/html')).toBeGreaterThan(raw.indexOf('Content-Type: text/plain'));
    expect(raw).toContain('<p>HTML part</p>');
  });

  it('sends a text-only message as one plain part', async () => {
    await smtpMailer(`smtp://127.0.0.1:${port}`, 'no-reply@academy.test').send({ to: 'a@example.com', subject: 'Code', text: 'Only text' });
    const raw = received.at(-1)!;
    expect(raw).not.toContain('multipart');
    expect(raw).not.toMatch(/^Reply-To:/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
  });

  it('attaches files as parts of their own after the text', async () => {
    const pdf = Buffer.from('%PDF-1.3 receipt');
    await smtpMailer(`smtp://127.0.0.1:${port}`, 'no-reply@academy.test').send({
      to: 'a@example.com',
      subject: 'Your receipt',
      text: 'Thank you',
      attachments: [{ filename: 'receipt-PAY-7.pdf', contentType: 'application/pdf', content: pdf.toString('base64') }],
    });
    const raw = received.at(-1)!;
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=receipt-PAY-7\.pdf$/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=receipt-PAY-7\.pdf$/m);
    expect(raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
    expect(raw.indexOf('Thank you')).toBeLessThan(raw.indexOf('application/pdf'));
  });
});
