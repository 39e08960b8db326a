import { useEffect, useState } from 'react';

/** The element's height in pixels, kept up to date as it changes (e.g. a top bar that wraps to two rows). */
export function useHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
