import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lessonListColumns } from '@solve/core/classroom';
import { MOBILE_BREAKPOINT } from '@solve/core/constants';
import { lessonOverline } from '@solve/core/lesson-names';
import { messages } from '@solve/core/messages';
import { lazy, Suspense, useState } from 'react';
import { PageSpinner } from '../../app/RequireSignIn';
import { CardGrid } from '../../components/CardGrid';
import { errorMessage } from '../../components/errorMessage';
import { useWindowWidth } from '../../components/useWindowWidth';
import { AssignmentCard } from './AssignmentCard';
import { type ClassroomInfoData, LessonPageQuery } from './classroom.documents';
import { MessageDialog } from './MessageDialog';
import { useAssignmentActions } from './useAssignmentActions';
import { WebinarCard } from './WebinarCard';

// The printout (rich text, math) loads when asked for.
const PrintPreviewDialog = lazy(() => import('./PrintPreviewDialog').then((module) => ({ default: module.PrintPreviewDialog })));

/**
 * A lesson's list (classroom.md §2): the left navigation (Back, title, description, problem sets)
 * and the cards, the webinar first, in (window width − 300) / 300 columns.
 */
export function LessonView({ lessonId, classroom, onBack }: { lessonId: number; classroom: ClassroomInfoData; onBack(): void }) {
  const width = useWindowWidth();
  const { data, loading, error } = useQuery(LessonPageQuery, { variables: { lessonId } });
  const actions = useAssignmentActions(classroom);
  const [printing, setPrinting] = useState<number | null>(null);
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
      Back
    </Button>
  );

  if (!data) {
    if (loading) return <PageSpinner />;
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {back}
        <Alert severity="warning">{errorMessage(error, 'This lesson could not be loaded. Please try again.')}</Alert>
      </Box>
    );
  }
  const { lesson, webinar, assignments } = data.lessonPage;
  const mobile = width <= MOBILE_BREAKPOINT;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: mobile ? '1fr' : '260px 1fr', gap: 3, alignItems: 'start' }}>
      <Box
        component="nav"
        aria-label="Lesson"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, position: mobile ? 'static' : 'sticky', top: 80 }}
      >
        {back}
        <Typography sx={{ fontSize: 13, fontWeight: 700, color: 'text.secondary', letterSpacing: 0.5 }}>
          {lessonOverline(lesson)}
        </Typography>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
          {lesson.title}
        </Typography>
        {lesson.description ? <Typography sx={{ fontSize: 14 }}>{lesson.description}</Typography> : null}
        {lesson.lessonPlanType === 'INTRODUCTION' && lesson.description !== messages.INTRODUCTION_LESSON ? (
          <Typography sx={{ fontSize: 14 }}>{messages.INTRODUCTION_LESSON}</Typography>
        ) : null}
        {lesson.problemSets.length ? (
          <Box
            component="ul"
            aria-label="Problem sets"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            {lesson.problemSets.map((set) => (
              <li key={set.assignmentId}>
                <Link href={`#assignment-${set.assignmentId}`} underline="hover" sx={{ fontSize: 14 }}>
                  {lesson.number}.{set.order} {set.title}
                </Link>
              </li>
            ))}
          </Box>
        ) : null}
      </Box>
      <Box>
        {assignments.length === 0 && !webinar ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {messages.EMPTY_LESSON}
          </Typography>
        ) : (
          <CardGrid columns={lessonListColumns(width)} label="Problem sets">
            {webinar ? <WebinarCard webinar={webinar} classroomId={classroom.id} /> : null}
            {assignments.map((card) => (
              <AssignmentCard
                key={card.assignment.id}
                card={card}
                lessonNumber={lesson.number}
                classroomId={classroom.id}
                isStaff={classroom.isStaff}
                starting={actions.starting}
                onStart={() => void actions.start(card.assignment.id)}
                onReview={() => void actions.review(card.assignment.id)}
                onPrint={() => setPrinting(card.assignment.id)}
                onExplain={actions.showProblem}
              />
            ))}
          </CardGrid>
        )}
        {assignments.length === 0 && webinar ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {messages.EMPTY_LESSON}
          </Typography>
        ) : null}
      </Box>
      <MessageDialog title={lesson.title} message={actions.problem} onClose={actions.clearProblem} />
      {printing !== null ? (
        <Suspense fallback={null}>
          <PrintPreviewDialog assignmentId={printing} onClose={() => setPrinting(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
