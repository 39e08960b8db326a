import { messages } from '@solve/core/messages';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RequestModule from '../../app/graphql/request';
import { GraphQLRequestError, requestGraphQL } from '../../app/graphql/request';
import { useEmployeeSignIn } from './useEmployeeSignIn';

const refresh = vi.fn(async () => undefined);

vi.mock('../../app/graphql/request', async (original) => ({
  ...(await original<typeof RequestModule>()),
  requestGraphQL: vi.fn(),
}));
vi.mock('../../app/session', () => ({ useSession: () => ({ refresh }) }));

function serverAnswers(answer: { success: boolean } | Error) {
  vi.mocked(requestGraphQL).mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    return { employeeLogin: answer };
  });
}

const signIn = () => renderHook(() => useEmployeeSignIn()).result.current;

beforeEach(() => {
  refresh.mockClear();
  vi.mocked(requestGraphQL).mockReset();
});

describe('useEmployeeSignIn', () => {
  it('signs in with the email trimmed, refreshes the session and answers nothing to show', async () => {
    serverAnswers({ success: true });
    expect(await signIn()(' lee@academy.example ', 'secret', 'INSTRUCTOR')).toBeNull();
    expect(vi.mocked(requestGraphQL).mock.calls[0]![1]).toEqual({ email: 'lee@academy.example', password: 'secret', mode: 'INSTRUCTOR' });
    expect(refresh).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('admin')).toBeNull();
  });

  it('marks a sign-in on the admin page for the session', async () => {
    serverAnswers({ success: true });
    await signIn()('lee@academy.example', 'secret', 'ADMIN');
    expect(sessionStorage.getItem('admin')).toBe('true');
  });

  it('says the sign-in failed when the server refuses the password', async () => {
    serverAnswers({ success: false });
    expect(await signIn()('lee@academy.example', 'wrong', 'ADMIN')).toBe(messages.EMPLOYEE_LOGIN_FAILED);
    expect(refresh).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('admin')).toBeNull();
  });

  it('shows the server’s own refusal, or asks to try later when it cannot be reached', async () => {
    serverAnswers(new GraphQLRequestError([{ message: messages.NOT_AN_ADMIN, extensions: { code: 'NOT_AN_ADMIN' } }]));
    expect(await signIn()('lee@academy.example', 'secret', 'ADMIN')).toBe(messages.NOT_AN_ADMIN);
    serverAnswers(new TypeError('Failed to fetch'));
    expect(await signIn()('lee@academy.example', 'secret', 'ANY')).toBe(messages.GENERIC_TRY_LATER);
    expect(refresh).not.toHaveBeenCalled();
  });
});
