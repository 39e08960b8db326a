import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageSpinner } from '../RequireSignIn';
import { isStaleChunkError, reloadOnceForStaleChunk } from './staleChunk';

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_TEXT = 'This page could not be shown. Please reload it to try again.';
export const STALE_TEXT = 'A new version of Solve is available. Reload the page to continue.';

/** Errors a reload was started for: the element may render more than once before the page goes. */
const reloading = new WeakSet<object>();

function reloadsFor(error: unknown): boolean {
  if (!isStaleChunkError(error)) return false;
  const key = error as object;
  if (reloading.has(key)) return true;
  if (!reloadOnceForStaleChunk()) return false;
  reloading.add(key);
  return true;
}

/**
 * What a route shows instead of a white page when it fails to render: a page whose script vanished
 * with a deploy reloads once by itself; anything else gets a friendly message and a reload button.
 */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  const reloadStarted = reloadsFor(error);

  useEffect(() => {
    if (!stale) console.error(error);
  }, [error, stale]);

  if (reloadStarted) return <PageSpinner />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', flexGrow: 1, p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h2">
        {notFound ? 'Page not found' : ERROR_TITLE}
      </Typography>
      <Typography color="text.secondary">{stale ? STALE_TEXT : ERROR_TEXT}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
