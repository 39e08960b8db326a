import { ADMINS, but, everyone, PUBLIC, SIGNED_IN, type MatrixRow } from './expectations.js';

const STUDENTS_AND_PARENTS = but(everyone('FORBIDDEN'), {
  signedOut: 'NOT_SIGNED_IN',
  student: 'ok',
  otherStudent: 'ok',
  parent: 'ok',
  otherParent: 'ok',
});

const POST_INPUT = {
  title: 'Matrix post',
  description: 'Checked by the authorization matrix.',
  content: '<p>Hello</p>',
  postType: 'NEWS',
  published: false,
  classroomCodes: [],
};

export const POSTS_ROWS: MatrixRow[] = [
  { operation: 'posts', document: `{ posts { id } }`, expect: SIGNED_IN },
  {
    // A live post reads for everyone (the page's Preview works signed out).
    operation: 'post',
    document: `query ($id: Int!) { post(id: $id) { id } }`,
    variables: (s) => ({ id: s.livePostId }),
    expect: PUBLIC,
  },
  { operation: 'adminPosts', document: `{ adminPosts { id } }`, expect: ADMINS },
  { operation: 'postHtmlPreview', document: `{ postHtmlPreview(html: "<p>Hi</p>") }`, expect: ADMINS },
  {
    operation: 'setPostFavorite',
    document: `mutation ($id: Int!) { setPostFavorite(postId: $id, favorited: true) { favorited } }`,
    variables: (s) => ({ id: s.livePostId }),
    expect: STUDENTS_AND_PARENTS,
  },
  {
    operation: 'savePost',
    document: `mutation ($input: PostInput!) { savePost(input: $input) { id } }`,
    variables: () => ({ input: POST_INPUT }),
    expect: ADMINS,
  },
  {
    // The admin's own upload that never arrived: past the door, refused by the upload's own rules.
    operation: 'acceptPostImage',
    document: `mutation ($key: String!) { acceptPostImage(fileKey: $key) }`,
    variables: (s) => ({ key: s.adminUploadKey }),
    expect: but(ADMINS, { admin: 'allowed' }),
  },
];
