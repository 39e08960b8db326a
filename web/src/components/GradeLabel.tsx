import Box from '@mui/material/Box';
import { gradeColor, gradeLetter, percentLabel } from '@solve/core/grades';

// Text colours that read at 4.5:1 or more on white and on the page's background (classroom.md §4's green, orange, yellow).
const COLORS = { green: 'success.main', orange: 'warning.main', yellow: '#8a6100' } as const;

/** A grade as its letter, with the percent, in the colour of classroom.md §4 (N/A or In Progress without one). */
export function GradeLabel({ percent, showPercent = true }: { percent: number | null | undefined; showPercent?: boolean }) {
  const letter = gradeLetter(percent);
  const graded = percent !== null && percent !== undefined && percent >= 0 && letter !== 'N/A';
  return (
    <Box component="span" sx={{ fontWeight: 700, color: graded ? COLORS[gradeColor(percent)] : 'text.secondary', whiteSpace: 'nowrap' }}>
      {letter}
      {graded && showPercent ? ` (${percentLabel(percent)})` : null}
    </Box>
  );
}
