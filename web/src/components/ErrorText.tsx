import { errorMessage } from './errorMessage';

/** The text of a failed operation (errorMessage.ts), for a page that loads the message catalogue only when it fails. */
export function ErrorText({ error, fallback }: { error: unknown; fallback: string }) {
  return <>{errorMessage(error, fallback)}</>;
}
