import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import katex from 'katex';
import { useSyncExternalStore } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { PrintPreviewDialog } from './PrintPreviewDialog';

/** KaTeX as the page loads it, on its own: here it arrives when the test says so. */
const loading = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let loaded: unknown = null;
  return {
    loaded: () => loaded,
    arrive(module: unknown) {
      loaded = module;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('../player/katex', () => ({
  useKatex: (needed: boolean) => useSyncExternalStore(loading.subscribe, () => (needed ? (loading.loaded() as typeof katex | null) : null)),
}));

const printout = {
  __typename: 'Printout',
  title: '3.1: Learn: Area and Angles',
  instructions: 'Work each one out on paper.',
  questions: [
    {
      __typename: 'PrintedQuestion',
      number: 1,
      text: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
      typesetMath: true,
      imageUrl: null,
      choices: ['$\\frac{3}{4}$', '$1$'],
      matchWith: [],
    },
  ],
};

function server() {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ data: { assignmentPrintout: printout } });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

describe('the print preview', () => {
  it('typesets the math as the player does, and offers Print only once it is typeset', async () => {
    render(
      <ApolloProvider client={server()}>
        <PrintPreviewDialog assignmentId={4} onClose={() => undefined} />
      </ApolloProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '3.1: Learn: Area and Angles' });
    const print = within(dialog).getByRole('button', { name: 'Print' });
    // The questions are there before KaTeX is: Print waits, so that no page prints TeX source.
    await within(dialog).findByRole('listitem');
    expect(dialog.textContent).toContain('$\\frac{1}{2}');
    expect(print.hasAttribute('disabled')).toBe(true);
    act(() => loading.arrive(katex));
    expect(print.hasAttribute('disabled')).toBe(false);
    expect(dialog.querySelectorAll('.katex').length).toBe(3);
    expect(dialog.textContent).not.toContain('$\\frac');
  });
});
