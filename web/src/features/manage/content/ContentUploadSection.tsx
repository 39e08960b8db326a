import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { plural } from '../../../components/plural';
import { readFragment } from '../../../graphql';
import { CheckedImportStatus, downloadText, FileChooser, useCheckedImport } from '..';
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
  const [check] = useMutation(CheckContentFileMutation);
  const [importFile] = useMutation(ImportContentFileMutation, { refetchQueries: ['ClassroomFormOptions'] });
  const upload = useCheckedImport<ContentReportData>({
    check: async (file) => {
      const result = await check({ variables: { fileName: file.name, source: file.text } });
      return result.data && readFragment(ContentReportFields, result.data.checkContentFile);
    },
    importFile: async (file) => {
      const result = await importFile({ variables: { fileName: file.name, source: file.text } });
      return result.data && readFragment(ContentReportFields, result.data.importContentFile);
    },
    checkFailed: 'The file could not be checked. Please try again.',
    importFailed: 'The file could not be imported. Please try again.',
  });

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
        {...upload.chooser}
        onTooLarge={(name) =>
          upload.refuse(
            `${name} is larger than 900 KB: split it into several files (codes keep them together), or import it on the server with npm run import.`,
          )
        }
      />
      <CheckedImportStatus
        upload={upload}
        sx={{ mt: 2 }}
        problems={{
          label: 'Problems in the file',
          fix: 'Fix the file and choose it again.',
          columns: [
            { header: 'Line', cell: (item) => item.line ?? '—' },
            {
              header: 'Place',
              cell: (item) => item.path || 'the file',
              sx: { fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 160 },
            },
            { header: 'Problem', cell: (item) => item.message },
          ],
        }}
        summary={(report) => report.summary && { name: report.fileName, lines: summaryLines(report.summary) }}
      />
    </Box>
  );
}
