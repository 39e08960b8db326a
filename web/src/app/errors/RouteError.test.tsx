import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { ERROR_TEXT, ERROR_TITLE, RouteError, STALE_TEXT } from './RouteError';

function Thrower({ error }: { error: Error }): never {
  throw error;
}

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter([{ path: '/', element: <Thrower error={error} />, errorElement: <RouteError /> }]);
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a friendly message with a reload button when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderFailingRoute(new Error("Cannot read properties of undefined (reading 'id')"));

    expect(await screen.findByRole('heading', { name: ERROR_TITLE })).toBeTruthy();
    expect(screen.getByText(ERROR_TEXT)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself once for a script that vanished with a deploy, then offers the button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const stale = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/HomePage-abc.js');

    renderFailingRoute(stale());
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page (same tab, moments later) fails again: it says so instead of looping.
    cleanup();
    renderFailingRoute(stale());
    expect(await screen.findByText(STALE_TEXT)).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
