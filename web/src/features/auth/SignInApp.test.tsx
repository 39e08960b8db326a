import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInApp } from './SignInApp';

// The counter's live connection is not part of what is tested here.
vi.mock('../../app/graphql/live', () => ({ subscribe: () => () => undefined }));

/** The server's answers, by operation. */
const ANSWERS: Record<string, unknown> = {
  Academy: {
    academy: {
      name: 'Maple Academy',
      phoneNumber: '',
      supportHours: '',
      introVideoUrl: '',
      helpVideoUrl: '',
      promoBanner: '',
      timeZone: 'America/Los_Angeles',
    },
    appVersion: '1',
  },
  Me: { me: null },
  ProblemsSolved: { countProblemResponses: 12 },
  EmployeeLogin: { employeeLogin: { success: true, employee: { id: 3, firstName: 'Ann' } } },
};

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(init.body as string) as { operationName: string };
      asked.push(operationName);
      return Promise.resolve(Response.json({ data: ANSWERS[operationName] ?? null }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens the sign-in pages at `path`, as main.tsx does for a visit that starts there. */
function open(path: '/login' | '/family' | '/instructor' | '/admin', state: unknown = null) {
  window.history.replaceState(state === null ? null : { usr: state, key: 'k', idx: 4 }, '', path);
  const onLeave = vi.fn();
  render(<SignInApp initial={{ pathname: path, state }} onLeave={onLeave} />);
  return onLeave;
}

/** Signs in on the employee page in view; resolves once the page has handed over to the app. */
async function signInEmployee(onLeave: ReturnType<typeof vi.fn>) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
}

describe('the sign-in pages on their own', () => {
  it('move between themselves in place, writing history entries as the router does', async () => {
    const onLeave = open('/login');
    expect(await screen.findByRole('heading', { name: 'Student sign-in' })).toBeTruthy();
    expect(window.history.state).toMatchObject({ idx: 0 });

    fireEvent.click(screen.getByRole('link', { name: 'Parent sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Parent sign-in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/family');
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });

    // The browser's Back: the page of the entry it returns to.
    act(() => {
      window.history.replaceState({ usr: null, key: 'k', idx: 0 }, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Student sign-in' })).toBeTruthy();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('hand any other page over to the app, at that address', async () => {
    const onLeave = open('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot Password?' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search).toBe('/recovery?password');
    expect(window.history.state).toMatchObject({ idx: 1 });
  });

  it('a link opened in a new tab is left to the browser', async () => {
    const onLeave = open('/instructor');
    const link = await screen.findByRole('link', { name: 'Student sign-in' });
    // fireEvent answers whether the click's default (the browser following the link) was left alone.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByRole('heading', { name: 'Instructor sign-in' })).toBeTruthy();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('after signing in, go where the router state said the visitor was going', async () => {
    const onLeave = open('/instructor', { from: '/roll?classroomId=7' });
    await signInEmployee(onLeave);
    expect(asked).toContain('EmployeeLogin');
    expect(window.location.pathname + window.location.search).toBe('/roll?classroomId=7');
    expect(window.history.state).toMatchObject({ idx: 5 });
  });

  it('a crafted router state cannot send the visitor off the site', async () => {
    const onLeave = open('/admin', { from: '//evil.example/' });
    await signInEmployee(onLeave);
    expect(window.location.origin + window.location.pathname).toBe(`${window.location.origin}/dashboard`);
  });
});
