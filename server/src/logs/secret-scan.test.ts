import { describe, expect, it } from 'vitest';
import { describeFindings, maskSecret, scanLogText } from './secret-scan.js';

const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: 1764329133123, app: 'solve', ...fields });

describe('scanning logs for secrets', () => {
  it('passes clean log lines, times in milliseconds, redacted headers and hashes', () => {
    const text = [
      line({ msg: 'request completed', route: 'POST /graphql', status: 200, durationMs: 12.5 }),
      line({ req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]' } }, msg: 'request' }),
      line({ msg: 'answer saved', sequence: 1764329133456.5, passwordHash: '$argon2id$v=19$m=19456', code: 'ECONNREFUSED' }),
      line({ msg: 'listening', port: 3101, requestId: '1a2b3c4d-0000-4000-8000-1234567890ab' }),
      // Request ids whose leading digit groups pass Luhn when read as a grouped card number (seen in a run).
      line({ msg: 'graphql', requestId: '29078869-7323-4992-b35c-6285f9cac9f2' }),
      line({ msg: 'http', requestId: '72951079-6779-4548-9d80-30de660945e8' }),
    ].join('\n');
    expect(scanLogText(text, 'a.log', [{ kind: 'password', value: 'solve-demo-2026' }])).toEqual([]);
  });

  it('finds a card number in any form that passes Luhn, and not a number that fails it', () => {
    const text = [
      line({ msg: 'charge', card: '4111111111111111' }),
      'payment for card 5555 5555 5555 4444 refused',
      line({ msg: 'order', reference: '4111111111111112' }),
      'amex 3782-822463-10005',
    ].join('\n');
    expect(scanLogText(text, 'a.log').map((f) => [f.line, f.kind])).toEqual([
      [1, 'card number'],
      [2, 'card number'],
      [4, 'card number'],
    ]);
  });

  it('finds passwords by their key and by their value, sign-in codes, session tokens and Authorization headers', () => {
    const token = 'Qm9ndXNTZXNzaW9uVG9rZW5Gb3JUaGVUZXN0MDEyMzQ1';
    const text = [
      line({ msg: 'login', variables: { username: 'ivy', password: 'ivy-chosen-pass-1' } }),
      'failed sign-in with fixture-pass-2026 for someone',
      line({ msg: 'verify', variables: { phoneNumber: '+14085551234', verificationCode: '123456' } }),
      'sms body: Your Academy verification code is: 654321',
      line({ res: { headers: { 'set-cookie': `solve_session=${token}; Path=/; HttpOnly` } } }),
      line({ data: { studentLogin: { token } } }),
      'GET /graphql authorization: Bearer abcdef0123456789',
      line({ headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
    ].join('\n');
    const findings = scanLogText(text, 'instance-a.log', [{ kind: 'password', value: 'fixture-pass-2026' }]);
    expect(findings.map((f) => [f.line, f.kind])).toEqual([
      [1, 'password'],
      [2, 'password'],
      [3, 'sign-in code'],
      [4, 'sign-in code'],
      [5, 'session token'],
      [6, 'session token'],
      [7, 'authorization header'],
      [8, 'authorization header'],
    ]);
  });

  it('reports where each leak is without printing the secret', () => {
    const findings = scanLogText(`first line\n${line({ password: 'ivy-chosen-pass-1' })}`, 'instance-b.log');
    const report = describeFindings(findings);
    expect(report).toBe('instance-b.log:2: password iv…-1 (17 characters)');
    expect(report).not.toContain('ivy-chosen-pass-1');
    expect(maskSecret('123456')).toBe('… (6 characters)');
  });
});
