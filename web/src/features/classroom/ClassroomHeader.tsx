import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClassroomInfoData } from './classroom.documents';
import { dateRange } from '../../app/dates';

/** The classroom's title, place and dates, and what a preview or trial opens. */
export function ClassroomHeader({ classroom }: { classroom: ClassroomInfoData }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
        {classroom.shortTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        {classroom.code} · {classroom.locationName ?? 'ONLINE'} · {dateRange(classroom.startDate, classroom.endDate)}
        {classroom.teachingStyle === 'TUTORED' ? ' · One-On-One Tutoring' : ''}
      </Typography>
      {classroom.mode === 'PREVIEW' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          You are previewing this class. The introduction is open; the other lessons open when you enroll.
        </Alert>
      ) : null}
      {classroom.mode === 'TRIAL' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          You are trying this class. The introduction is open; the other lessons open when you enroll.
        </Alert>
      ) : null}
      {classroom.mode === 'TRIAL_TO_LESSON' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          You are trying this class: lessons up to Lesson {classroom.trialToLessonOrder} are open.
        </Alert>
      ) : null}
    </Box>
  );
}
