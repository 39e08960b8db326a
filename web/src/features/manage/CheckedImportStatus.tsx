import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { plural } from '../../components/plural';
import type { CheckedImport, ImportReport } from './useCheckedImport';

export interface ProblemColumn<P> {
  header: string;
  cell: (problem: P) => ReactNode;
  sx?: SxProps<Theme>;
}

/** The table of a file's problems: which columns, its accessible name, and how to put things right. */
export interface ProblemsTableSpec<P> {
  label: string;
  columns: ProblemColumn<P>[];
  /** Said after "nothing was imported." */
  fix: string;
}

/** What a clean report holds: the file's name as shown in the title, and a few lines of counts. */
export interface ImportSummary {
  name: string;
  lines: string[];
}

function Working({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{children}</Typography>
    </Stack>
  );
}

/**
 * Where a checked file's fate is told (politely to screen readers): the check under way, its
 * problems in a table, or what it will change with the button that imports it, then what it did.
 */
export function CheckedImportStatus<R extends ImportReport>({
  upload,
  problems,
  summary,
  importingNote,
  sx,
  children,
}: {
  upload: CheckedImport<R>;
  problems: ProblemsTableSpec<R['problems'][number]>;
  summary: (report: R) => ImportSummary | null;
  /** Shown beside a spinner while the import runs; without it the button says "Importing…". */
  importingNote?: string;
  sx?: SxProps<Theme>;
  /** What follows the import button (the import's results). */
  children?: ReactNode;
}) {
  const { file, report } = upload;
  const clean = report ? summary(report) : null;
  return (
    <Box sx={sx} aria-live="polite">
      {upload.checking && <Working>Checking {file?.name}…</Working>}
      {upload.importing && importingNote && <Working>{importingNote}</Working>}
      {upload.problem && <Alert severity="error">{upload.problem}</Alert>}
      {report && report.problems.length > 0 && <ProblemsTable report={report} spec={problems} />}
      {report && clean && (
        <Alert severity={report.imported ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {report.imported ? `Imported ${clean.name}.` : `${clean.name} is ready to import. Nothing has been written yet.`}
          </Typography>
          {clean.lines.map((line) => (
            <Typography key={line} sx={{ fontSize: 14 }}>
              {line}
            </Typography>
          ))}
        </Alert>
      )}
      {report && clean && upload.ready && (
        <Button variant="contained" onClick={upload.runImport} disabled={upload.chooser.disabled}>
          {upload.importing && !importingNote ? 'Importing…' : `Import ${report.fileName}`}
        </Button>
      )}
      {children}
    </Box>
  );
}

function ProblemsTable<R extends ImportReport>({ report, spec }: { report: R; spec: ProblemsTableSpec<R['problems'][number]> }) {
  return (
    <>
      <Alert severity="error" sx={{ mb: 1 }}>
        {report.fileName} has {plural(report.problems.length, 'problem')}: nothing was imported. {spec.fix}
      </Alert>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={spec.label}>
          <TableHead>
            <TableRow>
              {spec.columns.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.problems.map((item, index) => (
              // A file may have the same problem on one line twice: the place in the list tells them apart.
              <TableRow key={index}>
                {spec.columns.map((column) => (
                  <TableCell key={column.header} sx={column.sx}>
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
