import FavoriteIcon from '@mui/icons-material/Favorite';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VideoFrame } from '../../components/VideoFrame';

export interface PostArticleData {
  title: string;
  description: string;
  published: boolean;
  favoriteCount: number;
  viewCount: number;
  video: string | null;
  imageUrl: string | null;
  /** HTML that went through the server's allow-list. */
  content: string;
}

interface Props {
  post: PostArticleData;
  /** The reader's favorite toggle; without it, the count alone. */
  favorite?: ReactNode;
  /** What follows the content: the promoted classes, or the way to see them. */
  children?: ReactNode;
  /** The heading level of the title: h1 on the post page, h2 inside the editor's preview. */
  headingLevel?: 'h1' | 'h2';
}

/** A post as a reader sees it, on its page and in the admin's live preview alike. */
export function PostArticle({ post, favorite, children, headingLevel = 'h1' }: Props) {
  return (
    <>
      {post.published ? null : <Typography sx={{ color: 'error.main', fontWeight: 800, mt: 2 }}>UNPUBLISHED</Typography>}
      <Typography component={headingLevel} variant="h4" sx={{ fontWeight: 800, mt: 2, overflowWrap: 'anywhere' }}>
        {post.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, fontSize: 17 }}>
        {post.description}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, color: 'text.secondary' }}>
        {favorite ?? (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
            <FavoriteIcon fontSize="small" sx={{ color: 'error.main' }} /> {post.favoriteCount} favorites
          </Box>
        )}
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
          <VisibilityIcon fontSize="small" /> {post.viewCount} views
        </Box>
      </Box>
      {post.video ? (
        <VideoFrame url={post.video} title={post.title} />
      ) : post.imageUrl ? (
        // The header image whole, at its own shape, as wide as the article.
        <Box component="img" src={post.imageUrl} alt="" sx={{ width: '100%', height: 'auto', borderRadius: 2, display: 'block' }} />
      ) : null}
      {/* Sanitised on the server by an allow-list when saved and again when sent. */}
      <Box
        className="post-content"
        sx={{ mt: 3, fontSize: 17, lineHeight: 1.6, '& img': { maxWidth: '100%', height: 'auto' }, '& iframe': { maxWidth: '100%' } }}
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      {children}
    </>
  );
}
