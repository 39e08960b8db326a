import type { InputHTMLAttributes } from 'react';
import './plain.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A checkbox with its label, the whole line pressable. */
export function PlainCheckbox({ label, className, ...input }: Props) {
  return (
    <label className={`plain-check${className ? ` ${className}` : ''}`}>
      <input type="checkbox" className="plain-check__box" {...input} />
      <span>{label}</span>
    </label>
  );
}
