import type { Plan } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerId } from '../../platform/adapters/payments';
import type { AppContext } from '../../platform/context';
import { paymentOrders, users } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { framedBySelf } from '../../platform/security-headers';
import type { ordersService } from './orders.service';
import { CHECKOUT_SCRIPT, checkoutPage, SHEET_SCRIPT, SHEET_STYLE } from './simulated-checkout';

/** How long after a simulated payment its webhook arrives, as Razorpay's does a moment later. */
export const SIMULATED_WEBHOOK_DELAY_MS = 1500;

const ProviderOrderId = z.string().trim().min(1).max(64);

/**
 * The local gateway of PAYMENTS=simulated (DESIGN.md §2): the checkout script, the payment sheet,
 * and its pay button, which signs the result with the same HMAC as Razorpay and then delivers the
 * signed webhook, so a phone that dies after paying still gets its plan.
 */
export function simulatedCheckoutRoutes(
  ctx: AppContext,
  orders: ReturnType<typeof ordersService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const gateway = ctx.payments;
    const pending = new Set<NodeJS.Timeout>();
    app.addHook('onClose', async () => {
      for (const timer of pending) clearTimeout(timer);
    });
    const tags = ['plans'];

    const orderOf = async (id: string) => {
      const [row] = await ctx.db
        .select({ order: paymentOrders, contact: users.contact, email: users.email })
        .from(paymentOrders)
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .where(eq(paymentOrders.providerOrderId, id));
      if (!row) throw notFound('Order not found');
      return row;
    };

    app.get(
      '/payment/simulated/checkout.js',
      { schema: { tags, summary: 'The local stand-in for checkout.js' } },
      async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(CHECKOUT_SCRIPT),
    );

    // The sheet's script and style (SHEET_SCRIPT_PATH, SHEET_STYLE_PATH) are files: no inline
    // script under the CSP (issue 15 item 7).
    app.get('/payment/simulated/sheet.js', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SHEET_SCRIPT),
    );
    app.get('/payment/simulated/sheet.css', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SHEET_STYLE),
    );

    app.get(
      '/payment/simulated/checkout',
      {
        // the app shows the sheet in a frame of its own pages, and only there
        helmet: framedBySelf(ctx.config),
        schema: {
          tags,
          summary: 'The local payment sheet',
          querystring: z.object({
            order_id: ProviderOrderId,
            lang: z.enum(['hi', 'en']).default('en'),
            escape: z.enum(['0', '1']).default('1'),
          }),
        },
      },
      async (request, reply) => {
        const { order, contact, email } = await orderOf(request.query.order_id);
        const plan = order.plan as unknown as Plan;
        const hindi = request.query.lang === 'hi';
        const html = checkoutPage(
          {
            orderId: order.providerOrderId,
            description: hindi ? `कामकाज ${plan.name_hi} प्लान` : `Kaamkaj ${plan.name_en} plan`,
            amountPaise: order.amountPaise,
            contact: contact ?? '',
            email: email ?? '',
            paid: order.status === 'paid',
          },
          request.query.lang,
          request.query.escape === '1',
        );
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(html);
      },
    );

    app.post(
      '/payment/simulated/pay',
      {
        schema: {
          tags,
          summary: 'Pay (or fail) a simulated order, as the payment sheet does',
          body: z.object({ order_id: ProviderOrderId, outcome: z.enum(['success', 'failure']) }),
        },
      },
      async (request) => {
        const { order } = await orderOf(request.body.order_id);
        if (order.status === 'paid')
          throw badRequest('ORDER_ALREADY_PAID', 'This order is already paid');
        const paymentId = providerId('pay');
        const success = request.body.outcome === 'success';
        const payment = success
          ? {
              id: paymentId,
              order_id: order.providerOrderId,
              amount: order.amountPaise,
              status: 'captured',
            }
          : {
              id: paymentId,
              order_id: order.providerOrderId,
              amount: order.amountPaise,
              status: 'failed',
              error_code: 'BAD_REQUEST_ERROR',
              error_description: 'Payment failed',
              error_reason: 'payment_failed',
            };
        const raw = JSON.stringify({
          entity: 'event',
          event: success ? 'payment.captured' : 'payment.failed',
          payload: { payment: { entity: payment } },
          created_at: Math.floor(Date.now() / 1000),
        });
        const timer = setTimeout(() => {
          pending.delete(timer);
          orders
            .webhook(raw, gateway.webhookSignature(raw), `evt_${paymentId.slice(4)}`)
            .catch((err: unknown) => app.log.error({ err }, 'simulated webhook failed'));
        }, SIMULATED_WEBHOOK_DELAY_MS);
        pending.add(timer);
        if (success) {
          return {
            success: true,
            data: {
              razorpay_payment_id: paymentId,
              razorpay_order_id: order.providerOrderId,
              razorpay_signature: gateway.paymentSignature(order.providerOrderId, paymentId),
            },
          };
        }
        return {
          success: true,
          data: {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Payment failed',
              reason: 'payment_failed',
              metadata: { order_id: order.providerOrderId, payment_id: paymentId },
            },
          },
        };
      },
    );
  };
}
