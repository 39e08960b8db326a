import TextField from '@mui/material/TextField';
import { BILLING_LIMITS } from '@solve/core/text-limits';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { limitedField } from './limitedField';

function AddressField({ problem }: { problem?: string }) {
  const [text, setText] = useState('');
  return (
    <TextField
      label="Billing address"
      {...limitedField(BILLING_LIMITS.address, {
        value: text,
        onChange: (event) => setText(event.target.value),
        error: Boolean(problem),
        helperText: problem,
      })}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Billing address');

describe('a field held to its limit', () => {
  it('stops typing at the limit and counts near it', () => {
    render(<AddressField />);
    expect(field().maxLength).toBe(60);
    fireEvent.change(field(), { target: { value: 'x'.repeat(50) } });
    expect(screen.queryByText(/\/ 60/)).toBeNull();
    fireEvent.change(field(), { target: { value: 'x'.repeat(55) } });
    expect(screen.getByText('55 / 60')).toBeTruthy();
  });

  it("keeps the form's error for the field in place of the counter", () => {
    render(<AddressField problem="Some fields are invalid" />);
    fireEvent.change(field(), { target: { value: 'x'.repeat(58) } });
    expect(screen.getByText('Some fields are invalid')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});
