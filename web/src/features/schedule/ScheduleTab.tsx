import Typography from '@mui/material/Typography';

/** The family dashboard's SCHEDULE tab: the selected student's week. */
export function ScheduleTab() {
  return <Typography color="text.secondary">Nothing to show!</Typography>;
}
