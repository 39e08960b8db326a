/** The post editor's checks (the specs list updatePost but no editor; these texts are the product's own). */
export const postsMessages = {
  POST_TITLE_REQUIRED: 'Give the post a title.',
  POST_CONTENT_REQUIRED: 'Write the post before you save it.',
  POST_PUBLISH_DATE_REQUIRED: 'A published post needs a publish date.',
  POST_DATES_OUT_OF_ORDER: 'The expiry date must come after the publish date.',
  POST_UNKNOWN_CLASSROOMS: 'These class codes do not exist: {codes}.',
  POST_VIDEO_NOT_ALLOWED: 'Videos can come from YouTube or Vimeo only.',
  POST_IMAGE_NOT_ALLOWED: 'The header image must be an uploaded picture or an https address.',
} as const;
