import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PlayerData } from './player.documents';

interface Props {
  mode: NonNullable<PlayerData['mode']>;
  answered: number;
  total: number;
  canSubmit: boolean;
  submitting: boolean;
  onSubmit(): void;
}

/** §4 The submit-set control: locked until one problem is answered; a submitted set says so. */
export function SubmitSetBar({ mode, answered, total, canSubmit, submitting, onSubmit }: Props) {
  if (mode !== 'ATTEMPT' && mode !== 'SUBMITTED') return null;
  return (
    <Box
      component="section"
      aria-label="Submit the problem set"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1.5,
        p: 2,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        fontSize: 15,
      }}
    >
      <Typography sx={{ fontSize: 'inherit' }}>
        {mode === 'SUBMITTED'
          ? 'This problem set is submitted. Your answers can no longer be changed.'
          : `You have answered ${answered} of ${total} problems.`}
      </Typography>
      {mode === 'ATTEMPT' ? (
        <Button
          variant="contained"
          color="secondary"
          endIcon={<SendIcon />}
          onClick={onSubmit}
          disabled={!canSubmit || answered === 0 || submitting}
          sx={{ minHeight: 44 }}
        >
          Submit Problem Set
        </Button>
      ) : null}
    </Box>
  );
}
