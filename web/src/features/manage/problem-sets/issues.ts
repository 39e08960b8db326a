import { createContext, useContext } from 'react';
import type { FieldProblem } from './draft';

/**
 * What the last save said is wrong, field by field: each field of the editor asks for its own
 * message and clears it when changed.
 */
export interface Issues {
  list: readonly FieldProblem[];
  messageFor(problemKey: string | null, field: string): string | undefined;
  clear(problemKey: string | null, field: string): void;
}

export const IssuesContext = createContext<Issues>({ list: [], messageFor: () => undefined, clear: () => {} });

export const useIssues = () => useContext(IssuesContext);

/** The props that show a field's issue on an MUI text field, and clear it when the field changes. */
export function useFieldIssue(problemKey: string | null, field: string) {
  const issues = useIssues();
  const message = issues.messageFor(problemKey, field);
  return {
    error: message !== undefined,
    message,
    clear: () => {
      if (message !== undefined) issues.clear(problemKey, field);
    },
  };
}
