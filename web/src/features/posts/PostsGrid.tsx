import { useQuery } from '@apollo/client/react';
import FavoriteIcon from '@mui/icons-material/Favorite';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { type FragmentOf, readFragment } from '../../graphql';
import { PostCardFields, PostsQuery } from './posts.documents';
import { NotLoaded } from '../../components/NotLoaded';

/** The shape of a post's banner (800 × 300, as the academy's banners are drawn): its card keeps it at every width. */
const POST_BANNER_RATIO = '8 / 3';

/** One post card: image, title, description, favorite and view counts; a draft says UNPUBLISHED (admins only see drafts). */
function PostCard({ data }: { data: FragmentOf<typeof PostCardFields> }) {
  const post = readFragment(PostCardFields, data);
  return (
    <Card variant="outlined" role="listitem" aria-label={post.title} sx={{ borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={`/post?id=${post.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {post.imageUrl ? (
          // Whole at every width: a banner is never cropped, one of another shape sits inside the frame.
          <Box
            component="img"
            src={post.imageUrl}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: POST_BANNER_RATIO, objectFit: 'contain', bgcolor: 'grey.100', display: 'block' }}
          />
        ) : (
          <Box sx={{ width: '100%', aspectRatio: POST_BANNER_RATIO, background: 'linear-gradient(135deg, #e3f2fd, #ede7f6)' }} />
        )}
        <Box sx={{ p: 2, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {post.published ? null : (
            <Typography sx={{ color: 'error.main', fontWeight: 800, fontSize: 13, letterSpacing: 0.5 }}>UNPUBLISHED</Typography>
          )}
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
            {post.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 14, flexGrow: 1 }}>
            {post.description}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, mt: 1, color: 'text.secondary', fontSize: 14, alignItems: 'center' }}>
            <Box
              component="span"
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
              aria-label={`${post.favoriteCount} favorites`}
            >
              <FavoriteIcon fontSize="small" sx={{ color: 'error.main' }} /> {post.favoriteCount}
            </Box>
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }} aria-label={`${post.viewCount} views`}>
              <VisibilityIcon fontSize="small" /> {post.viewCount}
            </Box>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The academy's posts as a grid of cards (the /posts page and the family dashboard's POST tab). */
export function PostsGrid() {
  const { data, loading, error, refetch } = useQuery(PostsQuery, { fetchPolicy: 'cache-and-network' });
  if (!data)
    return <NotLoaded loading={loading} error={error} fallback="The posts could not be loaded. Please try again." onRetry={refetch} />;
  if (data.posts.length === 0)
    return <Typography color="text.secondary">There are no posts yet. News from the academy will appear here.</Typography>;
  return (
    <Box role="list" aria-label="Posts" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {data.posts.map((post) => (
        <PostCard key={readFragment(PostCardFields, post).id} data={post} />
      ))}
    </Box>
  );
}
