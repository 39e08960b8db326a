import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';

/** What the fake server answers an operation with: data, GraphQL errors, or a failed connection (an Error). */
export type FakeAnswer =
  { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] } | Error;

export interface SentOperation {
  operation: string;
  variables: Record<string, unknown>;
}

/** An Apollo client whose every request is answered by `answer`; `sent` lists the requests in order. */
export function fakeApollo(answer: (sent: SentOperation) => FakeAnswer) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { operation: operation.operationName ?? '', variables: operation.variables };
        sent.push(request);
        const reply = answer(request);
        if (reply instanceof Error) return observer.error(reply);
        observer.next(reply);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, sent, wrapper };
}

/** A domain refusal as the server sends it: the catalogue text with its code. */
export const refusal = (code: string, message: string): FakeAnswer => ({ errors: [{ message, extensions: { code } }] });
