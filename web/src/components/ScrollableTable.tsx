import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';

/**
 * A table's frame that scrolls sideways when the table is wider than the screen. It is a named,
 * focusable region so that a keyboard user can reach and scroll it too (WCAG 2.1.1), even when no
 * cell holds a link or button.
 */
export function ScrollableTable({ label, children, ...rest }: Omit<TableContainerProps, 'sx'> & { label: string }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      {...rest}
    >
      {children}
    </TableContainer>
  );
}
