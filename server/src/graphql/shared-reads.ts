import { type DocumentNode, type ExecutionArgs, type ExecutionResult, getOperationAST, Kind, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { joinInFlight } from '../memory/in-flight.js';
import type { Context } from './context.js';

/** Root fields whose answer is the same for every visitor at a given moment (no viewer, no request facts). */
const SHARED_ROOT_FIELDS = new Set(['catalog']);
/** Variables past this length are not worth a key: the catalog's filters are a few words. */
const MAX_KEY_CHARS = 2_000;

type Stringified = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/** HTTP requests answered with a shared answer: their bytes are encoded once too (compression.ts). */
const sharedAnswerRequests = new WeakSet<Request>();
export const isSharedAnswer = (request: Request): boolean => sharedAnswerRequests.has(request);

/** Whether the operation is a query that asks only for shared root fields. */
function asksOnlySharedFields(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && (SHARED_ROOT_FIELDS.has(selection.name.value) || selection.name.value === '__typename'),
  );
}

/** The answer with a serialiser that writes its JSON once, however many requests send it. */
function serialisedOnce(result: Stringified): Stringified {
  const stringify = result.stringify ?? JSON.stringify;
  let text: string | undefined;
  const shared: Stringified = {
    ...result,
    // Yoga passes the result itself when it has nothing to strip (no errors): that is the one kept.
    stringify: (value) => (value === shared ? (text ??= stringify(value)) : stringify(value)),
  };
  return shared;
}

/**
 * Visitors (no session) who ask the same public read at the same moment share one execution and
 * one JSON text of its answer: the catalog is 300 classes of 26 fields, about 150 kB of JSON, and
 * a crowd opening it at once would each build the same text. Nothing is kept once the answer
 * settles, so the next visitor reads afresh and nobody gets an answer older than one being read;
 * what is held is bounded by the requests in flight. Each request still goes through every other
 * hook (CSRF, cookies, logs, compression) on its own.
 */
export function useSharedPublicReads(): Plugin<Record<string, unknown>, Context & { request?: Request }> {
  const running = new WeakMap<DocumentNode, Map<string, Promise<Stringified>>>();
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      // Envelop types the arguments loosely; these are graphql-js's.
      const document = args.document as DocumentNode;
      const operationName = args.operationName as string | null | undefined;
      const variableValues = args.variableValues as ExecutionArgs['variableValues'];
      if (args.contextValue.viewer !== null || !asksOnlySharedFields(document, operationName)) return;
      const key = `${operationName ?? ''}\n${JSON.stringify(variableValues ?? {})}`;
      if (key.length > MAX_KEY_CHARS) return;
      let ofDocument = running.get(document);
      if (!ofDocument) running.set(document, (ofDocument = new Map<string, Promise<Stringified>>()));
      const inFlight = ofDocument;
      if (args.contextValue.request) sharedAnswerRequests.add(args.contextValue.request);
      setExecuteFn((executionArgs) =>
        joinInFlight(inFlight, key, () =>
          Promise.resolve(executeFn(executionArgs) as Stringified | Promise<Stringified>).then(serialisedOnce),
        ),
      );
    },
  };
}
