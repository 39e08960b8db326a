import FormHelperText from '@mui/material/FormHelperText';
import { groupThousands } from '@solve/core/numbers';
import { TEXT_LIMITS, type TextKind } from '@solve/core/text-limits';
import type { ReactNode } from 'react';

/** From this share of its limit on, a field shows how much of it is used. */
const NEAR = 0.9;

/** The longest text of a kind (core's figure, which the server checks), or a figure given as is. */
const maxOf = (limit: TextKind | number) => (typeof limit === 'number' ? limit : TEXT_LIMITS[limit].max);

/**
 * '4,812 / 5,000' once a text reaches 90 % of its limit, and whether it is over the limit; null
 * before, so that a field says nothing about a limit nobody is near.
 */
export function lengthCounter(length: number, limit: TextKind | number): { text: string; over: boolean } | null {
  const max = maxOf(limit);
  if (length < NEAR * max) return null;
  return { text: `${groupThousands(length)} / ${groupThousands(max)}`, over: length > max };
}

/**
 * The props that make a text field count towards its limit: the counter as helper text from 90 %
 * on, in the error colour past the limit (the server refuses the text then, naming the field and
 * the limit), otherwise the field's own helper text. The field does not stop at the limit, so
 * that pasted text is never cut without a word.
 */
export function textLimitProps(
  value: string,
  limit: TextKind | number,
  helperText?: ReactNode,
): { helperText?: ReactNode; error: boolean } {
  const counter = lengthCounter(value.length, limit);
  return { helperText: counter?.text ?? helperText, error: counter?.over ?? false };
}

/** The counter on its own line, under a field that is not a TextField (the rich-text editor). */
export function TextLimitCounter({ length, limit, id }: { length: number; limit: TextKind | number; id?: string }) {
  const counter = lengthCounter(length, limit);
  if (!counter) return null;
  return (
    <FormHelperText id={id} error={counter.over} sx={{ mx: 1.75 }}>
      {counter.text}
    </FormHelperText>
  );
}
