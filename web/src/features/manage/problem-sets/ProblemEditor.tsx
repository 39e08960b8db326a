import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isChoiceType, isTextInputType } from '@solve/core/answers/problem-types';
import { PROBLEM_TYPES, type ProblemType } from '@solve/core/answers/types';
import { answerKeyHelp, answersNameChoicePlaces, hasAnswerText, hasChoices, PROBLEM_TYPE_LABELS } from '@solve/core/problem-set-editor';
import { memo, type ReactNode } from 'react';
import { ChoicesEditor } from './ChoicesEditor';
import type { DraftProblem } from './draft';
import { HintsEditor } from './HintsEditor';
import { useFieldIssue, useIssues } from './issues';
import { MathTextField } from './MathTextField';

/** Fields of a problem that show their own issue; any other issue of the problem is listed at its top. */
const SHOWN_FIELDS =
  /^(problemType|points|questionText|questionImageUrl|questionVideo|answer|solutionText|solutionImageUrl|solutionVideo|choices(\[\d+\]\.text)?|hints\[\d+\]\.(text|image|video))$/;

function ProblemField({
  problemKey,
  field,
  label,
  value,
  onChange,
  helperText,
  select,
  disabled,
  children,
  inputMode,
}: {
  problemKey: string;
  field: string;
  label: string;
  value: string;
  onChange(value: string): void;
  helperText?: string;
  select?: boolean;
  disabled?: boolean;
  children?: ReactNode;
  inputMode?: 'numeric';
}) {
  const issue = useFieldIssue(problemKey, field);
  return (
    <TextField
      label={label}
      value={value}
      select={select}
      disabled={disabled}
      onChange={(event) => {
        issue.clear();
        onChange(event.target.value);
      }}
      error={issue.error}
      helperText={issue.message ?? helperText}
      slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
      // The reason a field is locked stays readable (a disabled field's helper is greyed out).
      sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
      fullWidth
    >
      {children}
    </TextField>
  );
}

/** The draft's fields typed as plain text. */
type DraftTextField = 'questionImageUrl' | 'questionVideo' | 'answer' | 'solutionImageUrl' | 'solutionVideo';

export type ProblemChange = (key: string, change: (problem: DraftProblem) => DraftProblem) => void;

interface Props {
  problem: DraftProblem;
  number: number;
  count: number;
  expanded: boolean;
  onToggle(key: string): void;
  onChange: ProblemChange;
  onMove(key: string, by: -1 | 1): void;
  onRemove(key: string): void;
}

/** The first line of a text, for a collapsed problem's summary. */
function firstLine(text: string): string {
  const line = text.split('\n').find((part) => part.trim() !== '') ?? '';
  return line.length > 90 ? `${line.slice(0, 87)}…` : line;
}

