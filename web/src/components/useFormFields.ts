import { useState } from 'react';

/**
 * A form's text fields in one state: `set('email')` is the email field's onChange. `onEdit` runs
 * after every change a person makes (to clear a mark the last answer left, say).
 */
export function useFormFields<F extends Record<keyof F, string>>(initial: F, onEdit?: () => void) {
  const [fields, setFields] = useState<F>(initial);
  const set = (name: keyof F) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    onEdit?.();
  };
  return { fields, set, setFields };
}
