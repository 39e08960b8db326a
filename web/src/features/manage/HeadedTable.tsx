import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A column's heading: its text, or the text with its alignment and style; null for a column of buttons. */
export type ColumnHeading = string | { label: string; align?: 'right'; sx?: SxProps<Theme> } | null;

/** A back-office table of small rows under one row of column headings. */
export function HeadedTable({
  label,
  columns,
  stickyHeader,
  sx,
  children,
}: {
  label: string;
  columns: readonly ColumnHeading[];
  stickyHeader?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Table size="small" stickyHeader={stickyHeader} aria-label={label} sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) =>
            column === null ? (
              <TableCell key={index} />
            ) : typeof column === 'string' ? (
              <TableCell key={index}>{column}</TableCell>
            ) : (
              <TableCell key={index} align={column.align} sx={column.sx}>
                {column.label}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
