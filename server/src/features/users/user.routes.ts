import { Id, ROLE } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/errors';
import { employerRecord } from '../company/company.record';
import { seekerProfileService } from '../profile/seeker-profile.service';
import { toUserRecord } from './user.record';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const profiles = seekerProfileService(ctx);
    // spec 000 §7 "User": GET /user/ with _id — a user reads only their own record.
    app.get(
      '/user/',
      {
        schema: {
          tags: ['user'],
          summary: 'The signed-in user (own record only)',
          // spec 000 §7: `_id` names the user; an empty one means me.
          querystring: z.object({
            _id: z.preprocess((v) => (v === '' ? undefined : v), Id.optional()),
          }),
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const me = currentUser(request);
        const id = request.query._id ?? me.id;
        if (id !== me.id && !me.isSuperadmin) {
          throw forbidden('You can only see your own profile');
        }
        const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
        if (!row) throw notFound('User not found');
        // A seeker's record carries the profile fields (spec 000 §7 "User"), an employer's the
        // company (spec 001 §3 "Employer").
        const data =
          row.role === ROLE.SEEKER
            ? await profiles.get(row.id)
            : row.role === ROLE.EMPLOYER
              ? await employerRecord(ctx.db, ctx.storage, row.id)
              : toUserRecord(row);
        return { success: true, data };
      },
    );
  };
}
