import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** Why the last action failed, announced at once to screen readers; nothing when it did not. */
export function ProblemAlert({ problem, sx }: { problem: string | null | undefined; sx?: SxProps<Theme> }) {
  return problem ? (
    <Alert severity="error" role="alert" sx={sx}>
      {problem}
    </Alert>
  ) : null;
}
