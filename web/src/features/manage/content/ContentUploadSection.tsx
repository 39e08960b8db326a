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
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { readFragment } from '../../../graphql';
import { downloadText } from '../downloadText';
import { type ChosenFile, FileChooser } from '../FileChooser';
import { CheckContentFileMutation, type ContentReportData, ContentReportFields, ImportContentFileMutation } from './content.documents';

/** A course with two lesson plans and a problem set: a start for an academy's own file. */
const CONTENT_EXAMPLE = `${JSON.stringify(
  {
    courses: [
      {
        code: 'ALG1',
        title: 'Algebra 1',
        subject: 'M',
        startGrade: 7,
        endGrade: 9,
        lessonPlans: [
          { order: 0, title: 'Readiness', lessonPlanType: 'INTRODUCTION' },
          { order: 1, title: 'Linear equations' },
        ],
      },
    ],
    problemSets: [
      {
        code: 'ALG1-L1-HW',
        lessonPlan: { course: 'ALG1', order: 1 },
        title: 'Linear equations homework',
        kind: 'HOMEWORK',
        purpose: 'PROBLEM_SOLVING',
        problems: [
          { problemType: 'SHORT_NUMBER_RESPONSE', questionText: 'Solve $x + 3 = 7$.', answer: '4', solutionText: '$x = 4$' },
          {
            problemType: 'MULTIPLE_CHOICE_ONE_ANSWER',
            questionText: 'Which is a solution of $2x = 6$?',
            choices: [
              { text: '3', correct: true },
              { text: '4', correct: false },
            ],
          },
        ],
      },
    ],
  },
  null,
  2,
)}\n`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const changes = ({ created, updated }: { created: number; updated: number }) => `${created} new, ${updated} updated`;

/** What a file holds or did, in a few lines a person reads before pressing Import. */
export function summaryLines(summary: NonNullable<ContentReportData['summary']>): string[] {
  const { removed } = summary;
  const lines = [
    `Courses: ${changes(summary.courses)}`,
    `Lesson plans: ${changes(summary.lessonPlans)}`,
    `Problem sets: ${changes(summary.problemSets)}`,
    `${plural(summary.problems, 'problem')}, ${plural(summary.choices, 'choice')}, ${plural(summary.hints, 'hint')}`,
  ];
  if (removed.problems + removed.choices + removed.hints > 0) {
    lines.push(
      `Removed (no longer in the file): ${plural(removed.problems, 'problem')}, ${plural(removed.choices, 'choice')}, ${plural(removed.hints, 'hint')}`,
    );
  }
  return lines;
}

/**
 * Upload a content file (docs/content-format.md): it is checked first (the whole import, rolled
 * back), its problems listed with their place and line; Import then loads it in one transaction.
 */
export function ContentUploadSection() {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [report, setReport] = useState<ContentReportData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [check, checking] = useMutation(CheckContentFileMutation);
  const [importFile, importing] = useMutation(ImportContentFileMutation, { refetchQueries: ['ClassroomFormOptions'] });
  const busy = checking.loading || importing.loading;

  async function checkFile(chosen: ChosenFile) {
    setFile(chosen);
    setReport(null);
    setProblem(null);
    try {
      const result = await check({ variables: { fileName: chosen.name, source: chosen.text } });
      if (result.data) setReport(readFragment(ContentReportFields, result.data.checkContentFile));
    } catch (error) {
      setProblem(errorMessage(error, 'The file could not be checked. Please try again.'));
    }
  }

  async function runImport() {
    if (!file) return;
    setProblem(null);
    try {
      const result = await importFile({ variables: { fileName: file.name, source: file.text } });
      if (result.data) setReport(readFragment(ContentReportFields, result.data.importContentFile));
    } catch (error) {
      setProblem(errorMessage(error, 'The file could not be imported. Please try again.'));
    }
  }

  const ready = report && report.problems.length === 0 && !report.imported;
  return (
    <Box component="section" aria-labelledby="content-upload-title">
      <Typography id="content-upload-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Upload a content file
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Courses with their lesson plans, and problem sets with their problems, in the content file format of the project's
        docs/content-format.md (JSON, up to 900 KB: split larger files). The file is checked first and nothing is written until you import
        it; importing the same file again updates what it created.
      </Typography>
      <Button size="small" sx={{ mb: 2 }} onClick={() => downloadText('content-example.json', CONTENT_EXAMPLE, 'application/json')}>
        Download an example file
      </Button>
      <FileChooser
        label="Choose a content file"
        accept=".json,application/json"
        chosen={file?.name ?? null}
        disabled={busy}
        onFile={(chosen) => void checkFile(chosen)}
        onTooLarge={(name) => {
          setFile(null);
          setReport(null);
          setProblem(
            `${name} is larger than 900 KB: split it into several files (codes keep them together), or import it on the server with npm run import.`,
          );
        }}
      />
      <Box sx={{ mt: 2 }} aria-live="polite">
        {checking.loading && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>Checking {file?.name}…</Typography>
          </Stack>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {report && report.problems.length > 0 && <ProblemsTable report={report} />}
        {report?.summary && (
          <Alert severity={report.imported ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {report.imported ? `Imported ${report.fileName}.` : `${report.fileName} is ready to import. Nothing has been written yet.`}
            </Typography>
            {summaryLines(report.summary).map((line) => (
              <Typography key={line} sx={{ fontSize: 14 }}>
                {line}
              </Typography>
            ))}
          </Alert>
        )}
        {ready && (
          <Button variant="contained" onClick={() => void runImport()} disabled={busy}>
            {importing.loading ? 'Importing…' : `Import ${report.fileName}`}
          </Button>
        )}
      </Box>
    </Box>
  );
}

function ProblemsTable({ report }: { report: ContentReportData }) {
  return (
    <>
      <Alert severity="error" sx={{ mb: 1 }}>
        {report.fileName} has {plural(report.problems.length, 'problem')}: nothing was imported. Fix the file and choose it again.
      </Alert>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label="Problems in the file">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Place</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.problems.map((item, index) => (
              <TableRow key={`${item.path}-${index}`}>
                <TableCell>{item.line ?? '—'}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 160 }}>{item.path || 'the file'}</TableCell>
                <TableCell>{item.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
