import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { cardColumns, NEWS_CARD_WIDTH } from '@solve/core/classroom-tabs';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { CardGrid } from '../../components/CardGrid';
import { errorMessage } from '../../components/errorMessage';
import { useWindowWidth } from '../../components/useWindowWidth';
import { ArchiveNewsMutation, ClassNewsQuery, LikeNewsMutation, type NewsData } from './news.documents';
import { NewsCard } from './NewsCard';
import { NewsEditorDialog } from './NewsEditorDialog';
import { NotLoaded } from '../../components/NotLoaded';
import { DismissibleAlert } from '../../components/DismissibleAlert';

/** The NEWS tab (classroom.md §2): announcements newest first; staff create, edit and archive. */
export function NewsTab({ classroomId, isStaff }: { classroomId: number; isStaff: boolean }) {
  const { data, loading, error, refetch } = useQuery(ClassNewsQuery, { variables: { classroomId }, fetchPolicy: 'cache-and-network' });
  const [like, liked] = useMutation(LikeNewsMutation);
  const [archive] = useMutation(ArchiveNewsMutation);
  const [editing, setEditing] = useState<NewsData | 'new' | null>(null);
  const [archiving, setArchiving] = useState<NewsData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const columns = cardColumns(useWindowWidth(), NEWS_CARD_WIDTH);

  if (!data)
    return <NotLoaded loading={loading} error={error} fallback="The news could not be loaded. Please try again." onRetry={refetch} />;
  const { canManage, items } = data.classNews;
  const onLike = async (news: NewsData) => {
    setProblem(null);
    try {
      await like({ variables: { newsId: news.id } });
    } catch (e) {
      setProblem(errorMessage(e, 'Your like could not be saved. Please try again.'));
    }
  };
  const onArchive = async () => {
    if (!archiving) return;
    setProblem(null);
    try {
      await archive({ variables: { newsId: archiving.id } });
      setArchiving(null);
      await refetch();
    } catch (e) {
      setArchiving(null);
      setProblem(errorMessage(e, 'The announcement could not be archived. Please try again.'));
    }
  };

  return (
    <Box>
      {canManage ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {messages.CREATE_ANNOUNCEMENT}
          </Button>
        </Box>
      ) : null}
      <DismissibleAlert severity="error" text={problem} onClose={() => setProblem(null)} />
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {messages.NO_NEWS}
        </Typography>
      ) : (
        <CardGrid columns={columns} label="News">
          {items.map((news) => (
            <NewsCard
              key={news.id}
              news={news}
              canManage={canManage}
              canLike={!isStaff}
              liking={liked.loading}
              onLike={() => void onLike(news)}
              onEdit={() => setEditing(news)}
              onArchive={() => setArchiving(news)}
            />
          ))}
        </CardGrid>
      )}
      {editing ? (
        <NewsEditorDialog
          classroomId={classroomId}
          news={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
      <Dialog open={archiving !== null} onClose={() => setArchiving(null)} aria-labelledby="archive-news-title">
        <DialogTitle id="archive-news-title">Archive this announcement?</DialogTitle>
        <DialogContent>
          <Typography>{archiving?.subject} will no longer be shown to the class.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setArchiving(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void onArchive()}>
            Archive
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
