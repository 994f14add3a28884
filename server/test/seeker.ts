import type { FileCategory } from '@kaamkaj/domain';
import type { FastifyInstance } from 'fastify';
import { call, signInSeeker } from './helpers';

export const BASIC = {
  name: 'Ravi Kumar',
  gender: 1,
  age: 1,
  qualification: 2,
  technical_cert: { cert: 'iti', branch: 'electrician' },
  experience: 2,
  address_home: 'up-lucknow',
};

/** A signed-in seeker who finished onboarding (profile_status 2). */
export async function createOnboardedSeeker(app: FastifyInstance, basic: object = BASIC) {
  const seeker = await signInSeeker(app);
  const token = seeker.data.token;
  const id = seeker.data._id;
  await call(app, { method: 'POST', url: '/api/user/basicdetail', token, payload: basic });
  await call(app, {
    method: 'PUT',
    url: '/api/user/v2/profile',
    token,
    payload: { _id: id, job_intrested: [{ job_category: 'driver', skills: ['lmv-licence'] }] },
  });
  return { ...seeker, id, token };
}

/** PUT /api/user/v2/profile as the given seeker. */
export function saveProfile(
  app: FastifyInstance,
  seeker: { id: string; token: string },
  section: object,
) {
  return call(app, {
    method: 'PUT',
    url: '/api/user/v2/profile',
    token: seeker.token,
    payload: { _id: seeker.id, ...section },
  });
}

/** Uploads a small file of the category through the three steps; answers the file id. */
export async function uploadFile(
  app: FastifyInstance,
  seeker: { id: string; token: string },
  category: FileCategory,
  bytes: Buffer,
  type: string,
  name: string,
): Promise<string> {
  const pre = await call(app, {
    method: 'POST',
    url: `/api/file/${seeker.id}/pre/upload`,
    token: seeker.token,
    payload: {
      file_name: name,
      content_type: type,
      file_size: bytes.length,
      file_category: category,
    },
  });
  if (pre.status !== 200) throw new Error(`pre-upload failed: ${JSON.stringify(pre.body)}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(pre.body.data.fields as Record<string, string>))
    form.append(k, v);
  form.append('file', new Blob([bytes], { type }), name);
  const res = new Response(form);
  await app.inject({
    method: 'POST',
    url: pre.body.data.url,
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  });
  const post = await call(app, {
    method: 'POST',
    url: `/api/file/${seeker.id}/post/upload`,
    token: seeker.token,
    payload: { file_id: pre.body.data.file_id },
  });
  if (post.status !== 200) throw new Error(`post-upload failed: ${JSON.stringify(post.body)}`);
  return pre.body.data.file_id;
}
