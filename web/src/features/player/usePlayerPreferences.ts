import { TEXT_SIZES, type TextSize } from '@solve/core/player';
import { useState } from 'react';
import { preferences, sessionValues } from '../../app/storage';

const isTextSize = (value: string | null): value is TextSize => value !== null && Object.hasOwn(TEXT_SIZES, value);

/** §2 Text sizes 24 / 20 / 14, kept on this device as the preference `size` (small by default). */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const [size, setSize] = useState<TextSize>(() => {
    const stored = preferences.get('size');
    return isTextSize(stored) ? stored : 'small';
  });
  return [
    size,
    (next) => {
      preferences.set('size', next);
      setSize(next);
    },
  ];
}

/** §6 Full Screen (staff): the player without the side bar and header, kept for the session as fullScreen. */
export function useFullScreen(isStaff: boolean): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => isStaff && sessionValues.get('fullScreen') === 'true');
  return [
    on,
    (next) => {
      sessionValues.set('fullScreen', next);
      setOn(next);
    },
  ];
}
