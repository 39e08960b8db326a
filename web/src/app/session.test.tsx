import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationContext } from './navigation';
import { provideDrawnAnswers } from './drawnPage';
import { askWhoIsSignedIn, type Me, roleOf, SessionProvider, useSession } from './session';

const ana = {
  userType: 'STUDENT',
  id: 5,
  firstName: 'Ana',
  lastName: 'Lee',
  imageUrl: null,
  familyAccountId: null,
  isTeacher: false,
  isAdmin: false,
  isGuest: false,
  gradeUpdated: true,
  testModes: [],
};

/** The server answers every "me" with Ana; returns how many were asked. */
function server() {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { me: ana } }))));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.length;
}

function Who() {
  const { me } = useSession();
  return <p>{me === undefined ? 'asking' : (me?.firstName ?? 'nobody')}</p>;
}

function showSession() {
  render(
    <NavigationContext value={{ state: null, navigate: () => undefined }}>
      <SessionProvider>
        <Who />
      </SessionProvider>
    </NavigationContext>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'firstName=; Path=/; Max-Age=0';
  document.cookie = 'admin=; Path=/; Max-Age=0';
});

describe('the session', () => {
  it('knows who is signed in from the first render of a page the server drew for them, without asking', async () => {
    document.cookie = 'firstName=Ana; Path=/';
    const asked = server();
    provideDrawnAnswers({ session: { me: ana }, answers: {} });
    try {
      askWhoIsSignedIn();
      showSession();
      // No "asking" state between: the drawn page stays as it was drawn.
      expect(screen.getByText('Ana')).toBeTruthy();
      await Promise.resolve();
      expect(asked()).toBe(0);
    } finally {
      provideDrawnAnswers(null);
    }
  });

  it('takes the answer asked as the page started, without asking again', async () => {
    document.cookie = 'firstName=Ana; Path=/';
    const asked = server();
    askWhoIsSignedIn();
    expect(asked()).toBe(1);
    showSession();
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(asked()).toBe(1);
  });

  it('leaves the early answer to the first session: the next one (the app after the sign-in pages) asks anew', async () => {
    document.cookie = 'firstName=Ana; Path=/';
    const asked = server();
    askWhoIsSignedIn();
    showSession();
    expect(await screen.findByText('Ana')).toBeTruthy();
    showSession();
    await waitFor(() => expect(asked()).toBe(2));
    expect(await screen.findAllByText('Ana')).toHaveLength(2);
  });
});

const me = (overrides: Partial<Me>): Me => ({ isAdmin: false, isTeacher: false, ...overrides }) as Me;

describe('roleOf', () => {
  it('reads nobody (or nobody yet) as a guest', () => {
    expect(roleOf(null)).toBe('guest');
    expect(roleOf(undefined)).toBe('guest');
  });

  it('reads parents as family and students as students', () => {
    expect(roleOf(me({ userType: 'FAMILY_MEMBER' }))).toBe('family');
    expect(roleOf(me({ userType: 'STUDENT' }))).toBe('student');
  });

  it('reads an employee who only administers as admin, one who teaches as instructor', () => {
    expect(roleOf(me({ userType: 'EMPLOYEE', isAdmin: true }))).toBe('admin');
    expect(roleOf(me({ userType: 'EMPLOYEE', isTeacher: true }))).toBe('instructor');
    expect(roleOf(me({ userType: 'EMPLOYEE', isAdmin: true, isTeacher: true }))).toBe('instructor');
  });

  it('reads an employee who signed in on the admin page as admin', () => {
    document.cookie = 'admin=1; Path=/';
    expect(roleOf(me({ userType: 'EMPLOYEE', isAdmin: true, isTeacher: true }))).toBe('admin');
  });
});
