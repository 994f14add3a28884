import {
  ABOUT_ME,
  ageBandFromDob,
  type BasicDetailBody,
  PROFILE_STATUS,
  type ProfileUpdateBody,
  profileCompletion,
  ROLE,
  type SeekerProfile,
  type UserRecord,
} from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { files, seekerProfiles, users } from '../../platform/db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { feedCache } from '../../platform/feed-cache';
import { filesService } from '../files/files.service';
import { toUserRecord } from '../users/user.record';
import { enrolByAgent } from './agent-enrolment';
import { profileChanges, techCertRow } from './profile-changes';

type ProfileRow = typeof seekerProfiles.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type SeekerRecord = UserRecord & SeekerProfile;

const readOnly = (field: string, message = 'This field cannot be changed') =>
  new AppError(400, 'READ_ONLY_FIELD', message, { [field]: message });

/** The seeker's profile: onboarding (spec 000 §2.6), sections (§2.9), completion (§9). */
export function seekerProfileService(ctx: AppContext) {
  const feeds = feedCache(ctx.cache, ctx.config);
  const fileService = filesService(ctx);

  async function load(db: Executor, userId: string) {
    const [row] = await db
      .select({ user: users, profile: seekerProfiles })
      .from(users)
      .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw notFound('User not found');
    return row;
  }

  async function fileInfo(db: Executor, id: string | null) {
    if (!id) return null;
    const [row] = await db.select().from(files).where(eq(files.id, id));
    return row ?? null;
  }

  async function toRecord(
    db: Executor,
    user: UserRow,
    p: ProfileRow | null,
  ): Promise<SeekerRecord> {
    const pic = await fileInfo(db, p?.profilePicFile ?? null);
    const video = await fileInfo(db, p?.videoResumeFile ?? null);
    return {
      ...toUserRecord(user),
      gender: p?.gender ?? null,
      // issue 14 item 10: with a birth date the band is today's, even after a birthday since
      age: (p?.dob ? ageBandFromDob(p.dob) : null) ?? p?.ageBand ?? null,
      dob: p?.dob ?? null,
      qualification: p?.qualification ?? null,
      qualification_other: p?.qualificationOther ?? null,
      technical_cert: (p?.technicalCert ?? []) as SeekerProfile['technical_cert'],
      experience: p?.experience ?? null,
      educational_info: p?.educationalInfo ?? [],
      about_me: (p?.aboutMe ?? []).map((key) => ({
        key,
        label: ABOUT_ME[key as keyof typeof ABOUT_ME]?.en ?? key,
      })),
      language_known: p?.languageKnown ?? [],
      language_other: p?.languageOther ?? null,
      speak_english: p?.speakEnglish ?? null,
      address_current: p?.addressCurrent ?? null,
      address_home: p?.addressHome ?? null,
      address_work: p?.addressWork ?? null,
      job_intrested: p?.jobIntrested ?? [],
      job_other: p?.jobOther ?? null,
      job_type: p?.jobType ?? null,
      job_timings: p?.jobTimings ?? null,
      salary_from: p?.salaryFrom ?? null,
      salary_to: p?.salaryTo ?? null,
      profile_pic: pic ? ctx.storage.publicUrl(pic.objectKey) : null,
      video_resume: video?.id ?? null,
      video_resume_type: video?.contentType ?? null,
      profile_completed_status: p?.completion ?? 0,
      total_downloaded_resume: p?.totalDownloadedResume ?? false,
    };
  }

  async function get(userId: string): Promise<SeekerRecord> {
    const { user, profile } = await load(ctx.db, userId);
    return toRecord(ctx.db, user, profile);
  }

  /** Recomputes profile_completed_status from what is stored: never from the client. */
  async function saveCompletion(tx: Executor, userId: string) {
    const { user, profile } = await load(tx, userId);
    const record = await toRecord(tx, user, profile);
    const completion = profileCompletion(record);
    await tx.update(seekerProfiles).set({ completion }).where(eq(seekerProfiles.userId, userId));
    return { ...record, profile_completed_status: completion };
  }

  function requireSeeker(user: UserRow) {
    if (user.role !== ROLE.SEEKER) throw forbidden('Only job seekers have this profile section');
  }

  // spec 000 §2.6 step 1; profile_status 0 -> 1.
  async function saveBasicDetails(userId: string, body: BasicDetailBody) {
    const saved = await ctx.db.transaction(async (tx) => {
      const { user } = await load(tx, userId);
      requireSeeker(user);
      if (user.profileStatus !== PROFILE_STATUS.NEW) {
        throw badRequest('BASIC_DETAILS_SAVED', 'Basic details are already saved');
      }
      const values = {
        gender: body.gender,
        ageBand: body.age,
        qualification: body.qualification,
        qualificationOther:
          body.qualification === 3 ? body.qualification_other?.trim() || null : null,
        technicalCert: [techCertRow(body.technical_cert)],
        experience: body.experience,
        addressHome: body.address_home,
        updatedAt: new Date(),
      };
      await tx
        .insert(seekerProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: seekerProfiles.userId, set: values });
      await tx
        .update(users)
        .set({ name: body.name, profileStatus: PROFILE_STATUS.BASIC_DONE, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return saveCompletion(tx, userId);
    });
    await feeds.forget([userId]);
    return saved;
  }

  const createByAgent = enrolByAgent(ctx, { saveCompletion, get });

  // spec 000 §2.9: one section at a time; read-only fields and rules checked against the row.
  /** `audit`: a change made by someone else for the seeker (a Saarthi, issue 13) is audited. */
  async function update(
    userId: string,
    body: ProfileUpdateBody,
    audit?: Omit<AuditEntry, 'subjectId' | 'detail'>,
  ) {
    const saved = await ctx.db.transaction(async (tx) => {
      const { user, profile } = await load(tx, userId);
      const { _id, name, lang, opt_in, ...seekerFields } = body;
      const hasSeekerFields = Object.values(seekerFields).some((v) => v !== undefined);
      if (hasSeekerFields) requireSeeker(user);
      if (hasSeekerFields && !profile) {
        throw badRequest('BASIC_DETAILS_MISSING', 'Please save your basic details first');
      }

      const userSet: Partial<typeof users.$inferInsert> = {};
      if (name !== undefined) userSet.name = name;
      if (lang !== undefined) userSet.lang = lang;
      if (opt_in !== undefined) Object.assign(userSet, { optIn: opt_in, optInAt: new Date() });
      if (body.contact !== undefined) {
        // spec 000 §2.9: the mobile number can be added once, never changed.
        if (user.contact && user.contact !== body.contact) {
          throw readOnly('contact', 'It can not be edited once saved');
        }
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.contact, body.contact));
        if (taken && taken.id !== user.id) {
          throw badRequest('CONTACT_TAKEN', 'This mobile number is already registered', {
            contact: 'This mobile number is already registered',
          });
        }
        userSet.contact = body.contact;
      }

      const set = profileChanges(seekerFields, profile);
      if (
        seekerFields.job_intrested !== undefined &&
        user.profileStatus === PROFILE_STATUS.BASIC_DONE &&
        seekerFields.job_intrested.length + (seekerFields.job_other ? 1 : 0) > 0
      ) {
        userSet.profileStatus = PROFILE_STATUS.COMPLETE; // spec 000 §2.6 step 2: 1 -> 2
      }
      if (seekerFields.profile_pic !== undefined) {
        set.profilePicFile = seekerFields.profile_pic
          ? (
              await fileService.requireReady(
                tx,
                userId,
                seekerFields.profile_pic,
                'profile_pic',
                'profile_pic',
              )
            ).id
          : null;
      }
      if (seekerFields.video_resume !== undefined) {
        set.videoResumeFile = seekerFields.video_resume
          ? (
              await fileService.requireReady(
                tx,
                userId,
                seekerFields.video_resume,
                'video_resume',
                'video_resume',
              )
            ).id
          : null;
      }

      if (Object.keys(userSet).length > 0) {
        await tx
          .update(users)
          .set({ ...userSet, updatedAt: new Date() })
          .where(eq(users.id, userId));
      }
      if (Object.keys(set).length > 0) {
        await tx
          .update(seekerProfiles)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(seekerProfiles.userId, userId));
      }
      if (audit) {
        const fields = Object.keys(body)
          .filter((key) => key !== '_id')
          .sort();
        await writeAudit(tx, { ...audit, subjectId: userId, detail: { fields } });
      }
      const fresh = await load(tx, userId);
      if (user.role !== ROLE.SEEKER) return toUserRecord(fresh.user);
      // Everything read inside the transaction: PGlite has one connection.
      return profile ? saveCompletion(tx, userId) : toRecord(tx, fresh.user, fresh.profile);
    });
    // the feed's pages carry match reasons read from the profile (platform/feed-cache.ts)
    await feeds.forget([userId]);
    return saved;
  }

  async function markResumeDownloaded(userId: string) {
    await ctx.db
      .update(seekerProfiles)
      .set({ totalDownloadedResume: true })
      .where(eq(seekerProfiles.userId, userId));
  }

  return { get, saveBasicDetails, createByAgent, update, markResumeDownloaded };
}
