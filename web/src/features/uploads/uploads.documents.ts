import { graphql } from '../../graphql';

/** A signed upload: where to PUT the file, and the key the server then accepts it by. */
export const SignUploadMutation = graphql(`
  mutation SignUpload($filename: String!, $contentType: String!, $size: Int!, $purpose: FilePurpose!) {
    s3Sign(filename: $filename, contentType: $contentType, size: $size, purpose: $purpose) {
      success
      signedUrl
      fileKey
      publicUrl
    }
  }
`);
