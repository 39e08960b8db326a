import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface Props extends Omit<ButtonProps, 'type'> {
  /** The request is on its way: a spinner shows in the button. */
  pending: boolean;
  /** Pending or throttled: the button cannot be pressed. */
  busy: boolean;
}

/** A full-width submit button that shows progress and stays disabled while throttled. */
export function SubmitButton({ pending, busy, children, ...rest }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}
