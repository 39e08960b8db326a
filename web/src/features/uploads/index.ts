// Files sent to the file store by a signed upload (profile images, attachments, scratchpads), for
// pages that upload without loading the profile pages.
export { SignUploadMutation } from './uploads.documents';
export { uploadFile } from './uploadFile';
