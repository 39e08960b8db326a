import { builder } from '../../graphql/builder.js';
import { DomainError } from '../../graphql/errors.js';
import { MeRef, StudentSessionRef } from './auth-types.graphql.js';
import { mayStartStudentSession } from '../../authorization/policies.js';
import { loadMe } from './me.service.js';
import { revokeSession } from './sessions.service.js';
import { signOutCookies } from './sign-in-cookies.js';
import { startStudentSession } from './student-session.js';

builder.queryField('me', (t) =>
  t.field({
    type: MeRef,
    nullable: true,
    description: 'The signed-in user, or null when signed out (and then a session cookie that signs no one in is deleted)',
    resolve: (_root, _args, ctx) => {
      if (ctx.viewer) return loadMe(ctx.services.db, ctx.viewer);
      // An expired or revoked session's cookie would refuse the browser's live updates (websocket.ts) until deleted.
      if (ctx.staleSessionCookie) for (const header of signOutCookies(ctx.services.config.production)) ctx.setCookie(header);
      return null;
    },
  }),
);

builder.mutationFields((t) => ({
  signOut: t.boolean({
    description: 'Ends the session on the server and deletes every cookie',
    resolve: async (_root, _args, ctx) => {
      if (ctx.viewer) await revokeSession(ctx.services.db, ctx.viewer.sessionId, ctx.services.now());
      for (const header of signOutCookies(ctx.services.config.production)) ctx.setCookie(header);
      return true;
    },
  }),
  startStudentSession: t.field({
    type: StudentSessionRef,
    description:
      "The work session of the caller's sign-in: its first call starts one and older sign-ins of the same student stop being accepted; later calls (another tab) get the same one back. MULTIPLE_SIGN_IN once a sign-in made elsewhere works",
    authScopes: { signedIn: true },
    args: { studentId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = ctx.viewer;
      if (viewer?.userType !== 'STUDENT' || !mayStartStudentSession(viewer, args.studentId)) {
        throw new DomainError('FORBIDDEN');
      }
      return startStudentSession(ctx.services.db, viewer, ctx.services.now());
    },
  }),
}));
