import { acceptList, FILE_PURPOSES } from '@solve/core/files';
import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { decodesPhonePhotos } from './image-codec.js';
import { type SignedUpload, signUpload } from './files.service.js';

export const FilePurposeEnum = builder.enumType('FilePurpose', { values: FILE_PURPOSES });

const SignedUploadRef = builder.objectRef<SignedUpload>('SignedUpload').implement({
  description: 'Where to PUT the file body (signedUrl, with the same content type) and how to refer to it afterwards',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    signedUrl: t.exposeString('signedUrl'),
    fileKey: t.exposeString('fileKey'),
    publicUrl: t.exposeString('publicUrl'),
  }),
});

builder.queryFields((t) => ({
  acceptedFileTypes: t.stringList({
    description: "A file input's accept list for uploads of this purpose: phone photo types (HEIC) only where this server converts them",
    args: { purpose: t.arg({ type: FilePurposeEnum, required: true }) },
    resolve: (_root, args) => acceptList(args.purpose, { phonePhotos: decodesPhonePhotos }),
  }),
}));

builder.mutationFields((t) => ({
  s3Sign: t.field({
    type: SignedUploadRef,
    authScopes: { signedIn: true },
    args: {
      filename: t.arg.string({ required: true }),
      contentType: t.arg.string({ required: true }),
      size: t.arg.int({ required: true, description: 'Bytes the browser will send; the upload is refused above it' }),
      purpose: t.arg({ type: FilePurposeEnum, required: true }),
    },
    resolve: (_root, args, ctx) => signUpload(ctx.services, requireSignedIn(ctx.viewer), args),
  }),
}));
