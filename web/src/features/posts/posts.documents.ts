import { graphql, type ResultOf } from '../../graphql';

export const PostCardFields = graphql(`
  fragment PostCardFields on Post {
    id
    title
    description
    imageUrl
    published
    state
    favoriteCount
    viewCount
  }
`);

export const PostsQuery = graphql(
  `
    query Posts {
      posts {
        ...PostCardFields
      }
    }
  `,
  [PostCardFields],
);

/** The whole post, as its page shows it and the back office edits it. */
const PostFields = graphql(`
  fragment PostFields on Post @_unmask {
    id
    title
    description
    content
    imageUrl
    video
    postType
    published
    state
    publishDate
    favoriteCount
    viewCount
    classroomCodes
  }
`);

export const PostQuery = graphql(
  `
    query Post($id: Int!) {
      post(id: $id) {
        ...PostFields
        favorited
      }
    }
  `,
  [PostFields],
);

export const SetPostFavoriteMutation = graphql(`
  mutation SetPostFavorite($postId: Int!, $favorited: Boolean!) {
    setPostFavorite(postId: $postId, favorited: $favorited) {
      id
      favorited
      favoriteCount
    }
  }
`);

export const AdminPostsQuery = graphql(
  `
    query AdminPosts {
      adminPosts {
        ...PostFields
        expirationDate
      }
    }
  `,
  [PostFields],
);

export type AdminPost = ResultOf<typeof AdminPostsQuery>['adminPosts'][number];

export const SavePostMutation = graphql(`
  mutation SavePost($id: Int, $input: PostInput!) {
    savePost(id: $id, input: $input) {
      id
      state
    }
  }
`);

export const AcceptPostImageMutation = graphql(`
  mutation AcceptPostImage($fileKey: String!) {
    acceptPostImage(fileKey: $fileKey)
  }
`);
