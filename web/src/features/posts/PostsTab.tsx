import Typography from '@mui/material/Typography';

/** The family dashboard's POST tab: the academy's posts. */
export function PostsTab() {
  return <Typography color="text.secondary">The academy has no posts to show yet.</Typography>;
}
