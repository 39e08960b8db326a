import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferences, provideDrawingTabValues, sessionValues } from './storage';

describe('sessionValues', () => {
  it('reads, while the server draws a page, the values the drawing gives and nothing else', () => {
    vi.stubGlobal('sessionStorage', undefined);
    try {
      provideDrawingTabValues({ classroomId: '3', submissionId: '51' });
      expect(sessionValues.get('submissionId')).toBe('51');
      expect(sessionValues.get('review')).toBeNull();
      provideDrawingTabValues(null);
      expect(sessionValues.get('submissionId')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps values as text in the tab’s session storage', () => {
    sessionValues.set('classroomId', 12);
    sessionValues.set('preview', false);
    expect(sessionStorage.getItem('classroomId')).toBe('12');
    expect(sessionValues.get('preview')).toBe('false');
    sessionValues.remove('classroomId');
    expect(sessionValues.get('classroomId')).toBeNull();
  });

  it('keeps JSON values and reads them back', () => {
    sessionValues.setJson('tabByClassroom', { 3: 'LESSONS' });
    expect(sessionValues.getJson('tabByClassroom')).toEqual({ 3: 'LESSONS' });
  });

  it('reads a missing, empty or damaged JSON value as none', () => {
    expect(sessionValues.getJson('currentProbNum')).toBeNull();
    sessionStorage.setItem('currentProbNum', '');
    expect(sessionValues.getJson('currentProbNum')).toBeNull();
    sessionStorage.setItem('currentProbNum', '{"key":');
    expect(sessionValues.getJson('currentProbNum')).toBeNull();
  });
});

describe('preferences', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a preference on the device', () => {
    preferences.set('size', 'large');
    expect(localStorage.getItem('size')).toBe('large');
    expect(preferences.get('size')).toBe('large');
    expect(preferences.get('sideBar')).toBeNull();
  });

  it('goes on without storage when the browser refuses it (full or private mode)', () => {
    const refuse = (): never => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, clear: () => undefined });
    expect(() => preferences.set('size', 'small')).not.toThrow();
    expect(preferences.get('size')).toBeNull();
  });
});
