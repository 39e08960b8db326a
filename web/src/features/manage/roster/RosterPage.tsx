import { groupThousands } from '@solve/core/numbers';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REQUIRED_ROSTER_COLUMNS, ROSTER_COLUMNS, ROSTER_MAX_ROWS } from '@solve/core/roster';
import { plural } from '../../../components/plural';
import { readFragment } from '../../../graphql';
import { CheckedImportStatus, downloadText, FileChooser, HeadedTable, PageHeading, useCheckedImport } from '..';
import { CheckRosterMutation, ImportRosterMutation, type RosterReportData, RosterReportFields } from './roster.documents';
import { ROSTER_TEMPLATE_CSV, signInsCsv } from './rosterCsv';

type Counts = NonNullable<RosterReportData['counts']>;
const countLine = (label: string, { created, existing }: Counts['families']) => `${label}: ${created} new, ${existing} already there`;

/** /manage/roster: families, parents, students and enrolments from a CSV file, checked row by row first. */
export default function RosterPage() {
  const [check] = useMutation(CheckRosterMutation);
  const [importRoster] = useMutation(ImportRosterMutation);
  const upload = useCheckedImport<RosterReportData>({
    check: async (file) => {
      const result = await check({ variables: { fileName: file.name, source: file.text } });
      return result.data && readFragment(RosterReportFields, result.data.checkRoster);
    },
    importFile: async (file) => {
      const result = await importRoster({ variables: { fileName: file.name, source: file.text } });
      return result.data && readFragment(RosterReportFields, result.data.importRoster);
    },
    checkFailed: 'The roster could not be checked. Please try again.',
    importFailed: 'The roster could not be imported. Please try again.',
  });
  const { report } = upload;

  return (
    <Stack spacing={2}>
      <PageHeading>Roster import</PageHeading>
      <Typography color="text.secondary">
        A CSV file with a header row and one row per student: the family it belongs to (rows with the same family are one family), a
        parent&apos;s contact, the student, and the codes of the classes to enrol in (separated by semicolons). Parents already in the
        academy are found by phone, students by name within their family. New students get a username and a first password, shown once after
        the import; they choose their own at their first sign-in. At most {groupThousands(ROSTER_MAX_ROWS)} rows a file.
      </Typography>
      <Typography sx={{ fontSize: 14 }}>
        Columns: {ROSTER_COLUMNS.map((column) => (REQUIRED_ROSTER_COLUMNS.includes(column) ? `${column} (required)` : column)).join(', ')}.
      </Typography>
      <Box>
        <Button size="small" onClick={() => downloadText('roster-template.csv', ROSTER_TEMPLATE_CSV, 'text/csv')}>
          Download a template
        </Button>
      </Box>
      <FileChooser
        label="Choose a roster file"
        accept=".csv,text/csv"
        {...upload.chooser}
        onTooLarge={(name) => upload.refuse(`${name} is larger than 900 KB: split it into several files.`)}
      />
      <CheckedImportStatus
        upload={upload}
        importingNote={`Importing ${upload.file?.name}: new students' passwords take a moment…`}
        problems={{
          label: 'Problems in the roster',
          fix: 'Fix the rows and choose the file again.',
          columns: [
            { header: 'Line', cell: (item) => (item.line === 0 ? 'file' : item.line) },
            { header: 'Problem', cell: (item) => item.message },
          ],
        }}
        summary={({ fileName, rows, counts }) =>
          counts && {
            name: `${fileName} (${plural(rows, 'row')})`,
            lines: [
              countLine('Families', counts.families),
              countLine('Parents', counts.parents),
              countLine('Students', counts.students),
              countLine('Enrolments', counts.enrolments),
            ],
          }
        }
      >
        {report?.imported && report.newStudents.length > 0 && <NewStudents report={report} />}
      </CheckedImportStatus>
    </Stack>
  );
}

function NewStudents({ report }: { report: RosterReportData }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        New students&apos; sign-ins
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        Shown this once: download or copy them now and give each student theirs. Each student chooses a new password at the first sign-in.
      </Alert>
      <Button
        size="small"
        onClick={() => downloadText(`${report.fileName.replace(/\.csv$/i, '')}-sign-ins.csv`, signInsCsv(report.newStudents), 'text/csv')}
      >
        Download the sign-ins
      </Button>
      <TableContainer sx={{ maxHeight: 480 }}>
        <HeadedTable
          label="New students' sign-ins"
          stickyHeader
          columns={[{ label: 'Line', sx: { display: { xs: 'none', sm: 'table-cell' } } }, 'Student', 'Username', 'First password']}
        >
          {report.newStudents.map((student) => (
            <TableRow key={student.username}>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{student.line}</TableCell>
              <TableCell>{student.name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{student.username}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{student.password}</TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      </TableContainer>
    </Box>
  );
}
