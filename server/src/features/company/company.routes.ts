import { ROLE, VerificationBody, VerificationEmailConfirmBody } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerMust, currentUser, requireRole } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { verificationService } from './verification.service';

// spec 001 §2 /companyverification, §3 "Verification", §7 (paths not shown: ours).
export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const verification = verificationService(ctx);
    const secured = { security: [{ bearer: [] }] };
    // issue 14 item 15: the role before the body, so a seeker gets 403, not 400
    const employerOnly = [
      ctx.auth,
      callerMust((me) => requireRole(me, ROLE.EMPLOYER, 'Only employers can verify a company')),
    ];

    app.post(
      '/company/verification',
      {
        schema: {
          tags: ['company'],
          summary: 'Submit one proof: a document (In Progress) or a business e-mail (code sent)',
          body: VerificationBody,
          ...secured,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const result = await verification.submit(currentUser(request).id, request.body);
        return { success: true, ...result };
      },
    );

    app.post(
      '/company/verification/email/confirm',
      {
        schema: {
          tags: ['company'],
          summary: 'Confirm the code sent to the business e-mail (then In Progress)',
          body: VerificationEmailConfirmBody,
          ...secured,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const data = await verification.confirmEmail(currentUser(request).id, request.body.otp);
        return {
          success: true,
          message: 'Email verified. Your company is now under review.',
          data,
        };
      },
    );
  };
}
