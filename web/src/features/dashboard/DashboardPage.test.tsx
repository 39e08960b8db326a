import type { ApolloClient } from '@apollo/client';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedApolloClient } from '../../app/apolloInstance';
import type { Me, Session } from '../../app/session';
import { classCard } from '../../test/classCards';
import { fakeApollo, type SentOperation } from '../../test/fakeApollo';
import { type ClassCardData, DashboardQuery } from './dashboard.documents';
import DashboardPage from './DashboardPage';

const ana = { id: 5, firstName: 'Ana', lastName: 'Lee', userType: 'STUDENT' } as Me;

vi.mock('../../app/session', () => ({
  useSession: (): Session => ({ me: ana, role: 'student', refresh: async () => undefined, signOut: async () => undefined }),
}));

/** The Apollo client app/apollo.ts hands out once the page loads it. */
const apollo = vi.hoisted(() => ({ client: null as ApolloClient | null, sent: [] as SentOperation[] }));

vi.mock('../../app/apollo', async () => {
  const { rememberApolloClient } = await import('../../app/apolloInstance');
  return {
    apolloClient: () => {
      rememberApolloClient(apollo.client!);
      return apollo.client!;
    },
  };
});

/** A class card as the server answers it: with its type, which the page's requests ask for as Apollo's do. */
const card = (classroomId: number, shortTitle: string): ClassCardData & { __typename: string } => ({
  __typename: 'ClassCard',
  ...classCard({ classroomId, code: `C${classroomId}`, shortTitle }),
});

/** The server's answers by operation, to the plain requests (app/graphql/request.ts); returns the operations asked. */
function server(badges: unknown[] = []) {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    Dashboard: {
      dashboard: {
        __typename: 'Dashboard',
        tabs: ['ENROLLED', 'COMPLETED', 'RECOMMENDED'],
        active: [{ __typename: 'ClassSection', key: 'active', title: 'My classes', total: 1, classes: [card(7, 'Pre-Algebra')] }],
        completed: [],
      },
    },
    MyBadges: { earnedBadges: badges },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { operationName, query } = JSON.parse(init.body as string) as { operationName: string; query: string };
      asked.push(operationName);
      // The page asks for each object's type, as Apollo does, so that Apollo's cache can take the answer.
      expect(query).toContain('__typename');
      return Promise.resolve(new Response(JSON.stringify({ data: answers[operationName] })));
    }),
  );
  return asked;
}

beforeEach(() => {
  // Apollo answers the banner's question (it may be asked after Apollo has arrived), nothing else.
  const fake = fakeApollo(({ operation }) =>
    operation === 'MyBadges' ? { data: { earnedBadges: [] } } : new Error(`Apollo asked ${operation}`),
  );
  apollo.client = fake.client;
  apollo.sent = fake.sent;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a student's dashboard", () => {
  it('shows the classes from the plain requests before Apollo has loaded, then hands them to Apollo without asking again', async () => {
    const asked = server();
    const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], { initialEntries: ['/dashboard'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('listitem', { name: 'Pre-Algebra' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enrolled', selected: true })).toBeTruthy();
    // Apollo arrives after the first answer and takes it into its cache.
    await waitFor(() => expect(loadedApolloClient()).toBe(apollo.client));
    // The banner asks once, by the plain request or through Apollo if it has arrived by then.
    const badges = () => [...asked, ...apollo.sent.map((sent) => sent.operation)].filter((name) => name === 'MyBadges');
    await waitFor(() => expect(badges()).toHaveLength(1));
    // Whole, fragments and all: a page shown again reads it from there at once.
    const cached = () => apollo.client!.readQuery({ query: DashboardQuery, variables: { mode: null } });
    await waitFor(() => expect(cached()?.dashboard.active[0]?.classes[0]?.shortTitle).toBe('Pre-Algebra'));
    expect(screen.getByRole('listitem', { name: 'Pre-Algebra' })).toBeTruthy();
    // The dashboard was asked once, without Apollo.
    expect(asked.filter((name) => name === 'Dashboard')).toHaveLength(1);
    expect(apollo.sent.map((sent) => sent.operation)).not.toContain('Dashboard');
  });

  it('asks for the Top Student banner beside the classes and shows both at once (nothing moves the page down)', async () => {
    const gold = {
      __typename: 'EarnedBadge',
      badge: {
        __typename: 'Badge',
        id: 3,
        title: 'Top Student',
        label: 'Gold',
        ranking: 'GOLD',
        description: '',
        imageUrl: null,
        minGrade: 90,
      },
      classroomId: 7,
      classroomTitle: 'Pre-Algebra',
      tentative: false,
    };
    const asked = server([gold]);
    // A first visit: fresh modules, Apollo not loaded yet.
    vi.resetModules();
    const { default: FreshDashboardPage } = await import('./DashboardPage');
    const router = createMemoryRouter([{ path: '/dashboard', element: <FreshDashboardPage /> }], { initialEntries: ['/dashboard'] });
    render(<RouterProvider router={router} />);
    // Both questions leave together, by the plain requests (the banner no longer waits for the classes).
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['Dashboard', 'MyBadges'])));
    await screen.findByRole('listitem', { name: 'Pre-Algebra' });
    // The banner is there with the first classes shown, not after them.
    expect(screen.getByRole('region', { name: 'Top Student' }).textContent).toContain('Congratulations, Ana! You are a Top Student');
  });
});
