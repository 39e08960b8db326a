import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { isSingleChoiceType } from '@solve/core/answers/problem-types';
import { RichText } from '../RichText';
import type { InputProps } from './types';

/** TRUE_FALSE and the multiple-choice types: options lettered A to Z; one or several may be chosen. */
export function ChoiceAnswer({ problem, draft, onChange, disabled, correct, labelledBy }: InputProps<'choices'>) {
  const single = isSingleChoiceType(problem.problemType);
  const toggle = (key: string) => {
    if (single) onChange({ kind: 'choices', selected: [key] });
    else
      onChange({
        kind: 'choices',
        selected: draft.selected.includes(key) ? draft.selected.filter((k) => k !== key) : [...draft.selected, key],
      });
  };
  return (
    <Box role={single ? 'radiogroup' : 'group'} aria-labelledby={labelledBy} sx={{ display: 'grid', gap: 1.25 }}>
      {!single ? (
        <Typography color="text.secondary" sx={{ fontSize: '0.9em' }}>
          Choose every answer that is right.
        </Typography>
      ) : null}
      {problem.choices.map((choice) => {
        const selected = draft.selected.includes(choice.key);
        const isCorrect = correct?.selected.includes(choice.key) ?? false;
        const wrongPick = correct !== null && selected && !isCorrect;
        const Control = single ? Radio : Checkbox;
        return (
          <Box
            key={choice.key}
            component="label"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              minHeight: 52,
              px: 1.5,
              py: 0.75,
              border: 2,
              borderRadius: 2,
              cursor: disabled ? 'default' : 'pointer',
              borderColor: isCorrect ? 'success.main' : wrongPick ? 'error.main' : selected ? 'primary.main' : 'divider',
              bgcolor: isCorrect
                ? 'rgba(46,125,50,0.08)'
                : wrongPick
                  ? 'rgba(211,47,47,0.06)'
                  : selected
                    ? 'rgba(27,58,107,0.06)'
                    : 'background.paper',
              transition: 'border-color 120ms, background-color 120ms',
              '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
              '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
            }}
          >
            <Control
              checked={selected}
              // The choice's key: what a drawn page's own script sends before the app is there.
              value={choice.key}
              onChange={() => toggle(choice.key)}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': `${choice.label}: ${choice.text}` } }}
              sx={{ p: 0.5 }}
            />
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 30,
                height: 30,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 15,
                bgcolor: selected ? 'primary.main' : 'grey.100',
                color: selected ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {choice.label}
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <RichText text={choice.text} typeset={problem.typesetMath} inline />
            </Box>
            {isCorrect ? (
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'success.main',
                  fontSize: 14,
                  fontWeight: 600,
                  flexShrink: 0,
                }}
              >
                <CheckCircleIcon fontSize="small" /> Correct answer
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
