import { MOBILE_BREAKPOINT, SIDEBAR_WIDTH } from '@solve/core/constants';
import { useWindowWidth } from '../../components/useWindowWidth';

/** Page padding on each side (theme spacing 4 on desktop, 2 on mobile). */
const PADDING = { desktop: 64, mobile: 32 };

/** The width cards share: the window less the side bar (desktop) and the page padding. */
export function useContentWidth(): number {
  const width = useWindowWidth();
  const mobile = width <= MOBILE_BREAKPOINT;
  return width - (mobile ? PADDING.mobile : SIDEBAR_WIDTH + PADDING.desktop);
}
