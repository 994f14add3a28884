import { Id, InterviewAnswerBody, InterviewBody } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerMust, currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { parseWith } from '../../platform/validation';
import {
  interviewsService,
  requireAnswerer,
  requireInterviewee,
  requireScheduler,
} from './interviews.service';

// the answered interview's id comes in the query (spec 000 §7 "params") or in the body
const AnswerId = z.object({ _id: Id });

// spec 001 §3 "Interview payload", §4 "Scheduling", §5; spec 000 §2.8, §4, §7 "Jobs".
export function interviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const service = interviewsService(ctx);
    const secured = { tags: ['interviews'], security: [{ bearer: [] }] };

    app.post(
      '/job/interview',
      {
        schema: {
          ...secured,
          summary:
            'Schedule an interview with a Shortlisted applicant of my Open job (the applicant ' +
            'becomes Selected), or reschedule a Selected one (back to pending)',
          body: InterviewBody,
        },
        // issue 14 item 15: the role before the body, so a seeker gets 403, not 400
        onRequest: [ctx.auth, callerMust(requireScheduler)],
      },
      async (request, reply) => {
        const { message, data } = await service.schedule(currentUser(request), request.body);
        return reply.status(201).send({ success: true, message, data });
      },
    );

    app.get(
      '/job/interviews-by-seeker/:id',
      {
        schema: {
          ...secured,
          summary:
            'My interviews (the Interview tab): Selected applications of Open jobs, newest ' +
            'date first, with expired',
          params: z.object({ id: Id }),
        },
        onRequest: [ctx.auth, callerMust(requireInterviewee)],
      },
      async (request) => {
        const { data, count } = await service.listForSeeker(
          currentUser(request),
          request.params.id,
        );
        return { success: true, count, data };
      },
    );

    app.put(
      '/job/interview',
      {
        schema: {
          ...secured,
          summary:
            'Answer my interview (Accept or Not Accept) while it is pending and not expired; ' +
            'the employer is told',
          querystring: z.object({ _id: Id.optional() }),
          body: InterviewAnswerBody,
        },
        onRequest: [ctx.auth, callerMust(requireAnswerer)],
      },
      async (request) => {
        const me = currentUser(request);
        const { _id } = parseWith(AnswerId, { _id: request.query._id ?? request.body._id });
        const { message } = await service.answer(me, _id, request.body.status);
        return { success: true, message };
      },
    );
  };
}
