import { formatMessage } from '@solve/core';
import { GraphQLError, type ASTNode, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Text that cannot be stored as it was sent: PostgreSQL refuses the NUL character (the statement
 * failed as "Unexpected error."), and an unpaired surrogate (half of an emoji) would be stored as
 * U+FFFD, changing what the user wrote. Every string argument is checked before anything runs:
 * literals in the document while it is validated, variables before execution.
 */
export function isStorableText(text: string): boolean {
  // With the u flag a surrogate pair reads as one code point, so only unpaired halves are \p{Cs}.
  return !/[\0\p{Cs}]/u.test(text);
}

function invalidText(extensions: Record<string, unknown>, node?: ASTNode): GraphQLError {
  return new GraphQLError(formatMessage('INVALID_TEXT'), { nodes: node, extensions: { code: 'INVALID_TEXT', ...extensions } });
}

/** Every string literal of the document. */
const storableLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (!isStorableText(node.value)) context.reportError(invalidText({}, node));
  },
});

/**
 * The path of the first string in `variables` that cannot be stored ("input.answers.2"), or null.
 * Walked without recursion: a body may nest JSON as deep as its size allows.
 */
export function unstorableVariable(variables: unknown): string | null {
  const pending: [value: unknown, path: string][] = [[variables, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = `${path}.${key}`;
        if (!isStorableText(key)) return at;
        pending.push([item, at]);
      }
    }
  }
  return null;
}

/** Refuses, with the catalogue's text and code INVALID_TEXT, any string argument that cannot be stored. */
export function useSafeText(): Plugin {
  const refusal = (variables: unknown) => {
    const path = unstorableVariable(variables);
    return path === null ? null : { errors: [invalidText({ variable: path.slice(1, 200) })] };
  };
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(storableLiterals);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args.variableValues);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args.variableValues);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
