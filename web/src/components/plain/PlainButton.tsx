import type { ButtonHTMLAttributes } from 'react';
import './plain.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'contained' | 'outlined';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  /** The request is on its way: a spinner shows before the text and the button says it is busy. */
  pending?: boolean;
};

/** A button as the theme draws it: contained for the page's action, outlined beside it. */
export function PlainButton({
  variant = 'contained',
  size = 'medium',
  fullWidth = false,
  pending = false,
  type = 'button',
  className,
  children,
  ...rest
}: Props) {
  const classes = [
    'plain-button',
    `plain-button--${variant}`,
    size === 'large' ? 'plain-button--large' : '',
    fullWidth ? 'plain-button--full' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-busy={pending} {...rest}>
      {pending ? (
        <span className="plain-button__icon" aria-hidden>
          <span className="plain-spinner" />
        </span>
      ) : null}
      {children}
    </button>
  );
}

interface SubmitProps extends Omit<Props, 'type' | 'disabled'> {
  pending: boolean;
  /** Pending or throttled: the button cannot be pressed. */
  busy: boolean;
}

/** The form's full-width, large submit button, which shows progress and stays disabled while throttled. */
export function PlainSubmitButton({ busy, ...rest }: SubmitProps) {
  return <PlainButton type="submit" variant="contained" size="large" fullWidth disabled={busy} {...rest} />;
}
