import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lengthCounter, TextLimitCounter, textLimitProps } from './TextLimit';

function MessageField({ helper }: { helper?: string }) {
  const [text, setText] = useState('');
  return <TextField label="Message" value={text} onChange={(e) => setText(e.target.value)} {...textLimitProps(text, 'MESSAGE', helper)} />;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });

describe('the length counter', () => {
  it('says nothing below 90 % of the limit, then counts with thousands separators', () => {
    render(<MessageField />);
    type('x'.repeat(4_499));
    expect(screen.queryByText(/\/ 5,000/)).toBeNull();
    type('x'.repeat(4_812));
    expect(screen.getByText('4,812 / 5,000')).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('false');
  });

  it('describes the field, and past the limit marks it invalid without cutting the text', () => {
    render(<MessageField />);
    type('x'.repeat(5_214));
    const counter = screen.getByText('5,214 / 5,000');
    const field = screen.getByLabelText<HTMLInputElement>('Message');
    expect(field.value).toHaveLength(5_214);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(counter.id);
  });

  it("keeps the field's own helper text until the limit is near", () => {
    render(<MessageField helper="Your teachers answer within a day." />);
    type('Hello');
    expect(screen.getByText('Your teachers answer within a day.')).toBeTruthy();
    type('x'.repeat(4_600));
    expect(screen.queryByText('Your teachers answer within a day.')).toBeNull();
    expect(screen.getByText('4,600 / 5,000')).toBeTruthy();
  });

  it('stands on its own under a rich-text editor, with a figure given as is', () => {
    const { rerender } = render(<TextLimitCounter length={44_999} limit={50_000} id="c" />);
    expect(screen.queryByText(/50,000/)).toBeNull();
    rerender(<TextLimitCounter length={50_001} limit="ANNOUNCEMENT" id="c" />);
    expect(screen.getByText('50,001 / 50,000').classList.contains('Mui-error')).toBe(true);
    expect(lengthCounter(50_000, 'ANNOUNCEMENT')).toEqual({ text: '50,000 / 50,000', over: false });
  });
});
