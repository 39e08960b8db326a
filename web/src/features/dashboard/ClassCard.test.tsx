import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClassCard } from './ClassCard';
import { classCard } from '../../test/classCards';
import type { ClassCardData } from './dashboard.documents';

const base = classCard();

function show(card: Partial<ClassCardData>, isStaff: boolean) {
  render(
    <MemoryRouter>
      <ClassCard card={{ ...base, ...card }} isStaff={isStaff} />
    </MemoryRouter>,
  );
  const figures = screen.getByRole('listitem', { name: 'Pre-Algebra' }).querySelector('dl')!;
  const terms = [...figures.querySelectorAll('dt')].map((term) => term.textContent);
  const values = [...figures.querySelectorAll('dd')].map((value) => value.textContent);
  return { terms, values };
}

describe('a class card', () => {
  it('on a staff dashboard keeps the places of grade, overdue and points, empty, and shows no class size', () => {
    const { terms, values } = show({}, true);
    expect(terms).toEqual(['Grade', 'Overdue', 'Points']);
    expect(values).toEqual(['—none', '—none', '—none']);
    expect(screen.queryByText('Students')).toBeNull();
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it("on a student's dashboard shows their grade, overdue count, points and the class's unread messages", () => {
    const { terms, values } = show({ action: 'START', grade: 92, overdueCount: 2, points: 40, unreadMessages: 3 }, false);
    expect(terms).toEqual(['Grade', 'Overdue', 'Points']);
    expect(values).toEqual(['A (92%)', '2', '40']);
    const card = screen.getByRole('listitem', { name: 'Pre-Algebra' });
    expect(within(card).getByText('3 unread messages')).toBeTruthy();
  });

  it('shows no unread badge when every reply has been read', () => {
    show({ action: 'START', grade: -1, overdueCount: 0, points: 0, unreadMessages: 0 }, false);
    expect(screen.queryByText(/unread/)).toBeNull();
  });
});
