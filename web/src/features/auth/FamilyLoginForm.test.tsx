import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { messages } from '@solve/core/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInNotice } from '../dashboard';
import { SignInApp } from './SignInApp';

// The counter's live connection is not part of what is tested here.
vi.mock('../../app/graphql/live', () => ({ subscribe: () => () => undefined }));

const ANSWERS: Record<string, unknown> = {
  Academy: {
    academy: { name: 'Maple Academy', phoneNumber: '', supportHours: '', introVideoUrl: '', helpVideoUrl: '', promoBanner: '' },
    appVersion: '1',
  },
  ProblemsSolved: { countProblemResponses: 12 },
  FamilyLogin: { familyLogin: { hasAccount: true, verificationCodeSent: true, secondsToExpire: 0, message: 'Code sent' } },
  FamilyVerify: { familyVerify: { success: true, message: 'Welcome!', familyAccountId: 4, redirectTo: 'DASHBOARD' } },
};

let verified = false;

beforeEach(() => {
  verified = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(init.body as string) as { operationName: string };
      if (operationName === 'FamilyVerify') verified = true;
      // Who signed in cannot be read once the code is accepted: the server is unreachable.
      if (operationName === 'Me')
        return verified ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Response.json({ data: { me: null } }));
      return Promise.resolve(Response.json({ data: ANSWERS[operationName] ?? null }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parent sign-in when the family member cannot be read', () => {
  it('says so, and goes to the dashboard all the same, which shows the text once', async () => {
    window.history.replaceState(null, '', '/family');
    const onLeave = vi.fn();
    render(<SignInApp initial={{ pathname: '/family', state: null }} onLeave={onLeave} />);
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+1 555 010 2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/dashboard');
    expect(sessionStorage.getItem('signInNotice')).toBe('getting family member info failed');

    // The dashboard shows it, once.
    cleanup();
    const first = render(<SignInNotice />);
    expect(screen.getByRole('alert').textContent).toContain(messages.FAMILY_INFO_FAILED);
    first.unmount();
    render(<SignInNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
