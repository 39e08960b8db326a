import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireSignIn } from './RequireSignIn';
import type { Me, Role, Session } from './session';

/** The session the guard sees: who is signed in (undefined while the first answer is on its way) and their role. */
const session: { me: Me | null | undefined; role: Role } = { me: undefined, role: 'guest' };

vi.mock('./session', () => ({
  useSession: (): Session => ({ ...session, refresh: async () => undefined, signOut: async () => undefined }),
}));

const someone = { id: 3, firstName: 'Ana' } as Me;

/** Where the guard sent the visitor, and the router state it gave. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} {JSON.stringify(location.state)}
    </p>
  );
}

function visit(guard: Omit<Parameters<typeof RequireSignIn>[0], 'children'> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Landed name="home" /> },
      { path: '/family', element: <Landed name="family sign-in" /> },
      { path: '/cart', element: <RequireSignIn {...guard}>Cart page</RequireSignIn> },
    ],
    { initialEntries: ['/cart?invoiceId=5'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  session.me = undefined;
  session.role = 'guest';
});

describe('RequireSignIn', () => {
  it('shows a spinner, and sends nobody away, while it is not yet known who is signed in', () => {
    const router = visit();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    // One progress bar with a name: the circle inside it is decoration (an unnamed progress bar fails axe).
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('shows the page to anyone signed in when no roles are named', () => {
    session.me = someone;
    session.role = 'student';
    visit();
    expect(screen.getByText('Cart page')).toBeTruthy();
  });

  it('sends a signed-out visitor home with the Login modal open and the way back', () => {
    session.me = null;
    const router = visit();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/cart?invoiceId=5', openLogin: true });
    expect(screen.getByText(/^home/)).toBeTruthy();
  });

  it('sends a signed-out visitor to the page named, without the Login modal', () => {
    session.me = null;
    const router = visit({ roles: ['family'], redirectTo: '/family' });
    expect(router.state.location.pathname).toBe('/family');
    expect(router.state.location.state).toEqual({ from: '/cart?invoiceId=5' });
  });

  it('sends a user of another role away without opening the Login modal, even home', () => {
    session.me = someone;
    session.role = 'student';
    const router = visit({ roles: ['family'] });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/cart?invoiceId=5' });
  });

  it('shows the page to a user of a role named', () => {
    session.me = someone;
    session.role = 'admin';
    visit({ roles: ['instructor', 'admin'] });
    expect(screen.getByText('Cart page')).toBeTruthy();
  });

  it('shows the page to whoever the access rule allows: a parent on a guest link reads the family pages', () => {
    session.me = { ...someone, userType: 'FAMILY_MEMBER', isGuest: true };
    session.role = 'family';
    visit({ allow: 'readFamilyPages' });
    expect(screen.getByText('Cart page')).toBeTruthy();
  });

  it('sends away whoever the access rule refuses: a student from staff work', () => {
    session.me = { ...someone, userType: 'STUDENT', isGuest: false };
    session.role = 'student';
    const router = visit({ allow: 'doStaffWork', redirectTo: '/family' });
    expect(router.state.location.pathname).toBe('/family');
  });
});
