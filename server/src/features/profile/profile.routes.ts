import {
  BasicDetailBody,
  Id,
  ProfileUpdateBody,
  RESUME_MIN_COMPLETION,
  ROLE,
} from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerMust, currentUser, requireRole } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import { attachment } from '../../platform/pdf';
import { activeAgent, requireOwnSeeker, saarthiOnly } from '../../platform/saarthi';
import { parseWith } from '../../platform/validation';
import { companyService } from '../company/company.service';
import { agentEnrolRoutes } from './agent-enrol.routes';
import { resumeFileName, resumeModel } from './resume.model';
import { renderResumePdf } from './resume-pdf';
import { seekerProfileService } from './seeker-profile.service';

const SEEKER_OWN_FIELDS = ['contact', 'opt_in', 'lang'] as const;

const own = (me: { id: string; isSuperadmin: boolean }, id: string, what = 'profile') => {
  if (me.id !== id) throw forbidden(`You can only change your own ${what}`);
};

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const profiles = seekerProfileService(ctx);
    const employers = companyService(ctx);
    const secured = { security: [{ bearer: [] }] };

    // spec 001 §7 POST /user/saarthi, JSON or multipart: in a scope of its own.
    await app.register(agentEnrolRoutes(ctx));

    app.get(
      '/saarthi/users/:id',
      {
        schema: {
          tags: ['saarthi'],
          summary: 'Saarthi: a job seeker I registered (DESIGN.md §6)',
          params: z.object({ id: Id }),
          ...secured,
        },
        onRequest: [ctx.auth, saarthiOnly],
      },
      async (request) => {
        const agent = await activeAgent(ctx, currentUser(request));
        await requireOwnSeeker(ctx, agent, request.params.id);
        return { success: true, data: await profiles.get(request.params.id) };
      },
    );

    // issue 13: the agent helps complete the profile of a seeker they registered: the same
    // sections and checks as the seeker's own PUT /user/v2/profile, audited. The mobile number,
    // the WhatsApp opt-in and the language are the seeker's own choices (DPDP Act: consent is
    // given by the person), so an agent cannot set them.
    app.put(
      '/saarthi/users/:id',
      {
        schema: {
          tags: ['saarthi'],
          summary: 'Saarthi: save profile sections of a job seeker I registered',
          params: z.object({ id: Id }),
          body: z.looseObject({ _id: Id }),
          ...secured,
        },
        onRequest: [ctx.auth, saarthiOnly],
      },
      async (request) => {
        const agent = await activeAgent(ctx, currentUser(request));
        const seekerId = request.params.id;
        await requireOwnSeeker(ctx, agent, seekerId);
        const body = parseWith(ProfileUpdateBody, request.body);
        if (body._id !== seekerId) {
          throw badRequest('VALIDATION', 'Invalid id', { _id: 'Invalid id' });
        }
        const own = SEEKER_OWN_FIELDS.find((field) => body[field] !== undefined);
        if (own) {
          throw new AppError(403, 'SEEKER_ONLY_FIELD', 'Only the job seeker can change this', {
            [own]: 'Only the job seeker can change this',
          });
        }
        const data = await profiles.update(seekerId, body, {
          actorId: agent.id,
          action: 'saarthi.profile_update',
        });
        return { success: true, message: 'Profile updated successfully', data };
      },
    );

    app.post(
      '/user/basicdetail',
      {
        schema: {
          tags: ['profile'],
          summary: 'Onboarding step 1: basic details (profile_status 0 -> 1)',
          body: BasicDetailBody,
          ...secured,
        },
        // issue 14 item 15: the role before the body, so an employer gets 403, not 400
        onRequest: [
          ctx.auth,
          callerMust((me) =>
            requireRole(me, ROLE.SEEKER, 'Only job seekers have this profile section'),
          ),
        ],
      },
      async (request) => {
        const data = await profiles.saveBasicDetails(currentUser(request).id, request.body);
        return { success: true, message: 'Basic details saved', data };
      },
    );

    app.put(
      '/user/v2/profile',
      {
        schema: {
          tags: ['profile'],
          summary:
            'Save profile sections ({_id} plus the changed fields); job interests move 1 -> 2',
          description:
            'A seeker sends ProfileUpdateBody. An employer sends CompanyDetailBody (until ' +
            'profile_status 2), EmployerProfileBody, or EmailChangeBody (spec 001 §7).',
          // The body's shape depends on the caller's role: each handler parses its own.
          body: z.looseObject({ _id: Id }),
          ...secured,
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const me = currentUser(request);
        own(me, request.body._id);
        if (me.role === ROLE.EMPLOYER) {
          return { success: true, ...(await employers.saveEmployerBody(me, request.body)) };
        }
        const body = parseWith(ProfileUpdateBody, request.body);
        const data = await profiles.update(body._id, body);
        return { success: true, message: 'Profile updated successfully', data };
      },
    );

    app.put(
      '/user/whatsapp/opt/:id',
      {
        schema: {
          tags: ['profile'],
          summary: 'WhatsApp opt-in (spec 000 §2.13)',
          params: z.object({ id: z.uuid({ error: 'Invalid id' }) }),
          body: z.object({ opt_in: z.boolean({ error: 'Must be true or false' }) }),
          ...secured,
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        own(currentUser(request), request.params.id, 'settings');
        await profiles.update(request.params.id, {
          _id: request.params.id,
          opt_in: request.body.opt_in,
        });
        return {
          success: true,
          message: request.body.opt_in
            ? 'WhatsApp updates turned on'
            : 'WhatsApp updates turned off',
          data: { opt_in: request.body.opt_in },
        };
      },
    );

    // spec 000 §4, §9: "Get Resume" at 100 % only; an A4 PDF named after the seeker.
    app.get(
      '/user/resume',
      {
        schema: {
          tags: ['profile'],
          summary: 'Download my resume as a PDF (profile 100 % complete)',
          querystring: z.object({ lang: z.enum(['hi', 'en']).optional() }),
          ...secured,
        },
        onRequest: [
          ctx.auth,
          callerMust((me) => requireRole(me, ROLE.SEEKER, 'Only job seekers have a resume')),
        ],
      },
      async (request, reply) => {
        const me = currentUser(request);
        const record = await profiles.get(me.id);
        if (record.profile_completed_status < RESUME_MIN_COMPLETION) {
          throw badRequest(
            'PROFILE_INCOMPLETE',
            `Complete your profile to 100% to download the resume (now ${record.profile_completed_status}%)`,
          );
        }
        const lang = request.query.lang ?? record.lang ?? 'hi';
        const pdf = await renderResumePdf(resumeModel(record, lang));
        await profiles.markResumeDownloaded(me.id);
        const fileName = resumeFileName(record.name);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
