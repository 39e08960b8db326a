import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEnterKey } from './useEnterKey';

function Page() {
  return (
    <>
      <input aria-label="answer" />
      <div data-problem="3">
        <input aria-label="third answer" />
      </div>
      <div data-problem="zero">
        <input aria-label="odd answer" />
      </div>
      <textarea aria-label="notes" />
      <button type="button">Hint</button>
      <div role="dialog">
        <input aria-label="in a dialog" />
      </div>
    </>
  );
}

function setUp(active = true) {
  const onEnter = vi.fn();
  const hook = renderHook(({ on }) => useEnterKey(on, onEnter), { initialProps: { on: active } });
  const page = render(<Page />);
  const press = (label: string | null, init: KeyboardEventInit = {}) => {
    const target = label === null ? document.body : page.getByLabelText(label);
    return fireEvent.keyDown(target, { key: 'Enter', ...init });
  };
  return { onEnter, hook, page, press };
}

describe('useEnterKey', () => {
  it('submits on Enter, naming the problem the focus is in', () => {
    const { onEnter, press } = setUp();
    expect(press('answer')).toBe(false);
    expect(onEnter).toHaveBeenLastCalledWith(null);
    press('third answer');
    expect(onEnter).toHaveBeenLastCalledWith(3);
    press('odd answer');
    expect(onEnter).toHaveBeenLastCalledWith(null);
    press(null);
    expect(onEnter).toHaveBeenCalledTimes(4);
  });

  it('leaves Enter to text areas, buttons and dialogs', () => {
    const { onEnter, page, press } = setUp();
    press('notes');
    fireEvent.keyDown(page.getByRole('button', { name: 'Hint' }), { key: 'Enter' });
    press('in a dialog');
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('ignores other keys, a held key, typing being composed, and an Enter already handled', () => {
    const { onEnter, press, page } = setUp();
    press('answer', { key: 'a' });
    press('answer', { repeat: true });
    press('answer', { isComposing: true });
    const input = page.getByLabelText('answer');
    input.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('does nothing while inactive, and stops when unmounted', () => {
    const { onEnter, hook, press } = setUp(false);
    press('answer');
    expect(onEnter).not.toHaveBeenCalled();
    hook.rerender({ on: true });
    press('answer');
    expect(onEnter).toHaveBeenCalledOnce();
    hook.unmount();
    press('answer');
    expect(onEnter).toHaveBeenCalledOnce();
  });

  it('calls the newest handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(({ handler }) => useEnterKey(true, handler), { initialProps: { handler: first } });
    hook.rerender({ handler: second });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(null);
  });
});
