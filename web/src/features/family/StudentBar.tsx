import Box from '@mui/material/Box';
import { studentBarHidden } from '@solve/core/family-home';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * Whether the page is scrolled past the point where the student bar hides (a scroll of 100, §2).
 * The scroll is read when the page scrolls, never while rendering: reading it makes the browser
 * lay the page out there and then, on every render of a page that is still being built.
 */
export function useStudentBarHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(studentBarHidden(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return hidden;
}

/**
 * The family dashboard's student bar: the student selector stays under the top bar while the
 * page scrolls, and slides away once it is scrolled further than 100 px (family-catalog-payment.md
 * §2). It moves without changing the page's height, so hiding it never moves the page.
 */
export function StudentBar({ children }: { children: ReactNode }) {
  const hidden = useStudentBarHidden();
  return (
    <Box
      data-testid="student-bar"
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        py: 1,
        transform: hidden ? 'translateY(-120%)' : 'none',
        opacity: hidden ? 0 : 1,
        visibility: hidden ? 'hidden' : 'visible',
        transition: (theme) =>
          theme.transitions.create(['transform', 'opacity', 'visibility'], { duration: theme.transitions.duration.shorter }),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
