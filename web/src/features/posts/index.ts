export { PostArticle, type PostArticleData } from './PostArticle';
export { PostsTab } from './PostsTab';
export { AcceptPostImageMutation, type AdminPost, AdminPostsQuery, SavePostMutation } from './posts.documents';
export { PromotedClasses } from './PromotedClasses';
