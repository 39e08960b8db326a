import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { HomeTab } from './HomeTab';

vi.mock('../../app/session', () => ({
  useSession: () => ({
    role: 'family',
    me: { id: 7, firstName: 'Ann', lastName: 'Lee', familyAccountId: 3, isGuest: false },
  }),
}));
vi.mock('../../app/dates', () => ({ useDates: () => ({ instantRange: () => 'Monday 4 pm' }) }));

const STUDENTS = {
  familyMember: {
    __typename: 'FamilyMember',
    id: 7,
    familyAccount: {
      __typename: 'FamilyAccount',
      id: 3,
      status: 'ACTIVE',
      students: [
        { __typename: 'Student', id: 11, username: 'bobl', firstName: 'Bob', lastName: 'Lee', grade: 6, enrollmentStatus: 'ENROLLED' },
      ],
    },
  },
};

/** An Apollo client whose answers the test releases, by operation. */
function heldAnswers() {
  const held = new Map<string, () => void>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        const data = name === 'FamilyStudents' ? STUDENTS : name === 'UpcomingClasses' ? { upcomingClasses: [] } : { referrals: [] };
        held.set(name, () => {
          observer.next({ data });
          observer.complete();
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MemoryRouter>
  );
  const release = async (name: string) => {
    await waitFor(() => expect(held.has(name)).toBe(true));
    held.get(name)!();
  };
  return { wrapper, release };
}

describe("HOME's sections", () => {
  it('stay hidden (the page busy) until the students and the selected one’s upcoming classes have answered, then show at once', async () => {
    const { wrapper, release } = heldAnswers();
    render(<HomeTab />, { wrapper });
    expect(screen.getByRole('heading', { name: 'Welcome, Ann!' })).toBeTruthy();
    const students = screen.getByText('Students', { selector: 'h3' });
    const sections = students.closest('[aria-busy]')!;
    expect(sections.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();

    await release('FamilyStudents');
    await screen.findByText('Bob Lee');
    // The list is there, its student's upcoming classes not yet: still hidden, nothing moves twice.
    expect(sections.getAttribute('aria-busy')).toBe('true');

    await release('UpcomingClasses');
    await waitFor(() => expect(sections.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });
});
