import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NEWS_COLLAPSED_HEIGHT } from '@solve/core/classroom-tabs';
import { useLayoutEffect, useRef, useState } from 'react';
import { useDates } from '../../app/dates';
import { RichTextView } from '../../components/richText/RichTextView';
import type { NewsData } from './news.documents';

interface Props {
  news: NewsData;
  canManage: boolean;
  canLike: boolean;
  liking: boolean;
  onLike(): void;
  onEdit(): void;
  onArchive(): void;
}

/** One announcement: subject, announcer, message collapsed at 250 px with expand and collapse, date and likes. */
export function NewsCard({ news, canManage, canLike, liking, onLike, onEdit, onArchive }: Props) {
  const dates = useDates();
  const body = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setTall(element.scrollHeight > NEWS_COLLAPSED_HEIGHT + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const bodyId = `news-body-${news.id}`;
  return (
    <Card role="listitem" variant="outlined" aria-labelledby={`news-subject-${news.id}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={`news-subject-${news.id}`} variant="h6" component="h3" sx={{ flexGrow: 1, fontSize: 18 }}>
            {news.subject}
          </Typography>
          {canManage ? (
            <Tooltip title="Archive">
              <IconButton size="small" aria-label={`Archive ${news.subject}`} onClick={onArchive}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {news.announcer ?? 'The academy'} · {dates.stamp(news.announceDateTime)}
          {news.scheduled ? <Chip size="small" label="Scheduled" color="warning" sx={{ ml: 1 }} /> : null}
          {news.headline ? <Chip size="small" label="Headline" color="primary" variant="outlined" sx={{ ml: 1 }} /> : null}
        </Typography>
        <Box
          id={bodyId}
          ref={body}
          sx={{
            maxHeight: expanded ? 'none' : NEWS_COLLAPSED_HEIGHT,
            overflow: 'hidden',
            position: 'relative',
            ...(tall && !expanded ? { maskImage: 'linear-gradient(to bottom, black 75%, transparent)' } : {}),
          }}
        >
          <RichTextView doc={news.messageDoc} text={news.messageText} />
        </Box>
        {tall ? (
          <Button size="small" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)} sx={{ mt: 0.5 }}>
            {expanded ? 'Collapse' : 'Expand'}
          </Button>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2 }}>
        {canLike ? (
          <Button
            size="small"
            startIcon={news.likedByMe ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
            color={news.likedByMe ? 'primary' : 'inherit'}
            aria-pressed={news.likedByMe}
            // A like counts once: liked stays liked.
            onClick={news.likedByMe ? undefined : onLike}
            disabled={liking && !news.likedByMe}
            aria-label={news.likedByMe ? `Liked, ${news.likes} likes` : `Like, ${news.likes} likes`}
          >
            {news.likes}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ThumbUpOutlinedIcon fontSize="small" /> {news.likes} {news.likes === 1 ? 'like' : 'likes'}
          </Typography>
        )}
        {canManage ? (
          <Button size="small" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
