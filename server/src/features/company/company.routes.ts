import {
  ContactCodeBody,
  contactVerifyBody,
  ROLE,
  VerificationBody,
  VerificationEmailConfirmBody,
} from '@kaamkaj/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerMust, currentUser, requireRole } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { requestLang } from '../../platform/lang';
import { contactProofService } from './contact-proof.service';
import { verificationService } from './verification.service';

// the client's address for the per-IP caps, the screen's language for the message; the host
// ends an SMS so that Android's WebOTP can fill the code
const caller = (request: FastifyRequest) => ({
  ip: request.ip,
  lang: requestLang(request),
  host: request.hostname,
});

const CONTACT_SENT = {
  contact: 'We have sent a code to this mobile number',
  email: 'We have sent a code to this e-mail address',
};
const CONTACT_SAVED = {
  contact: 'Mobile number verified',
  email: 'E-mail address verified',
};

// spec 001 §2 /companyverification, §3 "Verification", §7 (paths not shown: ours).
export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const verification = verificationService(ctx);
    const contacts = contactProofService(ctx);
    const secured = { security: [{ bearer: [] }] };
    // issue 14 item 15: the role before the body, so a seeker gets 403, not 400
    const employerOnly = [
      ctx.auth,
      callerMust((me) => requireRole(me, ROLE.EMPLOYER, 'Only employers can verify a company')),
    ];
    const contactOwner = [
      ctx.auth,
      callerMust((me) =>
        requireRole(me, ROLE.EMPLOYER, 'Only employers can add a contact to their account'),
      ),
    ];

    // issue 15 item 6: a mobile (or e-mail) added to an employer's account is proven first
    app.post(
      '/user/v2/contact/code',
      {
        schema: {
          tags: ['company'],
          summary: 'Send a code to the mobile (SMS) or e-mail the employer adds to the account',
          description:
            'The contact an employer did not sign in with: {contact} or {email}. One-time code ' +
            'rules and caps as for sign-in (DESIGN.md §6).',
          body: ContactCodeBody,
          ...secured,
        },
        onRequest: contactOwner,
      },
      async (request) => {
        const me = currentUser(request);
        const field = await contacts.sendCode(me.id, request.body, caller(request));
        return { success: true, message: CONTACT_SENT[field] };
      },
    );

    app.post(
      '/user/v2/contact/verify',
      {
        schema: {
          tags: ['company'],
          summary: 'Confirm the code: the contact is stored as proven (answers the EmployerRecord)',
          description:
            'An unproven claim of another employer on it gives way; a proven one, or one made ' +
            'at the same moment, answers 409.',
          body: contactVerifyBody(ctx.config.OTP_LENGTH),
          ...secured,
        },
        onRequest: contactOwner,
      },
      async (request) => {
        const me = currentUser(request);
        const { field, data } = await contacts.verify(me.id, request.body, caller(request));
        return { success: true, message: CONTACT_SAVED[field], data };
      },
    );

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
        const me = currentUser(request);
        const result = await verification.submit(me.id, request.body, caller(request));
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
        const me = currentUser(request);
        const data = await verification.confirmEmail(me.id, request.body.otp, caller(request));
        return {
          success: true,
          message: 'Email verified. Your company is now under review.',
          data,
        };
      },
    );
  };
}
