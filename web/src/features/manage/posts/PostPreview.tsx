import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDebounced } from '../../../components/useDebounced';
import { graphql } from '../../../graphql';
import { PostArticle, type PostArticleData, PromotedClasses } from '../../posts';

const PostHtmlPreviewQuery = graphql(`
  query PostHtmlPreview($html: String!) {
    postHtmlPreview(html: $html)
  }
`);

interface Props {
  post: Omit<PostArticleData, 'content'> & { classroomCodes: string[] };
  /** The editor's HTML, before the server's allow-list. */
  html: string;
}

/**
 * The post as a parent will see it: the same article as the post page, its HTML cleaned by the
 * server's allow-list (never the editor's raw HTML), and the promoted classes' cards.
 */
export function PostPreview({ post, html }: Props) {
  const settled = useDebounced(html, 300);
  const { data, previousData } = useQuery(PostHtmlPreviewQuery, { variables: { html: settled }, skip: !settled });
  const content = settled ? ((data ?? previousData)?.postHtmlPreview ?? '') : '';
  return (
    <Box
      component="section"
      aria-label="Preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, overflow: 'auto', maxHeight: 640 }}
    >
      <Typography sx={{ fontSize: 12, fontWeight: 700, color: 'text.secondary' }}>PREVIEW</Typography>
      <PostArticle post={{ ...post, title: post.title || 'Title', content }} headingLevel="h2">
        {post.classroomCodes.length ? <PromotedClasses codes={post.classroomCodes} /> : null}
      </PostArticle>
    </Box>
  );
}
