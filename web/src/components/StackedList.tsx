import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A back-office table's rows on a phone: one block each, between rules, instead of a table to scroll sideways. */
export function StackedList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
      {children}
    </Box>
  );
}

/** One row's block; `grid` spaces its lines evenly. */
export function StackedListItem({ grid = false, children }: { grid?: boolean; children: ReactNode }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', ...(grid ? { display: 'grid', gap: 0.5 } : {}) }}>
      {children}
    </Box>
  );
}
