import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEEDBACK_TYPE_LABELS, PROBLEM_SET_KIND_LABELS, PROBLEM_SET_PURPOSE_LABELS } from '@solve/core/problem-set-editor';
import { memo, type ReactNode } from 'react';
import type { Draft } from './draft';
import { useFieldIssue } from './issues';

type SetField = Exclude<keyof Draft, 'problems'>;
export type SetChange = <K extends SetField>(field: K, value: Draft[K]) => void;

function Field({
  field,
  issueField = field,
  label,
  value,
  onChange,
  helperText,
  select,
  children,
  multiline,
  inputMode,
}: {
  field: SetField;
  issueField?: string;
  label: string;
  value: string;
  onChange(value: string): void;
  helperText?: string;
  select?: boolean;
  children?: ReactNode;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal';
}) {
  const issue = useFieldIssue(null, issueField);
  return (
    <TextField
      label={label}
      name={field}
      value={value}
      onChange={(event) => {
        issue.clear();
        onChange(event.target.value);
      }}
      select={select}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={issue.error}
      helperText={issue.message ?? helperText}
      slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
      fullWidth
    >
      {children}
    </TextField>
  );
}

interface Props {
  draft: Draft;
  onChange: SetChange;
  /** The set belongs to an introduction lesson: the player never times it. */
  introduction: boolean;
}

/** The set's own fields: title, kind, purpose, feedback, attempts, time limit and switches. */
export const SetFieldsCard = memo(function SetFieldsCard({ draft, onChange, introduction }: Props) {
  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="set-fields-heading" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography id="set-fields-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        The set
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Field field="title" label="Title" value={draft.title} onChange={(value) => onChange('title', value)} />
        <Box sx={grid}>
          <Field field="kind" label="Kind" select value={draft.kind} onChange={(value) => onChange('kind', value as Draft['kind'])}>
            {Object.entries(PROBLEM_SET_KIND_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </Field>
          <Field
            field="purpose"
            label="Purpose"
            select
            value={draft.purpose}
            onChange={(value) => onChange('purpose', value as Draft['purpose'])}
          >
            {Object.entries(PROBLEM_SET_PURPOSE_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </Field>
          <Field
            field="feedbackType"
            label="Feedback"
            select
            value={draft.feedbackType}
            onChange={(value) => onChange('feedbackType', value as Draft['feedbackType'])}
          >
            {Object.entries(FEEDBACK_TYPE_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </Field>
          <Field
            field="allowedAttempts"
            label="Allowed attempts"
            inputMode="numeric"
            value={draft.allowedAttempts}
            onChange={(value) => onChange('allowedAttempts', value)}
            helperText="Empty: unlimited."
          />
          <Field
            field="timeLimitMinutes"
            issueField="timeLimit"
            label="Time limit (minutes)"
            inputMode="decimal"
            value={draft.timeLimitMinutes}
            onChange={(value) => onChange('timeLimitMinutes', value)}
            helperText={introduction ? 'This set is in an introduction lesson: students are never timed.' : '0: no limit.'}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <FormControlLabel
            control={<Switch checked={draft.autoGrading} onChange={(event) => onChange('autoGrading', event.target.checked)} />}
            label="Auto-grading"
          />
          <FormControlLabel
            control={<Switch checked={draft.allowSkip} onChange={(event) => onChange('allowSkip', event.target.checked)} />}
            label="Students may skip problems"
          />
          <FormControlLabel
            control={<Switch checked={draft.randomizeOrder} onChange={(event) => onChange('randomizeOrder', event.target.checked)} />}
            label="Shuffle the problems for each attempt"
          />
        </Box>
        <Field
          field="learningObjective"
          label="Learning objective"
          multiline
          value={draft.learningObjective}
          onChange={(value) => onChange('learningObjective', value)}
        />
        <Field
          field="instructions"
          label="Instructions"
          multiline
          value={draft.instructions}
          onChange={(value) => onChange('instructions', value)}
          helperText="Shown above the problems while a student works."
        />
      </Box>
    </Paper>
  );
});
