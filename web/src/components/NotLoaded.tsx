import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PageSpinner } from '../app/RequireSignIn';
import { errorMessage } from './errorMessage';

/** What a view shows until its query has answered: the spinner while it loads, else why it failed and Retry. */
export function NotLoaded({
  loading,
  error,
  fallback,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  /** The text when the failure carries no catalogue message. */
  fallback: string;
  onRetry: () => unknown;
}) {
  if (loading) return <PageSpinner />;
  return (
    <Alert severity="error" action={<Button onClick={() => void onRetry()}>Retry</Button>}>
      {errorMessage(error, fallback)}
    </Alert>
  );
}
