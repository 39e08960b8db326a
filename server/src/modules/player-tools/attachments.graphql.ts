import { builder } from '../../graphql/builder.js';
import { attachFile, removeAttachment } from './attachments.service.js';
import type { ResponseFiles } from './response-files.js';
import { ownProblemArgs } from './own-problem.graphql.js';

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
      ...ownProblemArgs(t.arg),
      fileKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => attachFile(ctx.services, ctx.viewer, args),
  }),
  removeAttachment: t.field({
    type: ResponseFilesRef,
    description: 'Clears the attachment of the response and deletes its file',
    args: ownProblemArgs(t.arg),
    resolve: (_root, args, ctx) => removeAttachment(ctx.services, ctx.viewer, args),
  }),
}));
