import { describe, expect, it } from 'vitest';
import { appPath } from './appLink';

describe("a notification's link", () => {
  it('opens a path of the app', () => {
    expect(appPath('/dashboard?defaultTab=2')).toBe('/dashboard?defaultTab=2');
    expect(appPath('/lessons?classroomId=4#news')).toBe('/lessons?classroomId=4#news');
  });

  it('opens nothing outside the app', () => {
    expect(['https://example.com/', '//example.com/x', '/\\example.com', 'javascript:alert(1)', ''].map(appPath)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
