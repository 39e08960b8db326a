import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './AppShell';

// The session is still loading (no answer to "who am I" yet).
vi.mock('../session', () => ({ useSession: () => ({ me: undefined, role: 'guest' }) }));
vi.mock('../academy', () => ({ useAcademy: () => ({ academy: null }) }));

function shellAt(path: string) {
  const router = createMemoryRouter([{ element: <AppShell />, children: [{ path: '*', element: <p>page</p> }] }], {
    initialEntries: [path],
  });
  const { container } = render(<RouterProvider router={router} />);
  return container.querySelector('main')!;
}

describe('the shell while the session loads', () => {
  it('keeps the header’s place on a page of the app', () => {
    expect(shellAt('/dashboard').previousElementSibling).not.toBeNull();
  });

  it('shows no header on the player, which a student sees full-window: nothing moves up once the session is known', () => {
    expect(shellAt('/problemSets?assignmentId=3').previousElementSibling).toBeNull();
  });
});
