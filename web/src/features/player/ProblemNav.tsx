import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ProblemNavState } from '@solve/core/player';
import { type ReactNode, useEffect, useRef } from 'react';
import type { PlayerProblem } from './drafts';

const LOOK: Record<ProblemNavState, { bg: string; fg: string; border: string; words: string; icon: ReactNode }> = {
  UNANSWERED: { bg: '#ffffff', fg: '#1b1b1b', border: '#b0b8c8', words: 'not answered yet', icon: null },
  ANSWERED: { bg: '#1b3a6b', fg: '#ffffff', border: '#1b3a6b', words: 'answered', icon: null },
  CORRECT: { bg: '#2e7d32', fg: '#ffffff', border: '#2e7d32', words: 'correct', icon: <CheckIcon sx={{ fontSize: 14 }} /> },
  INCORRECT: { bg: '#c62828', fg: '#ffffff', border: '#c62828', words: 'not correct', icon: <CloseIcon sx={{ fontSize: 14 }} /> },
  PARTIAL: { bg: '#b45f06', fg: '#ffffff', border: '#b45f06', words: 'partly correct', icon: null },
  AWAITING_GRADING: {
    bg: '#5e4b9c',
    fg: '#ffffff',
    border: '#5e4b9c',
    words: 'waiting for your teacher',
    icon: <HourglassEmptyIcon sx={{ fontSize: 14 }} />,
  },
};

interface Props {
  problems: readonly PlayerProblem[];
  index: number;
  stateOf(problem: PlayerProblem): ProblemNavState;
  pendingOf(problem: PlayerProblem): boolean;
  onGo(index: number): void;
  horizontal: boolean;
}

/** §2 Side navigation: the numbered problems, coloured by state (with an icon and words, not colour alone). */
export function ProblemNav({ problems, index, stateOf, pendingOf, onGo, horizontal }: Props) {
  const list = useRef<HTMLElement | null>(null);
  // Keeps the current problem's button in view when the list scrolls (the strip at 768 px and below).
  useEffect(() => {
    list.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index, horizontal]);
  return (
    <Box
      ref={list}
      component="nav"
      aria-label="Problems"
      sx={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        gap: 1,
        p: 1,
        overflowX: horizontal ? 'auto' : 'visible',
        overflowY: horizontal ? 'hidden' : 'auto',
        alignItems: 'center',
      }}
    >
      {problems.map((problem, position) => {
        const state = stateOf(problem);
        const pending = pendingOf(problem);
        const look = LOOK[state];
        const current = position === index;
        const words = !problem.counted ? 'to read' : pending ? 'saving' : look.words;
        return (
          <ButtonBase
            key={problem.problemId}
            onClick={() => onGo(position)}
            aria-label={`Problem ${problem.number}, ${words}`}
            aria-current={current ? 'step' : undefined}
            sx={{
              position: 'relative',
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: '50%',
              fontWeight: 700,
              fontSize: 16,
              bgcolor: problem.counted ? look.bg : '#f1f3f7',
              color: problem.counted ? look.fg : 'text.secondary',
              border: '2px solid',
              borderColor: problem.counted ? look.border : '#b0b8c8',
              borderStyle: problem.counted ? 'solid' : 'dashed',
              boxShadow: current ? '0 0 0 3px #ffffff, 0 0 0 6px #f2b01e' : 'none',
              m: current ? '3px' : 0,
              transition: 'box-shadow 120ms',
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 4 },
            }}
          >
            {problem.number}
            {look.icon || pending ? (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  right: -4,
                  bottom: -4,
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: '#ffffff',
                  color: pending ? 'warning.dark' : look.bg,
                  border: '2px solid',
                  borderColor: pending ? 'warning.dark' : look.bg,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {pending ? <CloudUploadOutlinedIcon sx={{ fontSize: 12 }} /> : look.icon}
              </Box>
            ) : null}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
