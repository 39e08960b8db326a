import { THROTTLE_MS } from '@solve/core/constants';
import { useEffect, useState } from 'react';
import { windowWidth } from '../app/drawnPage';

/** The window's inner width, updated after resizing settles (the spec's resize debounce). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(windowWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), THROTTLE_MS.resizeDebounce);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
