import { builder } from '../../graphql/builder.js';
import { attachFile, removeAttachment, type ResponseFiles } from './attachments.service.js';

/** Attachments on a response (problem-set-player.md §7 set response attachment, delete file): students on their own open attempt. */

export const ResponseFilesRef = builder.objectRef<ResponseFiles>('ResponseFiles').implement({
  fields: (t) => ({
    problemId: t.exposeInt('problemId'),
    attachmentUrl: t.exposeString('attachmentUrl', { nullable: true }),
    scratchpadUrl: t.exposeString('scratchpadUrl', { nullable: true }),
  }),
});

builder.mutationFields((t) => ({
  attachFile: t.field({
    type: ResponseFilesRef,
    description: 'Stores an accepted ATTACHMENT upload (the fileKey of s3Sign) on the response to a problem of the own open attempt',
    args: {
      submissionId: t.arg.int({ required: true }),
      problemId: t.arg.int({ required: true }),
      fileKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => attachFile(ctx.services, ctx.viewer, args),
  }),
  removeAttachment: t.field({
    type: ResponseFilesRef,
    description: 'Clears the attachment of the response and deletes its file',
    args: { submissionId: t.arg.int({ required: true }), problemId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => removeAttachment(ctx.services, ctx.viewer, args),
  }),
}));
