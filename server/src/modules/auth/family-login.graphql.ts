import { formatMessage } from '@solve/core';
import { builder } from '../../graphql/builder.js';
import { FamilyLoginResultRef, FamilyVerifyResultRef } from './auth-types.graphql.js';
import { clientOf } from './client.js';
import { requestFamilyCode, verifyFamilyCode } from './family-login.service.js';
import { applySignIn } from './sign-in-cookies.js';

builder.mutationFields((t) => ({
  familyLogin: t.field({
    type: FamilyLoginResultRef,
    description: 'Parent sign-in, step one: sends a code to the phone of a known parent',
    args: {
      phoneNumber: t.arg.string({ required: true }),
      callInstead: t.arg.boolean({ required: true, defaultValue: false }),
    },
    resolve: (_root, args, ctx) => requestFamilyCode(ctx.services, args, clientOf(ctx)),
  }),
  familyVerify: t.field({
    type: FamilyVerifyResultRef,
    description: 'Parent sign-in, step two: the code opens the session',
    args: {
      phoneNumber: t.arg.string({ required: true }),
      verificationCode: t.arg.string({ required: true }),
      rememberMe: t.arg.boolean({ required: true, defaultValue: false }),
    },
    resolve: async (_root, args, ctx) => {
      const signIn = await verifyFamilyCode(ctx.services, args, clientOf(ctx));
      const { member } = signIn;
      await applySignIn(ctx, signIn.session.token, signIn.cookieMaxAge, {
        firstName: member.firstName,
        familyAccountId: member.familyAccountId,
      });
      return {
        token: signIn.session.token,
        message: formatMessage('FAMILY_LOGIN_SUCCESS'),
        familyMember: member,
        redirectTo: signIn.redirectTo,
      };
    },
  }),
}));
