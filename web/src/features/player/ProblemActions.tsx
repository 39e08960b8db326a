import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MainButton } from '@solve/core/player';
import type { ReactNode } from 'react';

interface Props {
  mainLabel: MainButton;
  onMain(): void;
  mainDisabled: boolean;
  /** Offer Skip (unanswered problem, the set allows it). */
  onSkip: (() => void) | null;
  /** LEARN (self-paced students) or Show/Hide solution (staff); null when neither applies. */
  solutionToggle: { label: string; pressed: boolean; onToggle(): void } | null;
  /** The attachment and scratchpad controls. */
  tools?: ReactNode;
}

/**
 * Under each problem: Skip and LEARN (or the staff's solution switch) on the left, the main
 * button on the right. The attachment and scratchpad controls join the left group.
 */
export function ProblemActions({ mainLabel, onMain, mainDisabled, onSkip, solutionToggle, tools }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {onSkip ? (
          <Button variant="outlined" startIcon={<SkipNextIcon />} onClick={onSkip} sx={{ minHeight: 44 }}>
            Skip
          </Button>
        ) : null}
        {solutionToggle ? (
          <Button
            variant={solutionToggle.pressed ? 'contained' : 'outlined'}
            color={solutionToggle.pressed ? 'secondary' : 'primary'}
            aria-pressed={solutionToggle.pressed}
            startIcon={<LightbulbOutlinedIcon />}
            onClick={solutionToggle.onToggle}
            sx={{ minHeight: 44 }}
          >
            {solutionToggle.label}
          </Button>
        ) : null}
        {tools}
      </Box>
      <Button
        variant="contained"
        size="large"
        data-main-action
        onClick={onMain}
        disabled={mainDisabled}
        sx={{ minWidth: 160, minHeight: 48, fontSize: 17, letterSpacing: 0.5, ml: 'auto' }}
      >
        {mainLabel}
      </Button>
    </Box>
  );
}
