import Typography from '@mui/material/Typography';
import { gridColumns } from '@solve/core/classroom';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { CardGrid } from '../../components/CardGrid';
import { useContentWidth } from '../dashboard';
import type { LessonCardData } from './classroom.documents';
import { LessonCard } from './LessonCard';
import { MessageDialog } from './MessageDialog';

/** The LESSONS tab's grid of lesson cards (columns of 300 px); a locked lesson explains itself. */
export function LessonGrid({ lessons, isStaff, onOpen }: { lessons: LessonCardData[]; isStaff: boolean; onOpen(lessonId: number): void }) {
  const columns = gridColumns(useContentWidth(), 300);
  const [lockMessage, setLockMessage] = useState<string | null>(null);
  if (lessons.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        {messages.EMPTY_CLASSROOM}
      </Typography>
    );
  }
  return (
    <>
      <CardGrid columns={columns} label="Lessons">
        {lessons.map((lesson) => (
          <LessonCard
            key={lesson.lessonId}
            lesson={lesson}
            isStaff={isStaff}
            onOpen={() => onOpen(lesson.lessonId)}
            onLocked={() => setLockMessage(lesson.lockMessage ?? messages.LESSON_LOCKED)}
          />
        ))}
      </CardGrid>
      <MessageDialog title="This lesson is locked" message={lockMessage} onClose={() => setLockMessage(null)} />
    </>
  );
}
