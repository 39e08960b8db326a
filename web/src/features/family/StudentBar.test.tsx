import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { StudentBar } from './StudentBar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the student bar', () => {
  afterEach(() => scrollTo(0));

  it('shows the selector until the page is scrolled further than 100 px, then hides it, and shows it again at the top', () => {
    render(
      <ThemeProvider theme={theme}>
        <StudentBar>
          <button type="button">Ada</button>
        </StudentBar>
      </ThemeProvider>,
    );
    const bar = screen.getByTestId('student-bar');
    expect(bar.getAttribute('aria-hidden')).toBeNull();
    scrollTo(100);
    expect(bar.getAttribute('aria-hidden')).toBeNull();
    scrollTo(101);
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.hasAttribute('inert')).toBe(true);
    scrollTo(20);
    expect(bar.getAttribute('aria-hidden')).toBeNull();
    expect(bar.hasAttribute('inert')).toBe(false);
  });
});
