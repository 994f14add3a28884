import {
  districtLabel,
  PAGE_SIZE,
  placeNames,
  ROLE,
  type SaarthiHelpResult,
  type SaarthiLead,
  type SaarthiTab,
} from '@kaamkaj/domain';
import { and, count, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import {
  applications,
  jobs,
  notifications,
  paymentOrders,
  seekerProfiles,
  users,
} from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { notify } from '../../platform/notify';
import type { ActiveAgent } from '../../platform/saarthi';

const MASK = 'xxx-xxx-xxxx';
export const NOT_A_LEAD = 'This person is not one of your location leads';
export const HELP_SENT = 'Your number was sent';
export const HELP_SENT_BEFORE = 'Your number was sent before';

// The lead's SAARTHI_HELP notification is the record that this agent sent their number: one per
// agent and lead, (user, key) being unique (DESIGN.md §5).
const helpKey = (agentId: string) => `SAARTHI_HELP:${agentId}`;

/**
 * The agent dashboard (spec 001 §6; issue 13): who each tab holds. DESIGN.md §6 "a Saarthi sees
 * only users they created": the agent's own seekers (enrolled by them, or who chose them through
 * their code or link) come with their number; Location Leads are seekers of the agent's district
 * who never chose this agent, so their number stays hidden (DPDP Act: they did not agree to it).
 */
export function saarthiService(ctx: AppContext) {
  const boughtWithCode = (code: string) =>
    ctx.db
      .select({ id: paymentOrders.userId })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.saarthiCode, code), eq(paymentOrders.status, 'paid')));
  const hired = sql`exists (select 1 from ${applications} where ${applications.seekerId} = ${users.id} and ${applications.status} = 'Hired')`;

  /** The condition of each tab, on users joined with seeker_profiles. */
  function conditions(agent: ActiveAgent): Record<SaarthiTab, SQL> {
    const enrolled = eq(users.createdBy, agent.id);
    const chose = or(
      eq(users.referralCode, agent.code),
      inArray(users.id, boughtWithCode(agent.code)),
    ) as SQL;
    const mine = or(enrolled, chose) as SQL;
    const seeker = eq(users.role, ROLE.SEEKER);
    return {
      // nobody's yet: not registered by an agent, not come through a code or link
      location: and(
        seeker,
        eq(seekerProfiles.addressHome, agent.homeDistrict),
        lt(seekerProfiles.completion, 100),
        isNull(users.createdBy),
        isNull(users.referralCode),
        sql`not coalesce(${inArray(users.id, boughtWithCode(agent.code))}, false)`,
      ) as SQL,
      self: and(
        seeker,
        chose,
        or(sql`${users.createdBy} is null`, ne(users.createdBy, agent.id)),
      ) as SQL,
      enrolled: and(seeker, enrolled) as SQL,
      employed: and(seeker, mine, hired) as SQL,
    };
  }

  async function counts(agent: ActiveAgent): Promise<Record<SaarthiTab, number>> {
    const where = conditions(agent);
    const tabs = Object.keys(where) as SaarthiTab[];
    const totals = await Promise.all(
      tabs.map((tab) =>
        ctx.db
          .select({ n: count() })
          .from(users)
          .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
          .where(where[tab]),
      ),
    );
    return Object.fromEntries(
      tabs.map((tab, i) => [tab, Number(totals[i]?.[0]?.n ?? 0)]),
    ) as Record<SaarthiTab, number>;
  }

  async function list(agent: ActiveAgent, tab: SaarthiTab, page: number) {
    const where = conditions(agent)[tab];
    const rows = await ctx.db
      .select({
        user: users,
        completion: seekerProfiles.completion,
        addressHome: seekerProfiles.addressHome,
        hiredJob: sql<
          string | null
        >`(select ${jobs.jobTitle} from ${applications} join ${jobs} on ${jobs.id} = ${applications.jobId} where ${applications.seekerId} = ${users.id} and ${applications.status} = 'Hired' order by ${applications.updatedAt} desc limit 1)`,
      })
      .from(users)
      .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE);
    const masked = tab === 'location';
    const helped = masked
      ? await helpSentTo(
          agent,
          rows.map((r) => r.user.id),
        )
      : new Set();
    const data: SaarthiLead[] = rows.map((r) => ({
      _id: r.user.id,
      name: r.user.name,
      contact: masked ? MASK : (r.user.contact ?? ''),
      contact_masked: masked,
      address_home: r.addressHome,
      address_home_name: r.addressHome ? placeNames(r.addressHome) : null,
      profile_status: r.user.profileStatus,
      profile_completed_status: r.completion ?? 0,
      created_at: r.user.createdAt.toISOString(),
      hired_job_title: r.hiredJob,
      enrolled_by_me: r.user.createdBy === agent.id,
      help_sent: helped.has(r.user.id),
    }));
    return { counts: await counts(agent), data };
  }

  /** Which of `ids` this agent has sent their number to (one query a page). */
  async function helpSentTo(agent: ActiveAgent, ids: string[]) {
    if (ids.length === 0) return new Set<string>();
    const rows = await ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(inArray(notifications.userId, ids), eq(notifications.dedupeKey, helpKey(agent.id))),
      );
    return new Set(rows.map((r) => r.userId));
  }

  /**
   * POST /saarthi/leads/{id}/help (issue 13): a Location Lead's number stays hidden (DPDP Act:
   * they never chose this agent), so the agent reaches them the other way round: the lead is told,
   * in their language, that this Saarthi can help finish the profile, with the agent's number.
   * Once per agent and lead; only the agent's own Location Leads.
   */
  async function sendHelp(agent: ActiveAgent, seekerId: string): Promise<SaarthiHelpResult> {
    const [lead] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
      .where(and(eq(users.id, seekerId), conditions(agent).location));
    if (!lead) throw notFound(NOT_A_LEAD);
    const [me] = await ctx.db
      .select({ contact: users.contact })
      .from(users)
      .where(eq(users.id, agent.id));
    return ctx.db.transaction(async (tx) => {
      const fresh = await notify(tx, [
        {
          userId: seekerId,
          type: 'SAARTHI_HELP',
          vars: {
            saarthi_name: agent.name ?? agent.code,
            saarthi_contact: me?.contact ?? '',
            district_en: districtLabel(agent.homeDistrict, 'en'),
            district_hi: districtLabel(agent.homeDistrict, 'hi'),
          },
          data: { saarthi_id: agent.id },
          dedupeKey: helpKey(agent.id),
        },
      ]);
      if (fresh > 0) {
        await writeAudit(tx, {
          actorId: agent.id,
          action: 'saarthi.help',
          subjectId: seekerId,
          detail: { district: agent.homeDistrict },
        });
      }
      return { user_id: seekerId, already_sent: fresh === 0 };
    });
  }

  return { counts, list, sendHelp };
}
