import { messages } from '@solve/core/messages';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../app/session';
import { fakeApollo, type FakeAnswer, refusal } from '../../test/fakeApollo';
import { ensureWorkSession } from '../auth';
import type { ClassroomInfoData } from './classroom.documents';
import { useAssignmentActions } from './useAssignmentActions';

const session: { me: Me | null } = { me: null };
vi.mock('../../app/session', () => ({ useSession: () => session }));
vi.mock('../auth/workSession', () => ({ ensureWorkSession: vi.fn(async () => undefined) }));

const classroom = { id: 4, title: 'Algebra A', teachingStyle: 'CLASSROOM', isStaff: false } as ClassroomInfoData;
const started = {
  data: {
    startAssignment: {
      __typename: 'StartedAssignment',
      classroomId: 4,
      classroomTitle: 'Algebra A',
      teachingStyle: 'CLASSROOM',
      attemptNumber: 2,
      resumed: false,
      submission: { __typename: 'Submission', id: 71, attemptNumber: 2 },
    },
  },
};
const reviewOpened = { data: { openReview: { __typename: 'Submission', id: 70, attemptNumber: 1, reviewed: true } } };

/** The hook on a page of a memory router, so that the test can read where it went. */
function renderActions(answers: Partial<Record<string, FakeAnswer>>, info: ClassroomInfoData = classroom) {
  const server = fakeApollo(({ operation }) => answers[operation] ?? new TypeError('Failed to fetch'));
  const hook: { current: ReturnType<typeof useAssignmentActions> | null } = { current: null };
  function Page() {
    hook.current = useAssignmentActions(info);
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/classroom/4'] });
  render(
    <server.wrapper>
      <RouterProvider router={router} />
    </server.wrapper>,
  );
  const at = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...server, hook, at };
}

beforeEach(() => {
  session.me = { userType: 'STUDENT', id: 5 } as Me;
  vi.mocked(ensureWorkSession).mockClear();
  sessionStorage.clear();
});

describe('useAssignmentActions: start', () => {
  it('has the server start the attempt, keeps what the player reads and opens it', async () => {
    const { hook, sent, at } = renderActions({ StartAssignment: started });
    await act(() => hook.current!.start(9));
    expect(ensureWorkSession).toHaveBeenCalledWith(5);
    expect(sent[0]).toEqual({ operation: 'StartAssignment', variables: { assignmentId: 9 } });
    expect(sessionStorage.getItem('submissionId')).toBe('71');
    expect(sessionStorage.getItem('attemptNumber')).toBe('2');
    expect(sessionStorage.getItem('review')).toBeNull();
    expect(at()).toBe('/problemSets?assignmentId=9');
  });

  it('asks for no work session for staff', async () => {
    session.me = { userType: 'EMPLOYEE', id: 8 } as Me;
    const { hook } = renderActions({ StartAssignment: started });
    await act(() => hook.current!.start(9));
    expect(ensureWorkSession).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, or a general text, and stays on the page', async () => {
    const refused = renderActions({ StartAssignment: refusal('FORBIDDEN', messages.FORBIDDEN) });
    await act(() => refused.hook.current!.start(9));
    expect(refused.hook.current!.problem).toBe(messages.FORBIDDEN);
    expect(refused.at()).toBe('/classroom/4');
    const unreachable = renderActions({});
    await act(() => unreachable.hook.current!.start(9));
    expect(unreachable.hook.current!.problem).toBe('The problem set could not be started. Please try again.');
    act(() => unreachable.hook.current!.clearProblem());
    expect(unreachable.hook.current!.problem).toBeNull();
  });

  it('starts once per five seconds, busy meanwhile', async () => {
    const { hook, sent } = renderActions({ StartAssignment: started });
    await act(() => hook.current!.start(9));
    expect(hook.current!.starting).toBe(true);
    await act(() => hook.current!.start(9));
    expect(sent).toHaveLength(1);
  });
});

describe('useAssignmentActions: review', () => {
  it('opens the student’s review in the player', async () => {
    const { hook, sent, at } = renderActions({ OpenReview: reviewOpened });
    await act(() => hook.current!.review(9));
    expect(sent[0]).toEqual({ operation: 'OpenReview', variables: { assignmentId: 9 } });
    expect(sessionStorage.getItem('submissionId')).toBe('70');
    expect(sessionStorage.getItem('review')).toBe('true');
    expect(at()).toBe('/problemSets?assignmentId=9');
  });

  it('opens the player without a submission for staff, asking the server nothing', async () => {
    sessionStorage.setItem('submissionId', '70');
    const { hook, sent, at } = renderActions({}, { ...classroom, isStaff: true });
    await act(() => hook.current!.review(9));
    expect(sent).toEqual([]);
    expect(sessionStorage.getItem('submissionId')).toBeNull();
    expect(at()).toBe('/problemSets?assignmentId=9');
  });

  it('stays on the page when there is no review to open, or it could not be opened', async () => {
    const none = renderActions({ OpenReview: { data: { openReview: null } } });
    await act(() => none.hook.current!.review(9));
    expect(none.at()).toBe('/classroom/4');
    expect(none.hook.current!.problem).toBeNull();
    const unreachable = renderActions({});
    await act(() => unreachable.hook.current!.review(9));
    expect(unreachable.hook.current!.problem).toBe('The review could not be opened. Please try again.');
    expect(unreachable.at()).toBe('/classroom/4');
  });
});
