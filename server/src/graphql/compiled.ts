import { useGraphQlJit } from '@envelop/graphql-jit';
import { Kind, OperationTypeNode, type DocumentNode, type ExecutionArgs, getOperationAST, getVariableValues } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.js';
import { useErrorLocations } from './error-locations.js';

/**
 * Whether a document has run before: compiling costs more than one run, so a document is compiled
 * on its second run. The app's own operations repeat at once; a stream of one-off documents costs
 * no compiling. Documents come from the parse cache, one object per query text.
 */
const runsSeen = new WeakMap<DocumentNode, number>();
function compilesOnRepeat(document: DocumentNode): boolean {
  const seen = runsSeen.get(document) ?? 0;
  if (seen < 2) runsSeen.set(document, seen + 1);
  return seen >= 1;
}

/**
 * Queries and mutations that run again, with variables graphql-js accepts: variables it refuses
 * are refused by graphql-js, in its words. Subscriptions keep graphql-js's executor. Only
 * documents of one operation are compiled: the plugin keeps one compiled operation per document,
 * so for a document of several it would run whichever was compiled first, whatever the request
 * asked for (a GET asking for a query could run the document's mutation).
 */
function runsCompiled(args: ExecutionArgs): boolean {
  if (!hasOneOperation(args.document) || !compilesOnRepeat(args.document)) return false;
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return false;
  return !('errors' in getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {}));
}

function hasOneOperation(document: DocumentNode): boolean {
  let operations = 0;
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) operations += 1;
  return operations === 1;
}

/**
 * Documents the server sees again run as code compiled once per document (graphql-jit): on the
 * dashboard and the lesson list, graphql-js's general executor was a fifth of the server's CPU
 * per request. Answers are the same either way (compiled.test.ts), errors' locations included.
 */
export function useCompiledExecution(logger: Logger): [ReturnType<typeof useGraphQlJit>, Plugin] {
  return [
    useGraphQlJit(
      {},
      {
        enableIf: runsCompiled,
        onError: (failure) => logger.error({ errors: failure.errors }, 'a GraphQL document could not be compiled'),
      },
    ),
    useErrorLocations(),
  ];
}
