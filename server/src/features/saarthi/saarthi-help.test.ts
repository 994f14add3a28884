import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { auditLog, notifications, seekerProfiles, users } from '../../platform/db/schema';
import { createAgent, dashboard, enrol } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const sendHelp = (token: string, id: string, lang = 'en') =>
  call(t.app, {
    method: 'POST',
    url: `/api/saarthi/leads/${id}/help`,
    token,
    headers: { 'accept-language': lang },
  });

/** A seeker of `district` with an unfinished profile who never chose an agent. */
async function locationLead(district: string, lang: string) {
  const seeker = await createOnboardedSeeker(t.app);
  await t.database.db
    .update(users)
    .set({ name: 'Ekta Singh', lang })
    .where(eq(users.id, seeker.id));
  await t.database.db
    .update(seekerProfiles)
    .set({ addressHome: district, completion: 40 })
    .where(eq(seekerProfiles.userId, seeker.id));
  return seeker;
}

const helpNotes = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.notificationType, 'SAARTHI_HELP')),
    );

// issue 13: a Location Lead's number stays hidden (DPDP Act); the agent sends theirs instead.
describe('POST /api/saarthi/leads/:id/help', () => {
  it("tells a Location Lead, in their language, that the agent can help, with the agent's number", async () => {
    const agent = await createAgent(t, 'br-nalanda', 'Geeta Kumari');
    const lead = await locationLead('br-nalanda', 'hi');
    const res = await sendHelp(agent.token, lead.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Your number was sent',
      data: { user_id: lead.id, already_sent: false },
    });
    const [note] = await helpNotes(lead.id);
    expect(note?.payload).toContain('Geeta Kumari, नालंदा के काम-काज सारथी, आपकी प्रोफ़ाइल');
    expect(note?.payload).toContain(`${agent.contact} पर फ़ोन या WhatsApp करें।`);
    expect(note?.data).toEqual({ saarthi_id: agent.id });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'saarthi.help'), eq(auditLog.subjectId, lead.id)));
    expect(audit?.actorId).toBe(agent.id);

    // the tab shows it sent, the number still hidden
    const tab = await dashboard(t, agent, 'location');
    expect(tab.body.data).toEqual([
      expect.objectContaining({
        _id: lead.id,
        contact: 'xxx-xxx-xxxx',
        contact_masked: true,
        help_sent: true,
      }),
    ]);
  });

  it('sends once per agent and lead; a repeat tells no one again', async () => {
    const agent = await createAgent(t, 'br-siwan');
    const lead = await locationLead('br-siwan', 'en');
    await sendHelp(agent.token, lead.id);
    const again = await sendHelp(agent.token, lead.id);
    expect(again.body).toMatchObject({
      message: 'Your number was sent before',
      data: { already_sent: true },
    });
    const notes = await helpNotes(lead.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.payload).toMatch(
      /^Geeta Kumari, a Kaamkaj Saarthi in Siwan, can help you complete your profile for free\. Call or WhatsApp \d{10}\.$/,
    );
    // another agent of the district may send theirs too
    const other = await createAgent(t, 'br-siwan');
    expect((await sendHelp(other.token, lead.id)).body.data.already_sent).toBe(false);
  });

  it("refuses anyone who is not the agent's Location Lead with 404, telling nothing", async () => {
    const agent = await createAgent(t, 'br-saran');
    const elsewhere = await locationLead('br-gopalganj', 'en');
    const mine = (await enrol(t, agent, { name: 'Mera Aadmi', address_home: 'br-saran' })).body
      .data;
    for (const id of [elsewhere.id, mine._id, agent.id]) {
      const res = await sendHelp(agent.token, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This person is not one of your location leads');
      // a Hindi screen reads the refusal in Hindi
      const hi = await sendHelp(agent.token, id, 'hi');
      expect(hi.body.message).toBe('यह व्यक्ति आपके इलाके की सूची में नहीं है');
      expect(await helpNotes(id)).toEqual([]);
    }
  });

  it('refuses a seeker or an employer with 403 before anything is read', async () => {
    const lead = await locationLead('br-patna', 'en');
    const seeker = await createOnboardedSeeker(t.app);
    const res = await sendHelp(seeker.token, lead.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only Saarthi agents can do this');
    expect((await sendHelp('', lead.id)).status).toBe(401);
    expect(await helpNotes(lead.id)).toEqual([]);
  });
});
