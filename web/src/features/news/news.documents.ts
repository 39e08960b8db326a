import { graphql, type ResultOf } from '../../graphql';

const NewsFields = graphql(`
  fragment NewsFields on News @_unmask {
    id
    classroomId
    subject
    announcer
    messageDoc
    messageText
    announceDateTime
    headline
    likes
    likedByMe
    scheduled
  }
`);

export const ClassNewsQuery = graphql(
  `
    query ClassNews($classroomId: Int!) {
      classNews(classroomId: $classroomId) {
        classroomId
        canManage
        items {
          ...NewsFields
        }
      }
    }
  `,
  [NewsFields],
);

export type NewsData = ResultOf<typeof ClassNewsQuery>['classNews']['items'][number];

export const CreateNewsMutation = graphql(
  `
    mutation CreateNews($classroomId: Int!, $input: NewsInput!) {
      createNews(classroomId: $classroomId, input: $input) {
        ...NewsFields
      }
    }
  `,
  [NewsFields],
);

export const UpdateNewsMutation = graphql(
  `
    mutation UpdateNews($newsId: Int!, $input: NewsInput!) {
      updateNews(newsId: $newsId, input: $input) {
        ...NewsFields
      }
    }
  `,
  [NewsFields],
);

export const ArchiveNewsMutation = graphql(`
  mutation ArchiveNews($newsId: Int!) {
    archiveNews(newsId: $newsId)
  }
`);

export const LikeNewsMutation = graphql(
  `
    mutation LikeNews($newsId: Int!) {
      likeNews(newsId: $newsId) {
        ...NewsFields
      }
    }
  `,
  [NewsFields],
);

export const AcceptNewsImageMutation = graphql(`
  mutation AcceptNewsImage($fileKey: String!) {
    acceptNewsImage(fileKey: $fileKey)
  }
`);
