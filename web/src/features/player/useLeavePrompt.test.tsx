import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeavePrompt } from './useLeavePrompt';

const LEAVE = 'Your answers are not saved yet. Leave anyway?';

/** The page's controls, reached from the test: the text to ask with and the blocker it got. */
const page: { setText: (text: string | null) => void; blocker: ReturnType<typeof useLeavePrompt> | null } = {
  setText: () => undefined,
  blocker: null,
};

function GuardedPage({ initial }: { initial: string | null }) {
  const [text, setText] = useState(initial);
  page.setText = setText;
  page.blocker = useLeavePrompt(text);
  return <p>Guarded page: {page.blocker.state}</p>;
}

function renderAt(initial: string | null) {
  const router = createMemoryRouter(
    [
      { path: '/player', element: <GuardedPage initial={initial} /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/player'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const leaveTab = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('useLeavePrompt', () => {
  it('holds a move to another page while there is something to ask, and lets it go on proceed', async () => {
    const router = renderAt(LEAVE);
    await act(() => router.navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/player');
    expect(screen.getByText('Guarded page: blocked')).toBeTruthy();
    await act(async () => page.blocker?.proceed?.());
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('stays on the page when the person chooses to stay', async () => {
    const router = renderAt(LEAVE);
    await act(() => router.navigate('/dashboard'));
    await act(async () => page.blocker?.reset?.());
    expect(router.state.location.pathname).toBe('/player');
    expect(screen.getByText('Guarded page: unblocked')).toBeTruthy();
  });

  it('lets a change of the same page’s query through', async () => {
    const router = renderAt(LEAVE);
    await act(() => router.navigate('/player?problem=2'));
    expect(router.state.location.search).toBe('?problem=2');
    expect(screen.getByText('Guarded page: unblocked')).toBeTruthy();
  });

  it('asks nothing while there is nothing to ask', async () => {
    const router = renderAt(null);
    await act(() => router.navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a held move go once there is nothing to ask any more', async () => {
    const router = renderAt(LEAVE);
    await act(() => router.navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/player');
    await act(async () => page.setText(null));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('makes the browser ask before closing or reloading the tab, only while there is something to ask', async () => {
    const router = renderAt(LEAVE);
    const asked = leaveTab();
    expect(asked.defaultPrevented).toBe(true);
    expect(asked.returnValue).toBe(LEAVE);
    await act(async () => page.setText(null));
    expect(leaveTab().defaultPrevented).toBe(false);
    await act(async () => page.setText(LEAVE));
    expect(leaveTab().defaultPrevented).toBe(true);
    // Leaving the page (allowed now that it proceeds) takes the question away.
    await act(() => router.navigate('/dashboard'));
    await act(async () => page.blocker?.proceed?.());
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(leaveTab().defaultPrevented).toBe(false);
  });
});
