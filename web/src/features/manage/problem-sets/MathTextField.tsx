import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichText } from '../../player';
import { useFieldIssue } from './issues';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Markdown and LaTeX, shown as the player shows it; otherwise the text as written. */
  typeset: boolean;
  problemKey: string | null;
  field: string;
  helperText?: string;
  minRows?: number;
}

/** A problem's text with its live preview beside or below it, rendered by the player's own renderer (KaTeX). */
export function MathTextField({ label, value, onChange, typeset, problemKey, field, helperText, minRows = 3 }: Props) {
  const issue = useFieldIssue(problemKey, field);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => {
          issue.clear();
          onChange(event.target.value);
        }}
        multiline
        minRows={minRows}
        error={issue.error}
        helperText={issue.message ?? helperText}
        fullWidth
      />
      <Box
        role="region"
        aria-label={`${label}: preview`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 56, bgcolor: 'background.paper', fontSize: 16 }}
      >
        <Typography component="div" sx={{ fontSize: 12, fontWeight: 600, color: 'text.secondary', mb: 0.5 }}>
          Preview{typeset ? ' (math typeset)' : ''}
        </Typography>
        {value.trim() === '' ? (
          <Typography sx={{ color: 'text.disabled', fontSize: 14 }}>Nothing yet.</Typography>
        ) : (
          <RichText text={value} typeset={typeset} />
        )}
      </Box>
    </Box>
  );
}
