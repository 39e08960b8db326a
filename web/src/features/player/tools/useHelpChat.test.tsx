import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { messages } from '@solve/core/messages';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useHelpChat } from './useHelpChat';

/** A fake server: the answer of each operation by name (data, or a catalogue code it refuses with). */
type Answer = { data: Record<string, unknown> } | { refuse: keyof typeof messages };

function fakeServer(answers: Record<string, Answer>) {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        const answer = answers[operation.operationName ?? ''];
        if (!answer) observer.error(new TypeError('Failed to fetch'));
        else if ('refuse' in answer) observer.next({ errors: [{ message: messages[answer.refuse], extensions: { code: answer.refuse } }] });
        else observer.next({ data: answer.data });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { sent, wrapper };
}

const target = { submissionId: 5, problemId: 7, problemNumber: 2, firstName: 'Alice' };
const hint = {
  __typename: 'HelpMessage',
  issueId: 9,
  kind: 'HINT',
  helpOrder: 1,
  messageText: 'Think of halves.',
  chatVideo: null,
  chatImage: null,
  chatText: 'Here is hint 1:',
};

function pick(result: { current: ReturnType<typeof useHelpChat> }, label: string) {
  const option = result.current.options.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`no option ${label}: ${result.current.options.map((candidate) => candidate.label).join(', ')}`);
  act(() => option.onPick());
}

const texts = (result: { current: ReturnType<typeof useHelpChat> }) => result.current.lines.map((line) => line.text);

describe('the help chat', () => {
  it('asks about progress when no help request about the problem is open', async () => {
    const server = fakeServer({
      HasOpenHelpRequest: { data: { hasOpenHelpRequest: false } },
      RequestHelp: { data: { requestHelp: hint } },
    });
    const { result } = renderHook(() => useHelpChat(target), { wrapper: server.wrapper });
    pick(result, 'I Need Help!');
    await waitFor(() => expect(texts(result)).toContain(messages.HELP_PROGRESS_QUESTION));
    pick(result, 'No');
    await waitFor(() => expect(texts(result)).toContain('Here is hint 1: Think of halves.'));
    expect(texts(result)).not.toContain(messages.DUPLICATE_PROBLEM_ISSUE);
  });

  it('says the spec text at once while the earlier request is open, and asks nothing more', async () => {
    const server = fakeServer({ HasOpenHelpRequest: { data: { hasOpenHelpRequest: true } } });
    const { result } = renderHook(() => useHelpChat(target), { wrapper: server.wrapper });
    pick(result, 'I Need Help!');
    await waitFor(() => expect(texts(result).at(-1)).toBe('Sorry! you already created an issue of this type for this problem!'));
    expect(texts(result)).not.toContain(messages.HELP_PROGRESS_QUESTION);
    expect(result.current.options.map((option) => option.label)).toEqual(['Start over']);
    expect(server.sent).toEqual(['HasOpenHelpRequest']);
  });

  it('says the spec text when the server refuses the request as a duplicate (asked meanwhile elsewhere)', async () => {
    const server = fakeServer({
      HasOpenHelpRequest: { data: { hasOpenHelpRequest: false } },
      RequestHelp: { refuse: 'DUPLICATE_PROBLEM_ISSUE' },
    });
    const { result } = renderHook(() => useHelpChat(target), { wrapper: server.wrapper });
    pick(result, 'I Need Help!');
    await waitFor(() => expect(texts(result)).toContain(messages.HELP_PROGRESS_QUESTION));
    pick(result, 'No');
    await waitFor(() => expect(texts(result).at(-1)).toBe(messages.DUPLICATE_PROBLEM_ISSUE));
    expect(result.current.options.map((option) => option.label)).toEqual(['Start over']);
  });
});
