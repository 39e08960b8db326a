import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DraftHint, newKey } from './draft';
import { useFieldIssue } from './issues';

function HintField({
  problemKey,
  field,
  label,
  value,
  onChange,
  multiline,
}: {
  problemKey: string;
  field: string;
  label: string;
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
}) {
  const issue = useFieldIssue(problemKey, field);
  return (
    <TextField
      label={label}
      value={value}
      size="small"
      multiline={multiline}
      onChange={(event) => {
        issue.clear();
        onChange(event.target.value);
      }}
      error={issue.error}
      helperText={issue.message}
      fullWidth
    />
  );
}

/** The help chat's hints of a problem, numbered from 1 in the order students get them. */
export function HintsEditor({
  problemKey,
  hints,
  onChange,
}: {
  problemKey: string;
  hints: DraftHint[];
  onChange(hints: DraftHint[]): void;
}) {
  const change = (key: string, patch: Partial<DraftHint>) =>
    onChange(hints.map((hint) => (hint.key === key ? { ...hint, ...patch } : hint)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Hints
      </Typography>
      {hints.length === 0 ? (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>No hints yet: the help chat offers these one at a time.</Typography>
      ) : null}
      {hints.map((hint, index) => (
        <Box key={hint.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
            <HintField
              problemKey={problemKey}
              field={`hints[${index}].text`}
              label={`Hint ${index + 1}`}
              value={hint.text}
              multiline
              onChange={(text) => change(hint.key, { text })}
            />
            <HintField
              problemKey={problemKey}
              field={`hints[${index}].image`}
              label={`Hint ${index + 1} image address`}
              value={hint.image}
              onChange={(image) => change(hint.key, { image })}
            />
            <HintField
              problemKey={problemKey}
              field={`hints[${index}].video`}
              label={`Hint ${index + 1} video`}
              value={hint.video}
              onChange={(video) => change(hint.key, { video })}
            />
          </Box>
          <IconButton aria-label={`Remove hint ${index + 1}`} onClick={() => onChange(hints.filter((item) => item.key !== hint.key))}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...hints, { key: newKey('h'), text: '', image: '', video: '' }])}>
          Add a hint
        </Button>
      </Box>
    </Box>
  );
}