/** One problem of the set: a summary with its moves, and when open every field, its choices, hints and solution. */
export const ProblemEditor = memo(function ProblemEditor({
  problem,
  number,
  count,
  expanded,
  onToggle,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const { key } = problem;
  const issues = useIssues();
  const answered = problem.answerCount > 0;
  const set = <K extends keyof DraftProblem>(field: K, value: DraftProblem[K]) =>
    onChange(key, (current) => ({ ...current, [field]: value }));
  // A text field bound to one field of the draft, its issue shown under it.
  const textField = (field: DraftTextField, label: string, helperText?: string) => (
    <ProblemField
      problemKey={key}
      field={field}
      label={label}
      value={problem[field]}
      onChange={(value) => set(field, value)}
      helperText={helperText}
    />
  );
  const otherIssues = issues.list.filter((issue) => issue.problemKey === key && !SHOWN_FIELDS.test(issue.field));
  const hasIssue = issues.list.some((issue) => issue.problemKey === key);
  const type = problem.problemType;
  const detailsId = `problem-${key}-details`;
  const headingId = `problem-${key}-heading`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, borderColor: hasIssue ? 'error.main' : 'divider', overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1, flexWrap: 'wrap' }}>
        <Button
          onClick={() => onToggle(key)}
          aria-expanded={expanded}
          aria-controls={detailsId}
          startIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ justifyContent: 'flex-start', textAlign: 'left', flex: '1 1 260px', minWidth: 0, color: 'text.primary' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
              Problem {number}
            </Typography>
            <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary', textTransform: 'none' }}>
              {PROBLEM_TYPE_LABELS[type]} · {problem.points} {problem.points === '1' ? 'point' : 'points'}
              {firstLine(problem.questionText) ? ` · ${firstLine(problem.questionText)}` : ''}
            </Typography>
          </Box>
        </Button>
        {answered ? <Chip size="small" label={`${problem.answerCount} ${problem.answerCount === 1 ? 'answer' : 'answers'}`} /> : null}
        {problem.id === null ? <Chip size="small" color="primary" variant="outlined" label="New" /> : null}
        <Box sx={{ display: 'flex', ml: 'auto' }}>
          <IconButton aria-label={`Move problem ${number} up`} disabled={number === 1} onClick={() => onMove(key, -1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={`Move problem ${number} down`} disabled={number === count} onClick={() => onMove(key, 1)}>
            <ArrowDownwardIcon />
          </IconButton>
          <Tooltip title={answered ? 'Students have answered it: it stays, so that their work does.' : ''}>
            <span>
              <IconButton aria-label={`Remove problem ${number}`} disabled={answered} onClick={() => onRemove(key)}>
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Divider />
        <Box id={detailsId} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}>
          {otherIssues.map((issue) => (
            <Alert key={`${issue.field}:${issue.message}`} severity="error">
              {issue.field ? `${issue.field}: ` : ''}
              {issue.message}
            </Alert>
          ))}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
            <ProblemField
              problemKey={key}
              field="problemType"
              label="Type"
              select
              disabled={answered}
              value={type}
              onChange={(value) => set('problemType', value as ProblemType)}
              helperText={answered ? 'Students have answered it: its type stays.' : undefined}
            >
              {PROBLEM_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {PROBLEM_TYPE_LABELS[value]}
                </MenuItem>
              ))}
            </ProblemField>
            <ProblemField
              problemKey={key}
              field="points"
              label="Points"
              inputMode="numeric"
              value={problem.points}
              onChange={(value) => set('points', value)}
            />
          </Box>
          <FormControlLabel
            control={<Switch checked={problem.typesetMath} onChange={(event) => set('typesetMath', event.target.checked)} />}
            label="Typeset math (Markdown and LaTeX between $ signs)"
          />
          <MathTextField
            label="Question"
            problemKey={key}
            field="questionText"
            value={problem.questionText}
            typeset={problem.typesetMath}
            onChange={(value) => set('questionText', value)}
            helperText={type === 'EMBED' ? 'The HTML to show in a sandboxed frame.' : undefined}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {textField(
              'questionImageUrl',
              'Question image address',
              type === 'ONE_HOTSPOT' || type === 'MANY_HOTSPOTS' ? 'Students find the spots on this image.' : undefined,
            )}
            {textField('questionVideo', 'Question video')}
          </Box>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              Answer
            </Typography>
            {hasAnswerText(type) ? (
              textField('answer', 'Answer key', answerKeyHelp(type))
            ) : (
              <AnswerNote problemKey={key} text={answerKeyHelp(type)} />
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              {type === 'SHORT_TEXT_RESPONSE' || type === 'MULTIPLE_TEXT_RESPONSE' ? (
                <FormControlLabel
                  control={<Switch checked={problem.caseSensitive} onChange={(event) => set('caseSensitive', event.target.checked)} />}
                  label="Case sensitive"
                />
              ) : null}
              {type === 'SHORT_NUMBER_RESPONSE' || type === 'SCIENTIFIC_UNIT' ? (
                <FormControlLabel
                  control={<Switch checked={problem.approximate} onChange={(event) => set('approximate', event.target.checked)} />}
                  label="Within 1 percent counts"
                />
              ) : null}
              {isChoiceType(type) || type === 'MATCHING' ? (
                <FormControlLabel
                  control={
                    <Switch checked={problem.randomizeChoices} onChange={(event) => set('randomizeChoices', event.target.checked)} />
                  }
                  label="Shuffle the choices for each attempt"
                />
              ) : null}
            </Box>
          </Box>
          {hasChoices(type) ? (
            <ChoicesEditor
              problemKey={key}
              type={type}
              choices={problem.choices}
              placesKept={answered && answersNameChoicePlaces(type)}
              typeset={problem.typesetMath}
              onChange={(choices) => set('choices', choices)}
            />
          ) : null}
          <HintsEditor problemKey={key} hints={problem.hints} onChange={(hints) => set('hints', hints)} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              Solution
            </Typography>
            <MathTextField
              label="Solution"
              problemKey={key}
              field="solutionText"
              value={problem.solutionText}
              typeset={problem.typesetMath}
              onChange={(value) => set('solutionText', value)}
              helperText={isTextInputType(type) || hasChoices(type) ? 'Shown after instant feedback, in review and with LEARN.' : undefined}
              minRows={2}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {textField('solutionImageUrl', 'Solution image address')}
              {textField('solutionVideo', 'Solution video')}
            </Box>
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
});

/** Types without a typed key: how they are answered, and the key's issue if the save found one. */
function AnswerNote({ problemKey, text }: { problemKey: string; text: string }) {
  const issue = useFieldIssue(problemKey, 'answer');
  return (
    <>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{text}</Typography>
      {issue.message ? <Alert severity="error">{issue.message}</Alert> : null}
    </>
  );
}
