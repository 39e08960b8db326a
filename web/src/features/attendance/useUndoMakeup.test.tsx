import { messages } from '@solve/core/messages';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApollo, type FakeAnswer, refusal } from '../../test/fakeApollo';
import { useUndoMakeup } from './useUndoMakeup';

function renderUndo(answer: FakeAnswer, studentId: number | null = 5) {
  const server = fakeApollo(({ operation }) => (operation === 'UndoMakeup' ? answer : { data: { attendance: null } }));
  const onChanged = vi.fn();
  const hook = renderHook(() => useUndoMakeup(studentId, onChanged), { wrapper: server.wrapper });
  const revert = async (makeupId: number) => {
    let said: string | null = 'not answered';
    await act(async () => {
      said = await hook.result.current.revert(makeupId);
    });
    return said;
  };
  return { ...server, onChanged, revert };
}

describe('useUndoMakeup', () => {
  it('undoes the makeup for the student and tells of the change', async () => {
    const { revert, sent, onChanged } = renderUndo({ data: { undoMakeup: true } });
    expect(await revert(9)).toBeNull();
    expect(sent[0]).toEqual({ operation: 'UndoMakeup', variables: { makeupId: 9, studentId: 5 } });
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('answers the server’s words when it refuses, and changes nothing', async () => {
    const { revert, onChanged } = renderUndo(refusal('FORBIDDEN', messages.FORBIDDEN));
    expect(await revert(9)).toBe(messages.FORBIDDEN);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says something went wrong when the server cannot be reached', async () => {
    const { revert, onChanged } = renderUndo(new TypeError('Failed to fetch'));
    expect(await revert(9)).toBe(messages.MAKEUP_UNDO_FAILED);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('works without a change listener', async () => {
    const server = fakeApollo(() => ({ data: { undoMakeup: true } }));
    const { result } = renderHook(() => useUndoMakeup(null), { wrapper: server.wrapper });
    let said: string | null = 'not answered';
    await act(async () => {
      said = await result.current.revert(3);
    });
    expect(said).toBeNull();
    expect(server.sent[0]?.variables).toEqual({ makeupId: 3, studentId: null });
  });
});
