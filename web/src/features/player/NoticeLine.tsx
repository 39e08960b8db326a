import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';

/** What the page says under a problem's input after an answer. */
export type Notice =
  | { kind: 'correct' }
  /** `explained`: the correct answer (and any solution) is on the page. */
  | { kind: 'incorrect'; explained: boolean }
  | { kind: 'awaitingGrading' }
  | { kind: 'saved' }
  | { kind: 'skipped' }
  /** Input the checker could not read (not an attempt), or a key it cannot use: the server's text. */
  | { kind: 'hint'; message: string }
  | { kind: 'saving' }
  | { kind: 'offline' }
  | { kind: 'error'; message: string };

export function NoticeLine({ notice }: { notice: Notice }) {
  const common = { sx: { mt: 2, fontSize: 'inherit' }, role: 'status' as const };
  switch (notice.kind) {
    case 'correct':
      return (
        <Alert severity="success" {...common}>
          Correct! Well done.
        </Alert>
      );
    case 'incorrect':
      return (
        <Alert severity="error" {...common}>
          {notice.explained ? 'Not quite. The correct answer is marked on the problem.' : 'Not quite.'}
        </Alert>
      );
    case 'awaitingGrading':
      return (
        <Alert severity="info" {...common}>
          Your answer is saved. Your teacher will grade it.
        </Alert>
      );
    case 'saved':
      return (
        <Alert severity="info" {...common}>
          Your answer is saved. You will see your results after you submit the problem set.
        </Alert>
      );
    case 'skipped':
      return (
        <Alert severity="info" {...common}>
          You skipped this problem.
        </Alert>
      );
    case 'hint':
      return (
        <Alert severity="warning" {...common} role="alert">
          {notice.message}
        </Alert>
      );
    case 'saving':
      return (
        <Alert severity="info" {...common}>
          Saving your answer…
        </Alert>
      );
    case 'offline':
      return (
        <Alert severity="warning" icon={<CloudOffIcon />} {...common}>
          You are offline. Your answer is kept on this device and will be saved as soon as the connection is back.
        </Alert>
      );
    case 'error':
      return (
        <Alert severity="error" {...common} role="alert">
          {notice.message}
        </Alert>
      );
  }
}
