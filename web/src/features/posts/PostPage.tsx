import { useMutation, useQuery } from '@apollo/client/react';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { may } from '@solve/core/access';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '../classroom';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { PostArticle } from './PostArticle';
import { PromotedClasses } from './PromotedClasses';
import { PostQuery, SetPostFavoriteMutation } from './posts.documents';

/** /post?id=: one post in full; signed in, the classes it promotes with the way to enrol. */
export default function PostPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { me } = useSession();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(PostQuery, { variables: { id }, skip: !valid });
  const [setFavorite, favoriting] = useMutation(SetPostFavoriteMutation);
  const [pending, setPending] = useState<{ favorited: boolean; favoriteCount: number } | null>(null);
  const loaded = data?.post;
  const post = loaded && pending ? { ...loaded, ...pending } : loaded;
  const reader = may.keepFavorites(me);

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
        <PostArticle
          post={post}
          favorite={
            reader ? (
              <Button
                onClick={toggle}
                disabled={favoriting.loading}
                aria-pressed={post.favorited}
                startIcon={post.favorited ? <FavoriteIcon sx={{ color: 'error.main' }} /> : <FavoriteBorderIcon />}
                color="inherit"
              >
                {post.favoriteCount} {post.favorited ? 'Favorited' : 'Favorite'}
              </Button>
            ) : undefined
          }
        >
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
        </PostArticle>
      )}
    </Box>
  );
}
