import {
  type CommunityVideo,
  type CommunityVideoBody,
  PAGE_SIZE,
  thumbnailUrl,
  uploadedAtText,
  youtubeId,
} from '@kaamkaj/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { communityVideos } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { PagePreview } from '../../platform/link-preview';

type Row = typeof communityVideos.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toVideo(row: Row, withHidden = false): CommunityVideo {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    video_url: row.videoUrl,
    youtube_id: row.youtubeId,
    created_at: row.createdAt.toISOString(),
    ...(withHidden ? { hidden: row.hidden } : {}),
  };
}

/** spec 000 §2.14, §7 "community/video-list", "community/video/{id}"; the admin's edits (issue 13). */
export function communityService(ctx: AppContext) {
  async function list(page: number, all = false) {
    const where = all ? undefined : eq(communityVideos.hidden, false);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(communityVideos)
        .where(where)
        .orderBy(desc(communityVideos.createdAt), desc(communityVideos.id))
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE),
      ctx.db.select({ n: count() }).from(communityVideos).where(where),
    ]);
    return { count: total?.n ?? 0, data: rows.map((r) => toVideo(r, all)) };
  }

  async function one(id: string) {
    const [row] = await ctx.db
      .select()
      .from(communityVideos)
      .where(and(eq(communityVideos.id, id), eq(communityVideos.hidden, false)));
    if (!row) throw notFound('Video not found');
    return toVideo(row);
  }

  async function save(adminId: string, id: string | null, body: CommunityVideoBody) {
    const values = {
      title: body.title,
      description: body.description,
      videoUrl: body.video_url,
      youtubeId: youtubeId(body.video_url) as string, // the schema has checked it
      hidden: body.hidden,
      updatedAt: new Date(),
    };
    return ctx.db.transaction(async (tx) => {
      let row: Row | undefined;
      if (id) {
        [row] = await tx
          .update(communityVideos)
          .set(values)
          .where(eq(communityVideos.id, id))
          .returning();
        if (!row) throw notFound('Video not found');
      } else {
        [row] = await tx
          .insert(communityVideos)
          .values({ id: newId(), createdBy: adminId, ...values })
          .returning();
      }
      if (!row) throw new Error('community video write returned nothing');
      await writeAudit(tx, {
        actorId: adminId,
        action: id ? 'community.update' : 'community.create',
        subjectId: row.id,
        detail: { title: row.title, youtube_id: row.youtubeId, hidden: row.hidden },
      });
      return toVideo(row, true);
    });
  }

  /** The link preview of a shared video (WhatsApp shows the title and the thumbnail). */
  async function preview(id: string): Promise<PagePreview | null> {
    if (!UUID.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(communityVideos)
      .where(and(eq(communityVideos.id, id), eq(communityVideos.hidden, false)));
    if (!row) return null;
    return {
      title: row.title,
      description: row.description || `Upload At: ${uploadedAtText(row.createdAt.toISOString())}`,
      image: thumbnailUrl(row.youtubeId),
    };
  }

  return { list, one, save, preview };
}
