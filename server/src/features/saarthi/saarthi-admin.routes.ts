import { Id, PAGE_SIZE } from '@kaamkaj/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import { currentUser, sessionIdsOf } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { cappedCount } from '../../platform/db/capped-count';
import { saarthiAgents, saarthiCodes, sessions, users } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/errors';

const Params = z.object({ id: Id });
const Page = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });
const ActiveBody = z.object({ active: z.boolean({ error: 'booleanInvalid' }) });

/**
 * Issue 13: the admin console's Saarthi agents; an admin deactivates one (their sign-in and their
 * code stop working) or brings them back, audited. Superadmin only, checked before the body.
 */
export function saarthiAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const superadmin = async (request: FastifyRequest) => {
      if (!currentUser(request).isSuperadmin) {
        throw forbidden('Only Kaamkaj administrators can do this');
      }
    };
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };

    app.get(
      '/admin/saarthi',
      {
        schema: { ...admin, summary: 'Saarthi agents, newest first', querystring: Page },
        onRequest: [ctx.auth, superadmin],
      },
      async (request) => {
        // saarthi_agents_created_idx (issue 17 item 2)
        const order = [desc(saarthiAgents.createdAt), desc(saarthiAgents.userId)];
        const [rows, counted] = await Promise.all([
          ctx.db
            .select({ agent: saarthiAgents, user: users })
            .from(saarthiAgents)
            .innerJoin(users, eq(users.id, saarthiAgents.userId))
            .orderBy(...order)
            .limit(PAGE_SIZE)
            .offset(request.query.page * PAGE_SIZE),
          cappedCount(ctx.db, saarthiAgents, undefined, order),
        ]);
        return {
          success: true,
          ...counted,
          data: rows.map(({ agent, user }) => ({
            _id: user.id,
            name: user.name,
            contact: user.contact,
            email: user.email,
            saarthi_code: agent.code,
            home_district: agent.homeDistrict,
            active: agent.active,
            created_at: agent.createdAt.toISOString(),
          })),
        };
      },
    );

    app.put(
      '/admin/saarthi/:id/active',
      {
        schema: {
          ...admin,
          summary: 'Deactivate or reactivate a Saarthi (audited)',
          params: Params,
          body: ActiveBody,
        },
        onRequest: [ctx.auth, superadmin],
      },
      async (request) => {
        const me = currentUser(request);
        const { active } = request.body;
        let signedOut: string[] = [];
        const agent = await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .update(saarthiAgents)
            .set({ active })
            .where(eq(saarthiAgents.userId, request.params.id))
            .returning();
          if (!row) throw notFound('Saarthi not found');
          await tx.update(saarthiCodes).set({ active }).where(eq(saarthiCodes.code, row.code));
          if (!active) {
            // signed out at once on every device, not when the access token runs out
            signedOut = await sessionIdsOf(tx, row.userId);
            await tx
              .update(sessions)
              .set({ revokedAt: new Date(), revokedReason: 'deactivated' })
              .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
          }
          await writeAudit(tx, {
            actorId: me.id,
            action: active ? 'saarthi.activate' : 'saarthi.deactivate',
            subjectId: row.userId,
            detail: { saarthi_code: row.code },
          });
          return row;
        });
        await ctx.liveSessions.revoked(signedOut);
        return {
          success: true,
          message: active ? 'Saarthi activated' : 'Saarthi deactivated',
          data: { _id: agent.userId, saarthi_code: agent.code, active: agent.active },
        };
      },
    );
  };
}
