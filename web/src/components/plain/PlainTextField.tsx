import { type AriaRole, type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './plain.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder'> & {
  label: string;
  helperText?: ReactNode;
  /** 'alert' while the helper text is an error, so a screen reader says it. */
  helperRole?: AriaRole;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A full-width outlined text field with its label in the outline and helper text under it. */
export function PlainTextField({ label, helperText, helperRole, error = false, inputRef, className, ...input }: Props) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <div className={`plain-field${error ? ' plain-field--error' : ''}${className ? ` ${className}` : ''}`}>
      {/* The blank placeholder tells the style sheet whether the field is empty (the label then sits inside). */}
      <input
        id={id}
        ref={inputRef}
        className="plain-field__input"
        placeholder=" "
        aria-invalid={error || undefined}
        aria-describedby={helperId}
        {...input}
      />
      <label htmlFor={id} className="plain-field__label">
        {label}
      </label>
      {helperText ? (
        <p id={helperId} role={helperRole} className="plain-field__helper">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
