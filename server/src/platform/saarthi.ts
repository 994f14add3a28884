import { ROLE } from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, currentUser } from './auth';
import type { AppContext } from './context';
import { saarthiAgents, users } from './db/schema';
import { forbidden } from './errors';

export type ActiveAgent = { id: string; name: string | null; code: string; homeDistrict: string };

/** onRequest, after auth: Saarthi routes refuse other roles before the body is read. */
export async function saarthiOnly(request: FastifyRequest) {
  if (currentUser(request).role !== ROLE.SAARTHI)
    throw forbidden('Only Saarthi agents can do this');
}

/**
 * The caller as an active Saarthi (issue 13), or 403. Shared by the profile feature (an agent
 * registers a seeker) and the saarthi feature (the agent's dashboard).
 */
export async function activeAgent(ctx: AppContext, me: AuthUser): Promise<ActiveAgent> {
  if (me.role !== ROLE.SAARTHI) throw forbidden('Only Saarthi agents can do this');
  const [row] = await ctx.db
    .select({
      name: users.name,
      code: saarthiAgents.code,
      homeDistrict: saarthiAgents.homeDistrict,
      active: saarthiAgents.active,
    })
    .from(saarthiAgents)
    .innerJoin(users, eq(users.id, saarthiAgents.userId))
    .where(eq(saarthiAgents.userId, me.id));
  if (!row?.active) {
    throw forbidden('Your Saarthi account is deactivated. Please contact Kaamkaj support');
  }
  return { id: me.id, name: row.name, code: row.code, homeDistrict: row.homeDistrict };
}

/** DESIGN.md §6: an agent opens only the seekers they registered; anyone else's is a 403. */
export async function requireOwnSeeker(ctx: AppContext, agent: ActiveAgent, seekerId: string) {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, seekerId), eq(users.createdBy, agent.id), eq(users.role, ROLE.SEEKER)));
  if (!row) throw forbidden('You can only open the job seekers you registered');
}
