import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelectedStudent } from './selectedStudent';

const students = [
  { id: 4, firstName: 'Alice' },
  { id: 9, firstName: 'Bob' },
];

afterEach(() => sessionStorage.clear());

describe('the selected student of the family dashboard', () => {
  it('is the first student until one is chosen', () => {
    const { result } = renderHook(() => useSelectedStudent(students));
    expect(result.current[0]?.firstName).toBe('Alice');
  });

  it('is shared: a student chosen on one tab is the one the next tab opens with', () => {
    const home = renderHook(() => useSelectedStudent(students));
    act(() => home.result.current[1](9));
    expect(home.result.current[0]?.firstName).toBe('Bob');
    home.unmount();
    const schedule = renderHook(() => useSelectedStudent(students));
    expect(schedule.result.current[0]?.firstName).toBe('Bob');
  });

  it('falls back to the first student when the chosen one is not in the family', () => {
    sessionStorage.setItem('selectedStudentId', '77');
    const { result } = renderHook(() => useSelectedStudent(students));
    expect(result.current[0]?.firstName).toBe('Alice');
    expect(renderHook(() => useSelectedStudent([])).result.current[0]).toBeUndefined();
  });
});
