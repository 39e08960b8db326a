import {
  type ExecutionResult,
  type DocumentNode,
  type FieldNode,
  getOperationAST,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The fields a response path names, as graphql-js collects them: at each step every field of the
 * selection set (through fragments) whose response key matches; list indices are skipped.
 */
export function fieldNodesOfPath(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  path: readonly (string | number)[],
): FieldNode[] {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const matching = (set: SelectionSetNode, key: string, seen: Set<string>): FieldNode[] =>
    set.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return (selection.alias ?? selection.name).value === key ? [selection] : [];
      if (selection.kind === Kind.INLINE_FRAGMENT) return matching(selection.selectionSet, key, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return [];
      return matching(fragment.selectionSet, key, new Set([...seen, fragment.name.value]));
    });
  let sets: SelectionSetNode[] = [operation.selectionSet];
  let nodes: FieldNode[] = [];
  for (const step of path) {
    if (typeof step === 'number') continue;
    nodes = sets.flatMap((set) => matching(set, step, new Set()));
    sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  }
  return nodes;
}

/**
 * Gives a resolver's error the fields of the document it came from, as graphql-js's executor
 * does, and puts an answer with errors in graphql-js's order. The compiled executor (graphql-jit)
 * gives an error only its line and column, which Yoga drops when it writes the answer (it rebuilds
 * each error from its fields), and sends errors before data.
 */
export function useErrorLocations(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          // Envelop types the arguments loosely; these are graphql-js's.
          const document = args.document as DocumentNode;
          const operation = getOperationAST(document, args.operationName as string | null | undefined);
          if (!operation) return;
          // In graphql-js's order (data, then errors, then the rest), so the answer is the same bytes.
          const { data, errors, ...rest } = result as ExecutionResult & { errors: readonly GraphQLError[] };
          setResult({
            data,
            errors: errors.map((error) =>
              error.path && !error.nodes?.length
                ? new GraphQLError(error.message, {
                    nodes: fieldNodesOfPath(document, operation, error.path),
                    path: error.path,
                    originalError: error.originalError ?? error,
                    extensions: error.extensions,
                  })
                : error,
            ),
            ...rest,
          });
        },
      };
    },
  };
}
