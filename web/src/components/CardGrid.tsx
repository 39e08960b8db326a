import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A grid of cards with a fixed number of equal columns (the spec's width / card-width rules). */
export function CardGrid({ columns, children, label }: { columns: number; children: ReactNode; label?: string }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 2, alignItems: 'stretch' }}
    >
      {children}
    </Box>
  );
}
