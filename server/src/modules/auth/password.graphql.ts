import { builder } from '../../graphql/builder.js';
import { PasswordResultRef } from './auth-types.graphql.js';
import { changePassword } from './change-password.service.js';
import { clientOf } from './client.js';
import { requestPasswordReset } from './password-reset.service.js';

builder.mutationFields((t) => ({
  resetPassword: t.field({
    type: PasswordResultRef,
    description: 'Mails a single-use /changepassword link: by username (student) or by email (any account of it)',
    args: { username: t.arg.string(), email: t.arg.string() },
    resolve: (_root, args, ctx) =>
      requestPasswordReset(ctx.services, { username: args.username ?? '', email: args.email ?? '' }, clientOf(ctx)),
  }),
  changePassword: t.field({
    type: PasswordResultRef,
    description: "With a reset link's userId and token, or signed in with the current password (a student or employee's own)",
    args: {
      userId: t.arg.string(),
      token: t.arg.string(),
      currentPassword: t.arg.string({ description: 'Required when signed in without a reset link' }),
      password: t.arg.string({ required: true }),
      confirmPassword: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      changePassword(
        ctx.services,
        {
          userId: args.userId ?? '',
          token: args.token ?? '',
          currentPassword: args.currentPassword ?? '',
          password: args.password,
          confirmPassword: args.confirmPassword,
        },
        ctx.viewer,
        clientOf(ctx),
      ),
  }),
}));
