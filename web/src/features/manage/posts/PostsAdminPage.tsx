import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ScrollableTable } from '../../../components/ScrollableTable';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { type AdminPost, AdminPostsQuery } from '../../posts';
import { PostEditorDialog } from './PostEditorDialog';
import { AcademyTimeZoneQuery } from '../classes';
import { useDates } from '../../../app/dates';
import { HeadedTable } from '..';

/** Columns a phone leaves out: the title, state and Edit fit its width. */
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

const STATE_COLOR = { DRAFT: 'default', SCHEDULED: 'info', LIVE: 'success', EXPIRED: 'warning' } as const;

/** /manage/posts: every post with its state and counts; New post and Edit open the editor. */
export default function PostsAdminPage() {
  const { data, loading, error, refetch } = useQuery(AdminPostsQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null);
  // Dates are entered and shown in the academy's zone; the editor opens once it is known.
  const zone = useQuery(AcademyTimeZoneQuery);
  const timeZone = zone.data?.academy.timeZone;
  const dates = useDates(timeZone);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          Posts
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')} disabled={!timeZone}>
          New post
        </Button>
      </Stack>
      {!data ? (
        loading ? (
          <PageSpinner />
        ) : (
          <Alert severity="error">{errorMessage(error, 'The posts could not be loaded. Please try again.')}</Alert>
        )
      ) : data.adminPosts.length === 0 ? (
        <Typography color="text.secondary">No posts yet. Write the first one with New post.</Typography>
      ) : (
        <ScrollableTable label="Posts table">
          <HeadedTable
            label="Posts"
            columns={[
              'Title',
              'State',
              { label: 'Publish date', sx: hideOnPhone },
              { label: 'Favorites', align: 'right', sx: hideOnPhone },
              { label: 'Views', align: 'right', sx: hideOnPhone },
              null,
            ]}
          >
            {data.adminPosts.map((post) => (
              <TableRow key={post.id}>
                <TableCell>
                  <RouterLink to={`/post?id=${post.id}`}>{post.title}</RouterLink>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={post.state} color={STATE_COLOR[post.state]} />
                </TableCell>
                <TableCell sx={hideOnPhone}>{post.publishDate && timeZone ? dates.stamp(post.publishDate) : '—'}</TableCell>
                <TableCell align="right" sx={hideOnPhone}>
                  {post.favoriteCount}
                </TableCell>
                <TableCell align="right" sx={hideOnPhone}>
                  {post.viewCount}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(post)} aria-label={`Edit ${post.title}`} disabled={!timeZone}>
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </ScrollableTable>
      )}
      {editing && timeZone ? (
        <PostEditorDialog
          post={editing === 'new' ? null : editing}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
    </Stack>
  );
}
