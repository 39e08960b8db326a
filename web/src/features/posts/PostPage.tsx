import { useMutation, useQuery } from '@apollo/client/react';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '../classroom/BackButton';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { VideoFrame } from '../../components/VideoFrame';
import { PromotedClasses } from './PromotedClasses';
import { PostQuery, SetPostFavoriteMutation } from './posts.documents';

/** /post?id=: one post in full; signed in, the classes it promotes with the way to enrol. */
export default function PostPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { me, role } = useSession();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(PostQuery, { variables: { id }, skip: !valid });
  const [setFavorite, favoriting] = useMutation(SetPostFavoriteMutation);
  const [pending, setPending] = useState<{ favorited: boolean; favoriteCount: number } | null>(null);
  const loaded = data?.post;
  const post = loaded && pending ? { ...loaded, ...pending } : loaded;
  const reader = role === 'student' || role === 'family';

  const toggle = () => {
    if (!post) return;
    const favorited = !post.favorited;
    // The count moves at once; the server's answer settles it, and a failure puts it back.
    setPending({ favorited, favoriteCount: post.favoriteCount + (favorited ? 1 : -1) });
    setFavorite({ variables: { postId: post.id, favorited } })
      .catch(() => undefined)
      .finally(() => setPending(null));
  };

  return (
    <Box component="article" sx={{ width: '100%', maxWidth: 900, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
      <BackButton to="/posts" label="< News" />
      {!valid || (data && !post) ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          This post is not available.
        </Alert>
      ) : !post ? (
        loading ? (
          <PageSpinner />
        ) : (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(error, 'This post could not be loaded. Please try again.')}
          </Alert>
        )
      ) : (
        <>
          {post.published ? null : <Typography sx={{ color: 'error.main', fontWeight: 800, mt: 2 }}>UNPUBLISHED</Typography>}
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mt: 2 }}>
            {post.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: 17 }}>
            {post.description}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, color: 'text.secondary' }}>
            {reader ? (
              <Button
                onClick={toggle}
                disabled={favoriting.loading}
                aria-pressed={post.favorited}
                startIcon={post.favorited ? <FavoriteIcon sx={{ color: 'error.main' }} /> : <FavoriteBorderIcon />}
                color="inherit"
              >
                {post.favoriteCount} {post.favorited ? 'Favorited' : 'Favorite'}
              </Button>
            ) : (
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
            <Box
              component="img"
              src={post.imageUrl}
              alt=""
              sx={{ width: '100%', borderRadius: 2, aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
          ) : null}
          {/* Sanitised on the server by an allow-list when saved and again when sent. */}
          <Box
            className="post-content"
            sx={{ mt: 3, fontSize: 17, lineHeight: 1.6, '& img': { maxWidth: '100%', height: 'auto' }, '& iframe': { maxWidth: '100%' } }}
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
          {post.classroomCodes.length ? (
            me ? (
              <PromotedClasses codes={post.classroomCodes} />
            ) : (
              <Box sx={{ mt: 4 }}>
                <Button variant="contained" onClick={() => void navigate('/', { state: { openLogin: true, from: `/post?id=${post.id}` } })}>
                  Preview
                </Button>
                <Typography color="text.secondary" sx={{ mt: 1, fontSize: 14 }}>
                  Log in to see the classes of this post and enrol.
                </Typography>
              </Box>
            )
          ) : null}
        </>
      )}
    </Box>
  );
}
