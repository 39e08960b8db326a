import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { percentLabel } from '@solve/core/grades';
import { lessonName, lessonOverline } from '@solve/core/lesson-names';
import { Link as RouterLink } from 'react-router';
import { messages } from '@solve/core/messages';
import { GradeLabel } from '../../components/GradeLabel';
import type { LessonCardData } from './classroom.documents';
import { useDates } from '../../app/dates';
import { GridCard } from '../../components/CardGrid';

const ACTION_LABEL = { START: 'Start', CONTINUE: 'Continue', REVIEW: 'Review' } as const;

/** One lesson of the LESSONS tab (classroom.md §2): number, title, grade, percent, dates and its button; staff also open its roll. */
export function LessonCard({
  lesson,
  isStaff,
  onOpen,
  onLocked,
}: {
  lesson: LessonCardData;
  isStaff: boolean;
  onOpen(): void;
  onLocked(): void;
}) {
  const introduction = lesson.lessonPlanType === 'INTRODUCTION';
  const dates = useDates();
  return (
    <GridCard label={lessonName(lesson)} sx={{ bgcolor: lesson.locked ? 'action.hover' : 'background.paper' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <Typography sx={{ fontSize: 13, fontWeight: 700, letterSpacing: 0.5 }}>{lessonOverline(lesson)}</Typography>
          {lesson.locked ? <LockIcon fontSize="small" aria-label="Locked" /> : null}
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
          {lesson.title}
        </Typography>
        {introduction ? <Typography sx={{ fontSize: 14 }}>{messages.INTRODUCTION_LESSON}</Typography> : null}
        {lesson.showsDates && lesson.startOn ? (
          <Typography color="text.secondary" sx={{ fontSize: 13 }}>
            {dates.instantRange(lesson.startOn, lesson.endOn)}
          </Typography>
        ) : null}
        {isStaff ? null : (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, m: 0, mt: 'auto', pt: 1 }}>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
              Lesson Grade
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>
              <GradeLabel percent={lesson.grade} />
            </Typography>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
              Percent Complete
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 700 }}>
              {percentLabel(lesson.percentComplete)}
            </Typography>
          </Box>
        )}
      </CardContent>
      <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {lesson.locked ? (
          <Button variant="outlined" color="inherit" fullWidth startIcon={<LockIcon />} onClick={onLocked}>
            Locked
          </Button>
        ) : (
          <Button variant={lesson.action === 'REVIEW' ? 'outlined' : 'contained'} fullWidth onClick={onOpen}>
            {ACTION_LABEL[lesson.action]}
          </Button>
        )}
        {isStaff && lesson.startOn ? (
          <Button
            component={RouterLink}
            to={`/roll?lessonId=${lesson.lessonId}`}
            variant="outlined"
            fullWidth
            aria-label={`Roll of lesson ${lesson.number}`}
          >
            Roll
          </Button>
        ) : null}
      </Box>
    </GridCard>
  );
}
