import { describe, expect, it } from 'vitest';
import { humanBytes, modeOf, testModeWarning, wordList } from './format';

describe('the System page texts', () => {
  it('write sizes in megabytes under a gigabyte and gigabytes above', () => {
    expect(humanBytes(0)).toBe('0.0 MB');
    expect(humanBytes(5.25 * 1024 * 1024)).toBe('5.3 MB');
    expect(humanBytes(1536 * 1024 * 1024 - 1)).toBe('1.5 GB');
    expect(humanBytes(512.4 * 1024 * 1024)).toBe('512 MB');
    expect(humanBytes(3_500_000_000)).toBe('3.3 GB');
  });

  it('name the services in test mode, and say nothing when none is', () => {
    const live = [
      { service: 'PAYMENTS', adapter: 'authorizenet', testMode: false },
      { service: 'STORAGE', adapter: 'local', testMode: false },
    ] as const;
    expect(testModeWarning(live)).toBeNull();
    expect(
      testModeWarning([
        ...live,
        { service: 'SMS', adapter: 'outbox', testMode: true },
        { service: 'MAIL', adapter: 'outbox', testMode: true },
      ]),
    ).toBe(
      'This academy is running in test mode: text messages (sign-in codes are not sent) and mail (receipts and invitations are not sent). Choose real services in the settings before the academy opens.',
    );
  });

  it('show a stand-in as test mode, local files as local, and a real service as live', () => {
    expect(modeOf({ service: 'PAYMENTS', adapter: 'sandbox', testMode: true })).toEqual({ label: 'Test mode', color: 'warning' });
    expect(modeOf({ service: 'STORAGE', adapter: 'local', testMode: false })).toEqual({ label: 'Local', color: 'default' });
    expect(modeOf({ service: 'STORAGE', adapter: 's3', testMode: false })).toEqual({ label: 'Live', color: 'success' });
  });

  it('join words as a sentence does', () => {
    expect(wordList([])).toBe('');
    expect(wordList(['a'])).toBe('a');
    expect(wordList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
