// Input that costs too much: what a caller is told when a value is larger or deeper than the
// server accepts (answers, images, live connections, content files). Texts where the specs are silent.
export const limitsMessages = {
  // Answers
  ANSWER_TOO_LONG: 'This answer is too long. Answers to this problem can be at most {max} characters.',
  ANSWER_TOO_MANY_PARTS: 'This answer has too many parts. Answers to this problem can have at most {max}.',
  // Written texts (messages, announcements, posts, notes…): core/text-limits.ts
  TEXT_TOO_LONG: 'The {field} is too long: at most {max} characters.',
  // Form fields (names, e-mails, addresses, billing): core/text-limits.ts
  FIELD_TOO_LONG: '{field} can be at most {max} characters.',
  // Images
  IMAGE_TOO_MANY_PIXELS: 'This image is too large. Images can be at most {max} megapixels.',
  ANIMATION_TOO_MANY_PIXELS: 'This animation is too large. Animations can be at most {max} megapixels, all their frames together.',
  IMAGES_BUSY: 'Too many images are being processed right now. Please try again in a minute.',
  // Live connections
  TOO_MANY_SUBSCRIPTIONS: "Too many live updates are open at once. Close some of the app's tabs, then reload this page.",
  // Content files
  CONTENT_FILE_TOO_LARGE:
    'The file is larger than {size}: split it into several files (codes keep them together), or import it on the server with npm run import.',
  CONTENT_FILE_TOO_DEEP: 'The file nests values more than {max} levels deep.',
} as const;
