import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ManageLayout from './ManageLayout';

const session = vi.hoisted(() => ({ role: 'admin' }));
vi.mock('../../app/session', () => ({ useSession: () => session }));

function manageAt(path: string) {
  const router = createMemoryRouter([{ element: <ManageLayout />, children: [{ path: '*', element: <p>section</p> }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Manage' });
}

afterEach(() => {
  session.role = 'admin';
});

describe('the back office’s sections', () => {
  it('are links, the current section (a class’s page is in Classes) marked as the page', () => {
    const nav = manageAt('/manage/classes/12');
    const current = within(nav).getByRole('link', { name: 'Classes' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/manage/classes');
    expect(within(nav).getByRole('link', { name: 'System' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).queryAllByRole('tab')).toHaveLength(0);
  });

  it('show an instructor only the sections an instructor may open', () => {
    session.role = 'instructor';
    const nav = manageAt('/manage/classes');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Classes']);
  });

  it('mark none on a page that is no section', () => {
    const nav = manageAt('/manage');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(0);
  });
});
