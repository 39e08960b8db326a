import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFullScreen, useTextSize } from './usePlayerPreferences';

describe('useTextSize', () => {
  it('is small until chosen, and keeps the choice on the device', () => {
    const { result } = renderHook(() => useTextSize());
    expect(result.current[0]).toBe('small');
    act(() => result.current[1]('large'));
    expect(result.current[0]).toBe('large');
    expect(localStorage.getItem('size')).toBe('large');
    expect(renderHook(() => useTextSize()).result.current[0]).toBe('large');
  });

  it('reads an unknown stored size as small', () => {
    localStorage.setItem('size', 'huge');
    expect(renderHook(() => useTextSize()).result.current[0]).toBe('small');
    localStorage.setItem('size', 'toString');
    expect(renderHook(() => useTextSize()).result.current[0]).toBe('small');
  });
});

describe('useFullScreen', () => {
  it('is off until turned on, and stays on for the session', () => {
    const { result } = renderHook(() => useFullScreen(true));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(renderHook(() => useFullScreen(true)).result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(renderHook(() => useFullScreen(true)).result.current[0]).toBe(false);
  });

  it('is never on for students', () => {
    sessionStorage.setItem('fullScreen', 'true');
    expect(renderHook(() => useFullScreen(false)).result.current[0]).toBe(false);
  });
});
