import { useState } from 'react';
import { sessionValues } from '../../app/storage';

/**
 * The family dashboard's selected student (family-catalog-payment.md §2): chosen on HOME or
 * SCHEDULE, the same on both, kept in the tab's session storage while the parent moves between
 * tabs and pages. A student no longer in the list falls back to the first.
 */
export function useSelectedStudent<T extends { id: number }>(list: readonly T[]): [T | undefined, (id: number) => void] {
  const [selected, setSelected] = useState<number | null>(() => {
    const stored = Number(sessionValues.get('selectedStudentId'));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const select = (id: number) => {
    sessionValues.set('selectedStudentId', id);
    setSelected(id);
  };
  return [list.find((student) => student.id === selected) ?? list[0], select];
}
