import fastifyMultipart from '@fastify/multipart';
import { AgentNewUserBody, AgentNewUserForm, FILE_CATEGORIES } from '@kaamkaj/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type FormFile, type FormShape, formLimits, readForm } from '../../platform/multipart-form';
import { publicUrl } from '../../platform/public-url';
import { type ActiveAgent, activeAgent, saarthiOnly } from '../../platform/saarthi';
import { parseWith } from '../../platform/validation';
import { seekerProfileService } from './seeker-profile.service';

// spec 001 §7 "Agent user multipart": the agent form's fields, and an optional photo and video
// resume under the upload categories of the same names.
const AGENT_FORM = {
  fields: Object.keys(AgentNewUserForm.shape),
  files: { profile_pic: 'profile_pic', video_resume: 'video_resume' },
} as const satisfies FormShape;

const FILES_TEXT = Object.entries(AGENT_FORM.files)
  .map(([field, category]) => {
    const rule = FILE_CATEGORIES[category];
    return `${field} (${Object.keys(rule.types).join(', ')}; at most ${rule.maxBytes / 2 ** 20} MB)`;
  })
  .join(' and ');
const DESCRIPTION = [
  'JSON: the fields below. multipart/form-data: the same fields as text (codes as digits; the',
  "spec's created_by and profile_status may be sent, as the caller's id and 1), and optional",
  `files ${FILES_TEXT}, checked as the three-step upload checks them, stored in the new`,
  "seeker's space and attached to their profile.",
].join(' ');

/** POST /user/saarthi: the one route that takes multipart, in a scope of its own. */
export function agentEnrolRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const profiles = seekerProfileService(ctx);
    await app.register(fastifyMultipart, { limits: formLimits(AGENT_FORM) });
    const agents = new WeakMap<FastifyRequest, ActiveAgent>();
    const uploads = new WeakMap<FastifyRequest, FormFile[]>();

    // spec 001 §3 "Agent-created seeker", §7 POST /user/saarthi: an active Saarthi only, known
    // before a byte of the body is read.
    app.post(
      '/user/saarthi',
      {
        schema: {
          tags: ['saarthi'],
          summary: 'Saarthi: register a job seeker (JSON or multipart with photo and video)',
          description: DESCRIPTION,
          consumes: ['application/json', 'multipart/form-data'],
          body: AgentNewUserBody,
          security: [{ bearer: [] }],
        },
        onRequest: [
          ctx.auth,
          saarthiOnly,
          async (request) => {
            agents.set(request, await activeAgent(ctx, currentUser(request)));
          },
        ],
        // A form becomes the JSON body: files checked and set aside, fields checked strictly.
        preValidation: async (request) => {
          if (!request.isMultipart()) return;
          const form = await readForm(request, AGENT_FORM);
          const {
            created_by,
            profile_status: _,
            ...body
          } = parseWith(AgentNewUserForm, form.fields);
          if (created_by !== undefined && created_by !== currentUser(request).id) {
            throw badRequest('VALIDATION_FAILED', 'idInvalid', { created_by: 'idInvalid' });
          }
          request.body = body;
          uploads.set(request, form.files);
        },
      },
      async (request) => {
        const agent = agents.get(request) ?? (await activeAgent(ctx, currentUser(request)));
        const site = publicUrl(ctx.config, request);
        const files = uploads.get(request);
        const data = await profiles.createByAgent(agent, request.body, site, files);
        return { success: true, message: 'Job seeker registered successfully', data };
      },
    );
  };
}
