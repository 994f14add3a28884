import { type AgentNewUserBody, PATHS, PROFILE_STATUS, ROLE } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { type files, seekerProfiles, users } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { filesService, type ReceivedFile } from '../files/files.service';
import type { SeekerRecord } from './seeker-profile.service';

/** What an enrolment asks of the seeker's profile (seeker-profile.service.ts). */
type Profiles = {
  saveCompletion(tx: Executor, userId: string): Promise<unknown>;
  get(userId: string): Promise<SeekerRecord>;
};

/**
 * POST /user/saarthi (spec 001 §3 "Agent-created seeker", §7): a Saarthi registers a seeker who
 * cannot do it alone: created_by the agent, profile_status 1, so the seeker signs in with their
 * own number and only the job interests are left. The seeker is told by SMS in Hindi, with
 * the full link of the seeker login (`site`: the site's address). `uploads`: the photo and
 * video resume of the multipart form, already checked, each in a temporary file at `path`.
 */
export function enrolByAgent(ctx: AppContext, { saveCompletion, get }: Profiles) {
  const fileService = filesService(ctx);
  return async function createByAgent(
    agent: { id: string; name: string | null; code: string },
    body: AgentNewUserBody,
    site: string,
    uploads: readonly (ReceivedFile & { path: string })[] = [],
  ) {
    // Nothing half-made (spec 001 §7 multipart): the files were checked in full before this;
    // their rows join the seeker's transaction, the bytes are stored last inside it, and what
    // was stored is removed if anything fails, so a rollback leaves no object behind.
    const stored: string[] = [];
    const created = ctx.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ role: users.role, createdBy: users.createdBy })
        .from(users)
        .where(eq(users.contact, body.contact));
      // this agent's own enrolment, saved when its answer was lost on a weak signal: said so,
      // rather than as someone else's number
      if (taken?.createdBy === agent.id) {
        const text = 'You have registered this number already: see New User Enrolled';
        throw badRequest('ENROLLED_BY_YOU', text, { contact: text });
      }
      if (taken) {
        throw badRequest('ALREADY_REGISTERED', 'This mobile number is already registered', {
          contact: 'This mobile number is already registered',
        });
      }
      const userId = newId();
      await tx.insert(users).values({
        id: userId,
        role: ROLE.SEEKER,
        name: body.name,
        contact: body.contact,
        lang: 'hi',
        profileStatus: PROFILE_STATUS.BASIC_DONE,
        createdBy: agent.id,
        referralCode: agent.code,
        leadSource: 'saarthi',
      });
      const received: { row: typeof files.$inferSelect; path: string }[] = [];
      for (const upload of uploads) {
        received.push({
          row: await fileService.addReceived(tx, userId, upload),
          path: upload.path,
        });
      }
      const fileOf = (category: string) => received.find((r) => r.row.category === category);
      await tx.insert(seekerProfiles).values({
        userId,
        gender: body.gender,
        ageBand: body.age,
        qualification: body.qualification,
        experience: body.experience,
        addressHome: body.address_home,
        profilePicFile: fileOf('profile_pic')?.row.id ?? null,
        videoResumeFile: fileOf('video_resume')?.row.id ?? null,
      });
      await saveCompletion(tx, userId);
      for (const { row, path } of received) {
        stored.push(row.objectKey);
        await ctx.storage.putFile(row.objectKey, path, row.contentType);
      }
      return userId;
    });
    const id = await created.catch(async (err: unknown) => {
      // best effort: an object left behind here has no row and nothing links to it
      await Promise.all(stored.map((key) => ctx.storage.remove(key).catch(() => {})));
      throw err;
    });
    await ctx.sms
      .send({
        to: body.contact,
        text: `कामकाज: सारथी ${agent.name ?? ''} (${agent.code}) ने आपका खाता बनाया है। अपने मोबाइल नंबर ${body.contact} से ${site}${PATHS.seekerLogin} पर साइन इन करें और अपनी पसंद की नौकरियाँ चुनें।`,
      })
      .catch(() => {}); // the account exists; the agent tells the seeker in person as well
    return get(id);
  };
}
