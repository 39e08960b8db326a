import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRunOnce } from './useRunOnce';

function Runner({ effect }: { effect: () => void }) {
  useRunOnce(effect);
  return null;
}

describe('useRunOnce', () => {
  it('runs once per mount, also under StrictMode’s double mount and across renders', () => {
    const effect = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Runner effect={effect} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Runner effect={effect} />
      </StrictMode>,
    );
    expect(effect).toHaveBeenCalledOnce();
  });
});
