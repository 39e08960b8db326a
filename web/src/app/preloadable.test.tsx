import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Page = () => <p>the page</p>;

function renderInSuspense(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('renders a preloaded page at once, without its fallback first', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = preloadable(load);
    await Lazy.preload();
    renderInSuspense(Lazy);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while a page that was not preloaded loads, then the page', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Page }));
    renderInSuspense(Lazy);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('loads once for several preloads', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    renderInSuspense(Lazy);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
