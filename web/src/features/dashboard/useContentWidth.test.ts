import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useContentWidth } from './useContentWidth';

const widthAt = (windowWidth: number) => {
  window.innerWidth = windowWidth;
  return renderHook(() => useContentWidth()).result.current;
};

afterEach(() => {
  window.innerWidth = 1024;
});

describe('useContentWidth', () => {
  it('leaves out the side bar and the desktop padding on a wide window', () => {
    expect(widthAt(1280)).toBe(1280 - 100 - 64);
    expect(widthAt(769)).toBe(769 - 100 - 64);
  });

  it('leaves out only the mobile padding up to 768 px', () => {
    expect(widthAt(768)).toBe(768 - 32);
    expect(widthAt(390)).toBe(390 - 32);
  });
});
