import type { AppContext } from '../../../context.ts';

/** Tells the boards a contest's settings, groups or participants changed; called after the write commits. */
export async function contestChanged(ctx: AppContext, tenantId: string, contestId: string) {
  await ctx.events.publish('contest.changed', { tenantId, contestId });
}
