import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormFields } from './useFormFields';

const typed = (value: string) => ({ target: { value } });

describe('useFormFields', () => {
  it('changes only the field typed in, and tells of each change', () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() => useFormFields({ email: '', password: '' }, onEdit));
    act(() => result.current.set('email')(typed('ana@example.com')));
    act(() => result.current.set('password')(typed('secret')));
    expect(result.current.fields).toEqual({ email: 'ana@example.com', password: 'secret' });
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('sets the fields as a whole without counting it as an edit', () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() => useFormFields({ email: 'a' }, onEdit));
    act(() => result.current.setFields({ email: '' }));
    expect(result.current.fields).toEqual({ email: '' });
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('changes fields from their current values, as a change of one field that clears another does', () => {
    const { result } = renderHook(() => useFormFields({ month: '1', day: '31' }));
    act(() => result.current.setFields((f) => ({ ...f, month: '2', day: '' })));
    expect(result.current.fields).toEqual({ month: '2', day: '' });
  });

  it('works without an edit callback', () => {
    const { result } = renderHook(() => useFormFields({ name: '' }));
    act(() => result.current.set('name')(typed('Ana')));
    expect(result.current.fields.name).toBe('Ana');
  });
});
