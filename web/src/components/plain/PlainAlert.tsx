import type { ReactNode } from 'react';
import './plain.css';

const ICONS = {
  // Material's ErrorOutline and CheckCircleOutline, as the theme's alerts show them.
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  success:
    'M20 12c0 4.41-3.59 8-8 8s-8-3.59-8-8 3.59-8 8-8c.76 0 1.5.11 2.2.31l1.57-1.57C14.61 2.26 13.34 2 12 2 6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10zM7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z',
};
const CLOSE = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

interface Props {
  severity: 'error' | 'success';
  children: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
}

/** A message about the form, an error or a success, read out when it appears. */
export function PlainAlert({ severity, children, onClose }: Props) {
  return (
    <div role="alert" className={`plain-alert plain-alert--${severity}`}>
      <span className="plain-alert__icon">
        <svg className="plain-icon" viewBox="0 0 24 24" aria-hidden>
          <path d={ICONS[severity]} />
        </svg>
      </span>
      <div className="plain-alert__message">{children}</div>
      {onClose ? (
        <button type="button" className="plain-alert__close" aria-label="Close" title="Close" onClick={onClose}>
          <svg className="plain-icon" viewBox="0 0 24 24" aria-hidden>
            <path d={CLOSE} />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
