import { type DocumentNode, Kind, print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { sessionValues } from '../storage';

/**
 * The headers of every request the app sends to /graphql: the CSRF header that marks it as the
 * app's own, no caching, and the student's work-session id when there is one.
 */
export function appHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  headers.set('x-solve-csrf', '1');
  headers.set('cache-control', 'no-cache');
  const studentSession = sessionValues.get('sessionId');
  if (studentSession) headers.set('x-student-session', studentSession);
  return headers;
}

export interface GraphQLErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

/** An answer with errors: `errors` as the server sent them (the shape Apollo's errors carry too). */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLErrorEntry[];

  constructor(errors: readonly GraphQLErrorEntry[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }
}

interface Answer {
  data?: unknown;
  errors?: GraphQLErrorEntry[];
}

const printed = new WeakMap<object, string>();

function textOf(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * One query or mutation over HTTP without Apollo: the sign-in pages, the session and the
 * academy's public facts use it, so the first page a visitor opens need not load Apollo's cache.
 * Resolves to the data; rejects with a GraphQLRequestError when the answer has errors, or with
 * the network's error.
 */
export async function requestGraphQL<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: appHeaders({
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
    }),
    body: JSON.stringify({ operationName: operation?.name?.value, query: textOf(document), variables }),
  });
  let answer: Answer;
  try {
    answer = (await response.json()) as Answer;
  } catch {
    throw new Error(`GraphQL request failed with status ${response.status}`);
  }
  if (answer.errors?.length) throw new GraphQLRequestError(answer.errors);
  if (!response.ok || answer.data === undefined || answer.data === null)
    throw new Error(`GraphQL request failed with status ${response.status}`);
  return answer.data as Result;
}
