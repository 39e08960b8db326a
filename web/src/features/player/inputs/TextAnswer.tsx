import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maxAnswerTextLength } from '@solve/core/answers/limits';
import { textLimitProps } from '../../../components/TextLimit';
import type { InputProps } from './types';

const MULTILINE = new Set(['FREE_FORM', 'OFFLINE']);

/** Text, number, scientific-unit, free-form and offline answers: one box. */
export function TextAnswer({ problem, draft, onChange, disabled, correct, labelledBy }: InputProps<'text'>) {
  const type = problem.problemType;
  const multiline = MULTILINE.has(type);
  const offline = type === 'OFFLINE';
  const max = maxAnswerTextLength(type);
  // Written work shows how much of its limit is used from 90 % on; the box stops at the limit.
  const limit = textLimitProps(
    draft.text,
    max,
    offline ? 'Work this problem on paper, then press SUBMIT. You can add a note for your teacher.' : undefined,
  );
  return (
    <Box>
      <TextField
        label={offline ? 'Note (optional)' : 'Your answer'}
        value={draft.text}
        onChange={(event) => onChange({ kind: 'text', text: event.target.value })}
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        helperText={limit.helperText}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            'aria-describedby': labelledBy,
            // The server refuses a longer answer to this type; the box stops at the same figure.
            maxLength: max,
            inputMode: type === 'SHORT_NUMBER_RESPONSE' ? 'decimal' : 'text',
            spellCheck: type === 'FREE_FORM',
            autoCapitalize: 'off',
            // Read-only rather than disabled, so a locked answer stays easy to read.
            readOnly: disabled,
            'aria-readonly': disabled,
            style: { fontSize: 'inherit' },
          },
        }}
        sx={{
          maxWidth: multiline ? '100%' : 420,
          '& .MuiInputBase-root': { fontSize: 'inherit', bgcolor: disabled ? 'grey.50' : 'background.paper' },
        }}
      />
      {correct && correct.accepted.length > 0 ? (
        <Typography sx={{ mt: 1.5, fontSize: 'inherit' }}>
          <strong>{correct.accepted.length > 1 ? 'Accepted answers: ' : 'Correct answer: '}</strong>
          {correct.accepted.join(' or ')}
        </Typography>
      ) : null}
    </Box>
  );
}
