import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import type { AppContext } from '../../platform/context';
import { auditLog, users } from '../../platform/db/schema';
import { communityService } from './community.service';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createEmployer(t);
  await t.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, admin.id));
});
afterAll(() => t.app.close());

const add = (who: { token: string } | null, payload: object) =>
  call(t.app, {
    method: 'POST',
    url: '/api/admin/community',
    payload,
    ...(who ? { token: who.token } : {}),
  });

describe('community videos (spec 000 §2.14, §7; issue 13)', () => {
  it('the admin adds a video from any YouTube link form; the public list and page show it', async () => {
    const res = await add(admin, {
      title: 'Interview tips',
      description: 'What to bring to your first interview.',
      video_url: 'https://youtu.be/AbCdEfGhIj1?si=share',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'Interview tips',
      youtube_id: 'AbCdEfGhIj1',
      hidden: false,
    });
    const id = res.body.data._id as string;
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toMatchObject({ action: 'community.create', actorId: admin.id });

    const list = await call(t.app, { method: 'GET', url: '/api/community/video-list' });
    expect(list.body.data[0]).toEqual({
      _id: id,
      title: 'Interview tips',
      description: 'What to bring to your first interview.',
      video_url: 'https://youtu.be/AbCdEfGhIj1?si=share',
      youtube_id: 'AbCdEfGhIj1',
      created_at: expect.any(String),
    });
    const one = await call(t.app, { method: 'GET', url: `/api/community/video/${id}` });
    expect(one.body.data.title).toBe('Interview tips');
  });

  it('hides a video from the public list and page, and the admin still sees it', async () => {
    const id = (
      await add(admin, {
        title: 'Old video',
        video_url: 'https://www.youtube.com/watch?v=ZyXwVuTsRq2',
      })
    ).body.data._id as string;
    const hide = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/community/${id}`,
      token: admin.token,
      payload: {
        title: 'Old video',
        video_url: 'https://www.youtube.com/watch?v=ZyXwVuTsRq2',
        hidden: true,
      },
    });
    expect(hide.body.data.hidden).toBe(true);
    const list = await call(t.app, { method: 'GET', url: '/api/community/video-list' });
    expect(list.body.data.map((v: { _id: string }) => v._id)).not.toContain(id);
    const one = await call(t.app, { method: 'GET', url: `/api/community/video/${id}` });
    expect(one.status).toBe(404);
    expect(one.body.message).toBe('Video not found');
    const all = await call(t.app, {
      method: 'GET',
      url: '/api/admin/community',
      token: admin.token,
    });
    expect(all.body.data).toContainEqual(expect.objectContaining({ _id: id, hidden: true }));
  });

  it('names a link that is not a YouTube video, and guards the admin routes before the body', async () => {
    const bad = await add(admin, { title: 'X', video_url: 'https://vimeo.com/123' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ video_url: 'Please enter a YouTube video link' });
    const seeker = await createOnboardedSeeker(t.app);
    const refused = await add(seeker, { title: '', video_url: '' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only Kaamkaj administrators can do this');
    expect((await add(null, {})).status).toBe(401);
  });

  it('previews a shared video with its title and YouTube thumbnail', async () => {
    const id = (
      await add(admin, {
        title: 'Safety for riders',
        video_url: 'https://www.youtube.com/shorts/RiDeSaFe123',
      })
    ).body.data._id as string;
    // the service reads only the database for a preview
    const ctx = { db: t.database.db } as unknown as AppContext;
    const preview = await communityService(ctx).preview(id);
    expect(preview).toMatchObject({
      title: 'Safety for riders',
      image: 'https://i.ytimg.com/vi/RiDeSaFe123/hqdefault.jpg',
    });
    expect(preview?.description).toMatch(/^Upload At: \d{1,2} \w+ \d{4}$/);
  });
});
