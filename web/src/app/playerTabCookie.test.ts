import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerTabValues, rememberPlayerTab } from './playerTabCookie';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'playerTab=; Max-Age=0';
});

describe('the player tab cookie', () => {
  it("names the tab's attempt for the player's address only, for the session", () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    rememberPlayerTab({ classroomId: 3, submissionId: 51, review: true });
    rememberPlayerTab({ classroomId: 3, submissionId: null, review: false });
    expect(written.mock.calls.map(([value]) => value)).toEqual([
      'playerTab=3.51.1; Path=/problemSets; SameSite=Lax',
      'playerTab=3.0.0; Path=/problemSets; SameSite=Lax',
    ]);
  });

  it.each([
    ['3.51.1', { classroomId: '3', submissionId: '51', review: 'true' }],
    ['3.51.0', { classroomId: '3', submissionId: '51' }],
    // Staff preview without a submission, and anything not written by the app: nothing to draw.
    ['3.0.0', null],
    ['0.51.0', null],
    ['3.51', null],
    ['3.51.0.9', null],
    ['x.51.0', null],
  ])('reads %s as the values the player reads', (value, values) => {
    document.cookie = `playerTab=${value}`;
    expect(playerTabValues()).toEqual(values);
  });
});
