import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldLimit } from '@solve/core/text-limits';
import { textLimitProps } from './TextLimit';

/**
 * A text field held to its field's limit (core/text-limits, which the server checks): typing stops
 * at the figure and, near it, the counter stands in for the helper text. An error the form shows
 * for the field keeps its place. Sets the input's own attributes: pass none through `slotProps`.
 */
export function limitedField(limit: FieldLimit, props: TextFieldProps): TextFieldProps {
  const value = typeof props.value === 'string' ? props.value : '';
  const counted = textLimitProps(value, limit.max, props.helperText);
  return {
    ...props,
    error: Boolean(props.error) || counted.error,
    helperText: props.error ? props.helperText : counted.helperText,
    slotProps: { ...props.slotProps, htmlInput: { maxLength: limit.max } },
  };
}
