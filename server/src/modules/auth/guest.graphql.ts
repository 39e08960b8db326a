import { SESSION_SECONDS } from '@solve/core';
import { requireAdminViewer } from '../../authorization/policies.js';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { GuestLinkRef, type GuestLoginResult, GuestLoginResultRef, GuestUserTypeEnum } from './auth-types.graphql.js';
import { clientOf } from './client.js';
import { createGuestLink, type GuestSignIn, type GuestUser, signInAtLanding, signInWithGuestLink } from './guest-links.service.js';
import { applySignIn } from './sign-in-cookies.js';

async function presentGuest(ctx: Context, signIn: GuestSignIn): Promise<GuestLoginResult> {
  const family = signIn.userType === 'FAMILY_MEMBER' && signIn.familyAccountId !== null;
  await applySignIn(ctx, signIn.session.token, SESSION_SECONDS.guest, {
    firstName: signIn.firstName,
    ...(family ? { familyAccountId: signIn.familyAccountId ?? undefined } : {}),
  });
  return {
    token: signIn.session.token,
    userType: signIn.userType,
    firstName: signIn.firstName,
    familyAccountId: signIn.familyAccountId,
  };
}

builder.mutationFields((t) => ({
  guestLogin: t.field({
    type: GuestLoginResultRef,
    description: 'Signs in with a guest link (/guestLogin?<token>)',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => presentGuest(ctx, await signInWithGuestLink(ctx.services, args.token, clientOf(ctx))),
  }),
  landingLogin: t.field({
    type: GuestLoginResultRef,
    description: 'Signs a parent in from /landing with a guest link of a parent of that family account',
    args: { token: t.arg.string({ required: true }), familyAccountId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) =>
      presentGuest(ctx, await signInAtLanding(ctx.services, args.token, args.familyAccountId, clientOf(ctx))),
  }),
  createGuestLink: t.field({
    type: GuestLinkRef,
    description: 'Admins: a sign-in link for a student or a parent',
    args: {
      userType: t.arg({ type: GuestUserTypeEnum, required: true }),
      userId: t.arg.int({ required: true }),
      validDays: t.arg.int(),
    },
    resolve: (_root, args, ctx) => {
      const admin = requireAdminViewer(ctx.viewer);
      const user: GuestUser =
        args.userType === 'STUDENT'
          ? { userType: 'STUDENT', studentId: args.userId }
          : { userType: 'FAMILY_MEMBER', familyMemberId: args.userId };
      return createGuestLink(ctx.services, user, args.validDays ?? null, admin);
    },
  }),
}));
