import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { readThreshold } from './threshold';

interface Props {
  saved: number;
  saving: boolean;
  /** Saves the threshold; resolves when saved. */
  onSave(percent: number): Promise<void>;
}

/** A parent's low-grade threshold: saved with its button or Enter, checked before it is sent. */
export function GradeThresholdField({ saved, saving, onSave }: Props) {
  const [typed, setTyped] = useState(String(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readThreshold(typed);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    void onSave(read.percent).then(() => setTyped(String(read.percent)));
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="threshold-heading">
      <Typography id="threshold-heading" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        Low grades
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        We tell you when a grade is below this percent (if "A grade below my threshold" is on).
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          size="small"
          label="Threshold (%)"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={problem !== null}
          helperText={problem ?? `From 0 to 100. Now ${saved}%.`}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          sx={{ width: 200 }}
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 0.25 }}>
          Save threshold
        </Button>
      </Box>
    </Box>
  );
}
