import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestGraphQL } from '../../app/graphql/request';
import { useFinishStudentSignIn } from './useFinishStudentSignIn';
import { startWorkSession } from './workSession';

const navigate = vi.fn();
const refresh = vi.fn(async () => undefined);

vi.mock('../../app/graphql/request', () => ({ requestGraphQL: vi.fn() }));
vi.mock('../../app/session', () => ({ useSession: () => ({ refresh }) }));
vi.mock('../../app/navigation', () => ({ useNavigation: () => ({ navigate, state: null }) }));
vi.mock('./workSession', () => ({ startWorkSession: vi.fn(async () => undefined) }));

type LoginResult = Parameters<ReturnType<typeof useFinishStudentSignIn>>[0];

const login = (gradeUpdated: boolean, opportunities: LoginResult['opportunities'] = []): LoginResult => ({
  success: true,
  message: '',
  student: { id: 5, gradeUpdated },
  opportunities,
});

/** What the server says of the new password rule: must change, may keep, or no answer. */
function passwordRule(answer: boolean | 'unreachable') {
  vi.mocked(requestGraphQL).mockImplementation(async () => {
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    return { me: { mustChangePassword: answer } };
  });
}

const finish = () => renderHook(() => useFinishStudentSignIn()).result.current;

beforeEach(() => {
  navigate.mockClear();
  refresh.mockClear();
  vi.mocked(startWorkSession).mockReset();
  passwordRule(false);
});

describe('useFinishStudentSignIn', () => {
  it('keeps the trials, starts the work session, refreshes the session and goes where the visitor wanted', async () => {
    const trials: LoginResult['opportunities'] = [
      { id: 1, stage: 'TRIAL', status: 'OPEN', trials: [{ toLessonId: null, classroomId: 4 }] },
    ];
    await finish()(login(true, trials), { from: '/catalog' });
    expect(JSON.parse(sessionStorage.getItem('trials')!)).toEqual(trials);
    expect(startWorkSession).toHaveBeenCalledWith(5);
    expect(refresh).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/catalog');
    expect(sessionStorage.getItem('showStudentEdit')).toBeNull();
  });

  it('goes to the dashboard when nowhere else was asked for', async () => {
    await finish()(login(true), { from: null });
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('sends a student whose grade was never confirmed to the profile editor, even from a modal', async () => {
    const onSignedIn = vi.fn();
    await finish()(login(false), { from: '/catalog', onSignedIn });
    expect(sessionStorage.getItem('showStudentEdit')).toBe('true');
    expect(navigate).toHaveBeenCalledWith('/profile');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('leaves a modal sign-in on its page', async () => {
    const onSignedIn = vi.fn();
    await finish()(login(true), { from: '/catalog', onSignedIn });
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('has a generated password changed first, then goes on to where it would have gone', async () => {
    passwordRule(true);
    const onSignedIn = vi.fn();
    await finish()(login(true), { from: '/catalog', onSignedIn });
    expect(navigate).toHaveBeenCalledWith('/changepassword', { state: { next: '/catalog' } });
    expect(onSignedIn).not.toHaveBeenCalled();
    navigate.mockClear();
    await finish()(login(false), { from: null });
    expect(navigate).toHaveBeenCalledWith('/changepassword', { state: { next: '/profile' } });
  });

  it('goes on when the password rule cannot be read, or the work session not started', async () => {
    passwordRule('unreachable');
    vi.mocked(startWorkSession).mockRejectedValue(new TypeError('Failed to fetch'));
    await finish()(login(true), { from: null });
    expect(refresh).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });
});
