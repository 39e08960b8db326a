import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A back-office page's title, its h1; `gutter` is the space below it when the page's layout gives none. */
export function PageHeading({ children, gutter }: { children: ReactNode; gutter?: number }) {
  return (
    <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: gutter }}>
      {children}
    </Typography>
  );
}
