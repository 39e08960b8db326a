import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ShownLater } from './shownLater';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        toggle
      </button>
      <ShownLater open={open}>
        <p>{open ? 'open' : 'closing'}</p>
      </ShownLater>
    </>
  );
}

describe('ShownLater', () => {
  it('mounts nothing until first opened, then keeps its children mounted after closing', () => {
    render(<Opener />);
    expect(screen.queryByText('open')).toBeNull();
    expect(screen.queryByText('closing')).toBeNull();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('open')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('closing')).toBeTruthy();
  });
});
