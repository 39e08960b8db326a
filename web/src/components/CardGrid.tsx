import Box from '@mui/material/Box';
import Card, { type CardProps } from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
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

/** One card of a CardGrid, named by `label`: outlined, rounded, its parts in a column; `sx` adds to that. */
export function GridCard({
  label,
  sx,
  children,
  ...rest
}: Omit<CardProps, 'role' | 'variant' | 'aria-label' | 'sx'> & { label: string; sx?: Exclude<SxProps<Theme>, readonly unknown[]> }) {
  return (
    <Card
      role="listitem"
      variant="outlined"
      aria-label={label}
      sx={[{ borderRadius: 3, display: 'flex', flexDirection: 'column' }, sx ?? false]}
      {...rest}
    >
      {children}
    </Card>
  );
}
