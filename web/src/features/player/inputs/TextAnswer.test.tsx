import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PlayerProblem } from '../drafts';
import { TextAnswer } from './TextAnswer';

function Answer({ problemType }: { problemType: string }) {
  const [text, setText] = useState('');
  return (
    <TextAnswer
      problem={{ problemType } as PlayerProblem}
      draft={{ kind: 'text', text }}
      onChange={(draft) => setText(draft.text)}
      disabled={false}
      correct={null}
      labelledBy="question"
    />
  );
}

describe('a written answer', () => {
  it('shows how much of its 20,000 characters is used from 90 % on, and stops at the limit', () => {
    render(<Answer problemType="FREE_FORM" />);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Your answer');
    fireEvent.change(box, { target: { value: 'w'.repeat(17_999) } });
    expect(screen.queryByText(/20,000/)).toBeNull();
    fireEvent.change(box, { target: { value: 'w'.repeat(18_250) } });
    expect(screen.getByText('18,250 / 20,000')).toBeTruthy();
    expect(box.maxLength).toBe(20_000);
  });

  it('an offline note keeps its instructions until its limit is near', () => {
    render(<Answer problemType="OFFLINE" />);
    expect(screen.getByText(/Work this problem on paper/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'n'.repeat(4_700) } });
    expect(screen.getByText('4,700 / 5,000')).toBeTruthy();
  });
});
