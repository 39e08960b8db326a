import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PostsGrid } from './PostsGrid';

/** /posts: the academy's news, where parents land after signing in. */
export default function PostsPage() {
  return (
    <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        News
      </Typography>
      <PostsGrid />
    </Box>
  );
}
