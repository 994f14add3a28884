import {
  AdminPlanBody,
  Id,
  PaymentOrderBody,
  PaymentVerifyBody,
  PLAN_AUDIENCES,
  ROLE,
} from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, callerMust, currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/db/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { attachment } from '../../platform/pdf';
import { readSubscription } from '../../platform/subscriptions';
import { ordersService, PAYMENT_FAILED_MESSAGE } from './orders.service';
import { listAllPlans, listPlans, updatePlan } from './plans.service';
import { readSeekerSubscription } from './premium';
import { renderReceiptPdf } from './receipt-pdf';
import { simulatedCheckoutRoutes } from './simulated.routes';

const OrderParams = z.object({ id: Id });
const PageQuery = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });
const FailBody = z.object({ reason: z.string().trim().max(200).optional() }).default({});

/** Plans are sold to job seekers (Premium) and employers; a Saarthi has none (DESIGN.md §6). */
function requireBuyer(me: AuthUser) {
  if (me.role !== ROLE.SEEKER && me.role !== ROLE.EMPLOYER) {
    throw forbidden('Plans are for job seekers and employers');
  }
}

// spec 000 §7, spec 001 §7: plans, orders, verification, the subscription; DESIGN.md §6.
export function planRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const orders = ordersService(ctx, app.log);
    const secured = { tags: ['plans'], security: [{ bearer: [] }] };
    // issue 14 item 15: the role before the body is read
    const buyerOnly = [ctx.auth, callerMust(requireBuyer)];

    app.get(
      '/plans',
      {
        schema: {
          tags: ['plans'],
          summary: 'The plans on sale (prices in paise)',
          querystring: z.object({ audience: z.enum(PLAN_AUDIENCES).optional() }),
        },
      },
      async (request) => ({ success: true, data: await listPlans(ctx.db, request.query.audience) }),
    );

    app.get(
      '/user/subscription',
      {
        schema: {
          ...secured,
          summary:
            'My plan: an employer’s allowance (made with the starter allowance on first read); ' +
            'a job seeker’s Premium in the same shape, with no allowance',
        },
        onRequest: buyerOnly,
      },
      async (request) => {
        const me = currentUser(request);
        // spec 000 §7 and spec 001 §7 both read GET user/subscription (issue 14 item 16)
        const data =
          me.role === ROLE.EMPLOYER
            ? await readSubscription(ctx.db, me.id)
            : await readSeekerSubscription(ctx.db, me.id);
        return { success: true, data };
      },
    );

    app.post(
      '/payment/order',
      {
        schema: {
          ...secured,
          summary: 'Start a payment for a plan; the amount is the plan record’s',
          body: PaymentOrderBody,
        },
        onRequest: buyerOnly,
      },
      async (request) => {
        const data = await orders.create(currentUser(request), request.body);
        return { success: true, ...data, data };
      },
    );

    app.post(
      '/payment/:id/verify',
      {
        schema: {
          ...secured,
          summary: 'Verify the checkout’s signature and grant the plan once',
          params: OrderParams,
          body: PaymentVerifyBody,
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const result = await orders.verify(currentUser(request), request.params.id, request.body);
        return { success: true, message: 'Payment Successful!', data: result.record };
      },
    );

    app.post(
      '/payment/:id/fail',
      {
        schema: {
          ...secured,
          summary: 'Record that the checkout reported a failed payment',
          params: OrderParams,
          body: FailBody,
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const data = await orders.fail(
          currentUser(request),
          request.params.id,
          request.body.reason,
        );
        return { success: true, message: PAYMENT_FAILED_MESSAGE, data };
      },
    );

    app.get(
      '/payment/orders',
      {
        schema: { ...secured, summary: 'My payments, newest first', querystring: PageQuery },
        onRequest: ctx.auth,
      },
      async (request) => {
        const { data, count } = await orders.listMine(currentUser(request), request.query.page);
        return { success: true, count, data };
      },
    );

    app.get(
      '/payment/orders/:id/receipt',
      {
        schema: { ...secured, summary: 'The receipt of my paid order (PDF)', params: OrderParams },
        onRequest: ctx.auth,
      },
      async (request, reply) => {
        const order = await orders.ownOrder(currentUser(request), request.params.id);
        if (order.status !== 'paid') {
          throw badRequest('RECEIPT_NOT_READY', 'A receipt is given for a paid order only');
        }
        const [buyer] = await ctx.db
          .select({ name: users.name, contact: users.contact, email: users.email })
          .from(users)
          .where(eq(users.id, order.userId));
        const pdf = await renderReceiptPdf(
          order,
          buyer ?? { name: null, contact: null, email: null },
          {
            address: ctx.config.COMPANY_ADDRESS,
            email: ctx.config.SUPPORT_EMAIL,
            phone: ctx.config.SUPPORT_PHONE,
          },
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(`Kaamkaj-receipt-${order.receipt}.pdf`))
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    // Razorpay calls this with the raw JSON body, whose bytes the signature covers.
    await app.register(async (hooks) => {
      hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
        done(null, body),
      );
      hooks.post(
        '/payment/webhook',
        {
          schema: {
            tags: ['plans'],
            summary: 'Razorpay webhook (payment.captured, order.paid, payment.failed)',
          },
        },
        async (request) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          const header = (name: string) => {
            const value = request.headers[name];
            return Array.isArray(value) ? value[0] : value;
          };
          const result = await orders.webhook(
            raw,
            header('x-razorpay-signature'),
            header('x-razorpay-event-id'),
          );
          return { success: true, message: result.outcome };
        },
      );
    });

    // Issue 12: the admin console edits prices and limits (superadmin only, before the body).
    const superadmin = async (request: FastifyRequest) => {
      if (!currentUser(request).isSuperadmin) {
        throw forbidden('Only Kaamkaj administrators can do this');
      }
    };
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };
    app.get(
      '/admin/plans',
      {
        schema: { ...admin, summary: 'Every plan, inactive too' },
        onRequest: [ctx.auth, superadmin],
      },
      async () => ({ success: true, data: await listAllPlans(ctx.db) }),
    );
    app.put(
      '/admin/plans/:code',
      {
        schema: {
          ...admin,
          summary: 'Change a plan’s price and limits (audited)',
          params: z.object({ code: z.string().trim().min(1).max(20) }),
          body: AdminPlanBody,
        },
        onRequest: [ctx.auth, superadmin],
      },
      async (request) => {
        const me = currentUser(request);
        const data = await updatePlan(ctx.db, me.id, request.params.code, request.body);
        return { success: true, message: 'Plan saved', data };
      },
    );

    if (ctx.payments.name === 'simulated') await app.register(simulatedCheckoutRoutes(ctx, orders));
  };
}
