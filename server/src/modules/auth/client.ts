import type { Context } from '../../graphql/context.js';

/** Facts about the caller's browser that sign-in services use (limits, session labels). */
export interface Client {
  /** The client's network address; '' when unknown (in-process calls). */
  address: string;
  userAgent: string;
}

export function clientOf(ctx: Pick<Context, 'ip' | 'userAgent'>): Client {
  return { address: ctx.ip, userAgent: ctx.userAgent };
}
