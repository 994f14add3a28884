import type { CandidateProfile } from '@kaamkaj/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { signedInEmployerPerTest } from '../../test/employer-session';
import { fakeServer, type Reply } from '../../test/fake-server';
import { renderWithApp, Where } from '../../test/render';
import { ApplicantProfileScreen } from './applicant-profile-screen';
import { CATEGORIES, makeProfile } from './test/make-applicant';

signedInEmployerPerTest();

// issue 14 item 12: View profile on a search card opens /user/Userprofile?id= with no job.
const SEEKER = 'seeker-9';
const { status: _status, job: _job, ...view } = makeProfile({ _id: SEEKER, name: 'Sunita Devi' });
const PROFILE: CandidateProfile = {
  ...view,
  contact: null,
  last_active: '2026-03-09T10:00:00.000Z',
};

function start(reply: Reply = { status: 200, body: { success: true, data: PROFILE } }) {
  const calls = fakeServer({
    [`GET /api/user/emp/js/${SEEKER}`]: () => reply,
    'GET /api/job-category': () => ({
      status: 200,
      body: { success: true, count: 1, data: CATEGORIES },
    }),
  });
  renderWithApp(
    <Routes>
      <Route path="/user/Userprofile" element={<ApplicantProfileScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    `/user/Userprofile?id=${SEEKER}`,
  );
  return calls;
}

const row = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/user/Userprofile?id= from the candidate search', () => {
  it("shows the candidate's profile read only, the number hidden", async () => {
    const calls = start();
    expect(await screen.findByRole('heading', { name: 'Sunita Devi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Candidate profile' })).toBeTruthy();
    expect(screen.getByText('From your candidate search')).toBeTruthy();
    await waitFor(() => expect(row('Job interests').textContent).toContain('Delivery'));
    expect(row('Home district').textContent).toContain('Patna');
    expect(row('Mobile number').textContent).toBe(
      'Shown after they apply to your job and you shortlist them',
    );
    expect(screen.queryByRole('link', { name: /\+91/ })).toBeNull();
    // no application, so nothing to decide
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
    expect(calls.map((c) => c.key)).not.toContain(`GET /api/job/users/${SEEKER}`);
    fireEvent.click(screen.getByRole('link', { name: 'Back to candidate search' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/candidates');
  });

  it('says when the search no longer lists the seeker', async () => {
    start({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Job seeker not found' },
    });
    expect(
      await screen.findByText('This job seeker is no longer in the candidate search.'),
    ).toBeTruthy();
  });

  it('says the same of a mistyped link (400 naming the id), with the way back', async () => {
    start({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Invalid id',
        errors: { seekerId: 'Invalid id' },
      },
    });
    expect(
      await screen.findByText('This job seeker is no longer in the candidate search.'),
    ).toBeTruthy();
    expect(screen.getByText('Back to candidate search', { selector: 'a' })).toBeTruthy();
    expect(screen.queryByText('Invalid id')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    start();
    expect(await screen.findByRole('heading', { name: 'उम्मीदवार की प्रोफ़ाइल' })).toBeTruthy();
    expect(row('मोबाइल नंबर').textContent).toBe(
      'आपकी नौकरी के लिए आवेदन करने और आपके शॉर्टलिस्ट करने के बाद दिखेगा',
    );
  });
});
