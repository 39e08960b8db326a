import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REQUIRED_ROSTER_COLUMNS, ROSTER_COLUMNS, ROSTER_MAX_ROWS } from '@solve/core/roster';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { readFragment } from '../../../graphql';
import { downloadText } from '../downloadText';
import { type ChosenFile, FileChooser } from '../FileChooser';
import { CheckRosterMutation, ImportRosterMutation, type RosterReportData, RosterReportFields } from './roster.documents';

const TEMPLATE = `${ROSTER_COLUMNS.join(',')}
Lee,Ana,Lee,ana@example.com,(408) 555-0101,MOTHER,Max,Lee,5,2015-04-02,Lincoln Elementary,M,ALG1-A
Lee,Ana,Lee,ana@example.com,(408) 555-0101,MOTHER,Mia,Lee,K,,,,
`;

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

type Counts = NonNullable<RosterReportData['counts']>;
const rowsOf = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
const countLine = (label: string, { created, existing }: Counts['families']) => `${label}: ${created} new, ${existing} already there`;

/** /manage/roster: families, parents, students and enrolments from a CSV file, checked row by row first. */
export default function RosterPage() {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [report, setReport] = useState<RosterReportData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [check, checking] = useMutation(CheckRosterMutation);
  const [importRoster, importing] = useMutation(ImportRosterMutation);
  const busy = checking.loading || importing.loading;

  async function checkFile(chosen: ChosenFile) {
    setFile(chosen);
    setReport(null);
    setProblem(null);
    try {
      const result = await check({ variables: { fileName: chosen.name, source: chosen.text } });
      if (result.data) setReport(readFragment(RosterReportFields, result.data.checkRoster));
    } catch (error) {
      setProblem(errorMessage(error, 'The roster could not be checked. Please try again.'));
    }
  }

  async function runImport() {
    if (!file) return;
    setProblem(null);
    try {
      const result = await importRoster({ variables: { fileName: file.name, source: file.text } });
      if (result.data) setReport(readFragment(RosterReportFields, result.data.importRoster));
    } catch (error) {
      setProblem(errorMessage(error, 'The roster could not be imported. Please try again.'));
    }
  }

  const ready = report && report.problems.length === 0 && !report.imported && report.counts;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Roster import
      </Typography>
      <Typography color="text.secondary">
        A CSV file with a header row and one row per student: the family it belongs to (rows with the same family are one family), a
        parent&apos;s contact, the student, and the codes of the classes to enrol in (separated by semicolons). Parents already in the
        academy are found by phone, students by name within their family. New students get a username and a first password, shown once after
        the import; they choose their own at their first sign-in. At most {ROSTER_MAX_ROWS.toLocaleString('en-US')} rows a file.
      </Typography>
      <Typography sx={{ fontSize: 14 }}>
        Columns: {ROSTER_COLUMNS.map((column) => (REQUIRED_ROSTER_COLUMNS.includes(column) ? `${column} (required)` : column)).join(', ')}.
      </Typography>
      <Box>
        <Button size="small" onClick={() => downloadText('roster-template.csv', TEMPLATE, 'text/csv')}>
          Download a template
        </Button>
      </Box>
      <FileChooser
        label="Choose a roster file"
        accept=".csv,text/csv"
        chosen={file?.name ?? null}
        disabled={busy}
        onFile={(chosen) => void checkFile(chosen)}
        onTooLarge={(name) => {
          setFile(null);
          setReport(null);
          setProblem(`${name} is larger than 900 KB: split it into several files.`);
        }}
      />
      <Box aria-live="polite">
        {checking.loading && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>Checking {file?.name}…</Typography>
          </Stack>
        )}
        {importing.loading && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>Importing {file?.name}: new students&apos; passwords take a moment…</Typography>
          </Stack>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {report && report.problems.length > 0 && <RosterProblems report={report} />}
        {report?.counts && (
          <Alert severity={report.imported ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {report.imported
                ? `Imported ${report.fileName} (${rowsOf(report.rows)}).`
                : `${report.fileName} (${rowsOf(report.rows)}) is ready to import. Nothing has been written yet.`}
            </Typography>
            {[
              countLine('Families', report.counts.families),
              countLine('Parents', report.counts.parents),
              countLine('Students', report.counts.students),
              countLine('Enrolments', report.counts.enrolments),
            ].map((line) => (
              <Typography key={line} sx={{ fontSize: 14 }}>
                {line}
              </Typography>
            ))}
          </Alert>
        )}
        {ready && (
          <Button variant="contained" onClick={() => void runImport()} disabled={busy}>
            Import {report.fileName}
          </Button>
        )}
        {report?.imported && report.newStudents.length > 0 && <NewStudents report={report} />}
      </Box>
    </Stack>
  );
}

function RosterProblems({ report }: { report: RosterReportData }) {
  return (
    <>
      <Alert severity="error" sx={{ mb: 1 }}>
        {report.fileName} has {report.problems.length} {report.problems.length === 1 ? 'problem' : 'problems'}: nothing was imported. Fix
        the rows and choose the file again.
      </Alert>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label="Problems in the roster">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.problems.map((item, index) => (
              <TableRow key={`${item.line}-${index}`}>
                <TableCell>{item.line === 0 ? 'file' : item.line}</TableCell>
                <TableCell>{item.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

function NewStudents({ report }: { report: RosterReportData }) {
  const csv = [
    'line,student,username,first password',
    ...report.newStudents.map((s) => [String(s.line), s.name, s.username, s.password].map(csvCell).join(',')),
  ].join('\n');
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        New students&apos; sign-ins
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        Shown this once: download or copy them now and give each student theirs. Each student chooses a new password at the first sign-in.
      </Alert>
      <Button size="small" onClick={() => downloadText(`${report.fileName.replace(/\.csv$/i, '')}-sign-ins.csv`, `${csv}\n`, 'text/csv')}>
        Download the sign-ins
      </Button>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label="New students' sign-ins">
          <TableHead>
            <TableRow>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Line</TableCell>
              <TableCell>Student</TableCell>
              <TableCell>Username</TableCell>
              <TableCell>First password</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.newStudents.map((student) => (
              <TableRow key={student.username}>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{student.line}</TableCell>
                <TableCell>{student.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{student.username}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{student.password}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
