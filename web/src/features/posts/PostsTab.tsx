import { PostsGrid } from './PostsGrid';

/** The family dashboard's POST tab: the academy's posts. */
export function PostsTab() {
  return <PostsGrid />;
}
