import {
  EmployerLoginBody,
  employerConfirmBody,
  SAARTHI_REGISTERED,
  SaarthiLoginBody,
  SaarthiRegisterBody,
  SeekerLoginBody,
  saarthiConfirmBody,
  seekerConfirmBody,
} from '@kaamkaj/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
import { headerLang, requestLang } from '../../platform/lang';
import { pageCookie } from '../../platform/page-cookie';
import { publicUrl } from '../../platform/public-url';
import { authService } from './auth.service';

const caller = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  // issue 14: the code's SMS in the screen's language, bound to this site for WebOTP
  lang: requestLang(request),
  host: request.hostname,
  // the screen's language, kept on the account at sign-in (notifications, SMS follow it)
  screenLang: headerLang(request),
});

const CODE_SENT = 'OTP sent successfully';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = authService(ctx);
    const otpLength = ctx.config.OTP_LENGTH;
    const page = pageCookie(ctx.config);

    /**
     * issue 16 items 3 and 4: a new access token brings the cookie by which the server renders a
     * seeker's /jobs and names, for any role, the chunks of the screen a page of the app opens
     * on (platform/page-cookie.ts); a sign-in as someone else replaces an old one.
     */
    async function pageCookieFor(reply: FastifyReply, token: string) {
      const { userId, sessionId } = await ctx.tokens.verify(token);
      page.set(reply, { sessionId, userId });
    }

    // spec 000 §7 Session
    app.post(
      '/login/user',
      {
        schema: { tags: ['auth'], summary: 'Seeker: send a one-time code', body: SeekerLoginBody },
      },
      async (request) => {
        await auth.seekerLogin(request.body.contact, request.body.opt_in, caller(request));
        return { success: true, message: CODE_SENT };
      },
    );

    app.post(
      '/login/confirm',
      {
        schema: {
          tags: ['auth'],
          summary: 'Seeker: confirm the code; creates the user on first sign-in',
          body: seekerConfirmBody(otpLength),
        },
      },
      async (request, reply) => {
        const { contact, otp, ref } = request.body;
        const result = await auth.seekerConfirm(contact, otp, caller(request), ref);
        await pageCookieFor(reply, result.data.token);
        return result;
      },
    );

    // spec 001 §7
    app.post(
      '/login/v2',
      {
        schema: {
          tags: ['auth'],
          summary: 'Employer: send a code by SMS or e-mail',
          body: EmployerLoginBody,
        },
      },
      async (request) => {
        const { user_name, login_type, opt_in } = request.body;
        const field = login_type === 'email' ? 'email' : 'contact';
        await auth.employerLogin({ field, value: user_name }, opt_in, caller(request));
        return { success: true, message: CODE_SENT };
      },
    );

    app.post(
      '/login/v2/confirm',
      {
        schema: {
          tags: ['auth'],
          summary: 'Employer: confirm the code; creates the employer on first sign-in',
          body: employerConfirmBody(otpLength),
        },
      },
      async (request, reply) => {
        const { user_name, login_type, otp, lead_source } = request.body;
        const field = login_type === 'email' ? 'email' : 'contact';
        const identity = { field, value: user_name } as const;
        const result = await auth.employerConfirm(identity, otp, caller(request), lead_source);
        await pageCookieFor(reply, result.data.token);
        return result;
      },
    );

    // spec 001 §7 "Saarthi login and register"; DESIGN.md §4: the code printed on a card is no
    // secret, so sign-in sends a one-time code to the agent's mobile as well.
    app.post(
      '/register/saarthi',
      {
        schema: {
          tags: ['auth'],
          summary: 'Saarthi: sign up; answers the agent code',
          body: SaarthiRegisterBody,
        },
      },
      async (request) => {
        const site = publicUrl(ctx.config, request);
        const code = await auth.saarthiRegister(request.body, caller(request), site);
        return { success: true, message: SAARTHI_REGISTERED, data: { saarthi_code: code } };
      },
    );

    app.post(
      '/login/saarthi',
      {
        schema: {
          tags: ['auth'],
          summary: 'Saarthi: mobile and employee code, then a one-time code by SMS',
          body: SaarthiLoginBody,
        },
      },
      async (request) => {
        await auth.saarthiLogin(request.body.contact, request.body.emp_code, caller(request));
        return { success: true, message: CODE_SENT };
      },
    );

    app.post(
      '/login/saarthi/confirm',
      {
        schema: {
          tags: ['auth'],
          summary: 'Saarthi: confirm the one-time code',
          body: saarthiConfirmBody(otpLength),
        },
      },
      async (request, reply) => {
        const { contact, emp_code, otp } = request.body;
        const result = await auth.saarthiConfirm(contact, emp_code, otp, caller(request));
        await pageCookieFor(reply, result.data.token);
        return result;
      },
    );

    app.post(
      '/auth/refreshtoken',
      {
        schema: {
          tags: ['auth'],
          summary: 'Rotate the refresh token (header x-refreshtoken)',
          headers: z.object({ 'x-refreshtoken': z.string().optional() }),
        },
      },
      async (request, reply) => {
        const result = await auth.sessions.refresh(request.headers['x-refreshtoken'] ?? '');
        if (result.reused) {
          page.clear(reply);
          throw unauthorized(
            'REFRESH_TOKEN_REUSED',
            'This session was signed out for your safety, please sign in again',
          );
        }
        await pageCookieFor(reply, result.token);
        return { success: true, data: { token: result.token, refresh_token: result.refreshToken } };
      },
    );

    app.get(
      '/user/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: ends this session',
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request, reply) => {
        await auth.sessions.revoke(currentUser(request).sessionId);
        page.clear(reply);
        return { success: true, message: 'Logged out successfully' };
      },
    );
  };
}
