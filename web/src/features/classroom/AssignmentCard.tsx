import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GradeLabel } from '../../components/GradeLabel';
import { AssignmentTypeIcon } from './assignmentIcons';
import type { AssignmentCardData } from './classroom.documents';
import { useDates } from '../../app/dates';
import { GridCard } from '../../components/CardGrid';

const STATE_LABEL = {
  LOCKED: 'Locked',
  NOT_STARTED: 'Not Started',
  IN_PROGRESS: 'In Progress',
  SUBMITTED: 'Submitted',
  GRADED: 'Graded',
  REVIEWED: 'Reviewed',
  OVERDUE: 'Overdue',
} as const;
const STATE_COLOR = { OVERDUE: 'error', GRADED: 'success', REVIEWED: 'success', IN_PROGRESS: 'warning' } as const;
const START_LABEL = { START: 'Start', CONTINUE: 'Continue', REVISE: 'Revise' } as const;

interface Props {
  card: AssignmentCardData;
  lessonNumber: number;
  classroomId: number;
  isStaff: boolean;
  starting: boolean;
  onStart(): void;
  onReview(): void;
  onPrint(): void;
  /** Shows a refusal text (review not unlocked, no attempts left). */
  onExplain(message: string): void;
}

/** One assignment of the lesson list (classroom.md §2): status, type, title, objective, attempts, grade and buttons. */
export function AssignmentCard({ card, lessonNumber, classroomId, isStaff, starting, onStart, onReview, onPrint, onExplain }: Props) {
  const dates = useDates();
  const { problemSet, assignment } = card;
  const name = `${lessonNumber}.${problemSet.order} ${problemSet.title}`;
  const showState = !isStaff || card.locked;
  return (
    <GridCard
      id={`assignment-${assignment.id}`}
      label={name}
      sx={{
        bgcolor: card.locked ? 'action.hover' : 'background.paper',
        scrollMarginTop: 80,
      }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
          <AssignmentTypeIcon kind={problemSet.kind} purpose={problemSet.purpose} />
          <Typography sx={{ fontSize: 13, fontWeight: 700, flexGrow: 1 }}>{card.typeLabel}</Typography>
          {showState ? (
            <Chip
              size="small"
              label={STATE_LABEL[card.state]}
              icon={card.locked ? <LockIcon /> : undefined}
              color={card.state in STATE_COLOR ? STATE_COLOR[card.state as keyof typeof STATE_COLOR] : 'default'}
              variant="outlined"
            />
          ) : null}
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
          {name}
        </Typography>
        {problemSet.learningObjective ? (
          <Typography color="text.secondary" sx={{ fontSize: 14 }}>
            {problemSet.learningObjective}
          </Typography>
        ) : null}
        {card.locked && card.lockMessage ? <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{card.lockMessage}</Typography> : null}
        {isStaff ? null : (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, m: 0, mt: 'auto', pt: 1 }}>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
              Attempts
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 700 }}>
              {card.attempts} / {card.allowedAttempts ?? '∞'}
            </Typography>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
              Grade
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>
              <GradeLabel percent={card.grade} />
            </Typography>
            {assignment.dueOn ? (
              <>
                <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
                  Due
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>
                  {dates.dateTime(assignment.dueOn)}
                </Typography>
              </>
            ) : null}
          </Box>
        )}
      </CardContent>
      <Box sx={{ px: 2, pb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {card.startAction ? (
          <Button
            // A refused start still explains why when pressed, so it stays focusable but looks secondary.
            variant={card.startRefusal ? 'outlined' : 'contained'}
            disabled={starting}
            onClick={() => (card.startRefusal ? onExplain(card.startRefusal) : onStart())}
            aria-disabled={card.startRefusal ? true : undefined}
          >
            {START_LABEL[card.startAction]}
          </Button>
        ) : null}
        {card.showsVideo && !card.locked ? (
          <Button component={RouterLink} to={`/video?classroomId=${classroomId}&assignmentId=${assignment.id}`} variant="outlined">
            Video
          </Button>
        ) : null}
        {!card.locked || isStaff ? (
          <Button variant="outlined" onClick={() => (card.reviewAllowed ? onReview() : onExplain(card.reviewMessage ?? ''))}>
            {card.reviewLabel === 'SOLUTIONS' ? 'Solutions' : 'Review'}
          </Button>
        ) : null}
        {card.printable && (!card.locked || isStaff) ? (
          <Button variant="text" onClick={onPrint}>
            Print
          </Button>
        ) : null}
      </Box>
    </GridCard>
  );
}
