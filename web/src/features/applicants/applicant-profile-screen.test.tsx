import type { ApplicantProfile } from '@kaamkaj/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { signedInEmployerPerTest } from '../../test/employer-session';
import { fakeServer, type Reply } from '../../test/fake-server';
import { ApplicantProfileScreen } from './applicant-profile-screen';
import { CATEGORIES, JOB_ID, makeEmployerJob, makeProfile } from './test/make-applicant';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

signedInEmployerPerTest();
afterEach(() => vi.clearAllMocks());

function Away() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

const LIST = `/userapplied?id=${JOB_ID}`;

type Handlers = Record<string, (body: Record<string, unknown>) => Reply>;

/** The profile opened from the list (one entry back), as View does it; `reply` overrides the
 * server's answer for the profile (a failure). */
function start(
  profile: ApplicantProfile,
  { routes = {} as Handlers, state = undefined as unknown, reply = null as Reply | null } = {},
) {
  const seekerId = profile._id;
  const calls = fakeServer({
    [`GET /api/job/users/${seekerId}`]: () =>
      reply ?? { status: 200, body: { success: true, data: profile } },
    'GET /api/job-category': () => ({
      status: 200,
      body: { success: true, count: 1, data: CATEGORIES },
    }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[
          LIST,
          {
            pathname: '/user/Userprofile',
            search: `?id=${seekerId}&job_id=${JOB_ID}`,
            state: state ?? { status: profile.status, job: makeEmployerJob() },
          },
        ]}
        initialIndex={1}
      >
        <Routes>
          <Route path="/user/Userprofile" element={<ApplicantProfileScreen />} />
          <Route path="*" element={<Away />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, invalidate };
}

/** The server's answer to an action the applicant's status no longer allows. */
const REFUSED_EDGE: Reply = {
  status: 400,
  body: {
    success: false,
    code: 'INVALID_TRANSITION',
    message: 'This action is not available for the applicant',
  },
};

const statusRoute = (message = 'Status updated') => ({
  'PUT /api/job/users/status': (body: Record<string, unknown>): Reply => ({
    status: 200,
    body: {
      success: true,
      message,
      data: { status: body.action === 'hired' ? 'Hired' : 'Shortlisted' },
    },
  }),
});

const row = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

const buttons = () =>
  within(screen.getByRole('region', { name: 'Your decision' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('/user/Userprofile (spec 001 §2 "Applicant profile")', () => {
  it('shows every section of the profile with its labels', async () => {
    start(makeProfile({ name: 'Ravi Kumar' }));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByText('For the job: Delivery Boy')).toBeTruthy();
    expect(row('About me').textContent).toBe('Hard workingHonest');
    expect(row('Mobile number').textContent).toBe('Shown after shortlisting');
    await waitFor(() => expect(row('Job interests').textContent).toBe('Delivery'));
    expect(row('Skills').textContent).toBe('Delivery: Bike riding, Loading');
    expect(row('Experience').textContent).toBe('1-2 years');
    expect(row('Education').textContent).toBe('12th PassGovt Inter College, Lucknow');
    expect(row('Technical certification').textContent).toBe('ITI – Electrician');
    expect(row('Gender').textContent).toBe('Male');
    expect(row('Date of birth').textContent).toBe('12 Mar 1999');
    expect(row('Languages').textContent).toBe('HindiBhojpuri');
    expect(row('Spoken English').textContent).toBe('Thoda');
    expect(row('Current district').textContent).toBe('Lucknow, Uttar Pradesh');
    expect(row('Home district').textContent).toBe('Patna, Bihar');
    const video = screen.getByLabelText('Video resume of Ravi Kumar') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('https://files.example/video/ravi.webm');
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('says what is missing: no video, empty sections', async () => {
    start(
      makeProfile({
        name: 'Sita',
        video_resume: null,
        about_me: [],
        technical_cert: [],
        dob: null,
      }),
    );
    expect(await screen.findByText('No video resume')).toBeTruthy();
    expect(row('About me').textContent).toBe('Not added');
    expect(row('Technical certification').textContent).toBe('Not added');
    expect(row('Date of birth').textContent).toBe('Not added');
  });

  it('gives a Shortlisted applicant’s number as a dial link', async () => {
    start(makeProfile({ status: 'Shortlisted' }));
    const link = await screen.findByRole('link', { name: '+91 9876543210' });
    expect(link.getAttribute('href')).toBe('tel:+919876543210');
  });

  it('says the number is no longer released once past the shortlist', async () => {
    start(makeProfile({ status: 'Selected' }));
    await screen.findByRole('region', { name: 'Your decision' });
    expect(row('Mobile number').textContent).toBe('Shown only while the applicant is shortlisted');
  });

  it('says when the seeker has not applied to this job', async () => {
    start(makeProfile(), {
      reply: { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } },
    });
    expect(
      await screen.findByText('This job seeker is not among the applicants of your job.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to applicants' }).getAttribute('href')).toBe(
      LIST,
    );
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('the status actions (spec 001 §4)', () => {
  it('offers the actions of the domain table for each status', async () => {
    const expected: [ApplicantProfile['status'], string[]][] = [
      ['Applied', ['Shortlist', 'Not Shortlist']],
      ['Shortlisted', ['Schedule Interview', 'Not Shortlist']],
      ['Selected', ['Reschedule Interview', 'Reject', 'Hired']],
      ['Rejected', ['Shortlist Again']],
    ];
    for (const [status, names] of expected) {
      start(makeProfile({ status }));
      await screen.findByRole('region', { name: 'Your decision' });
      expect(buttons(), status).toEqual(names);
      cleanup();
    }
    // issue 14 item 16: a hire's Joined / Not Joined, also once the job is closed
    start(
      makeProfile({ status: 'Hired', job: { _id: JOB_ID, job_title: 'Delivery Boy', status: 2 } }),
    );
    const decision = await screen.findByRole('region', { name: 'Your decision' });
    expect(within(decision).getByText(/You hired this applicant\./)).toBeTruthy();
    expect(buttons()).toEqual(['Joined', 'Not Joined']);
    cleanup();
    start(makeProfile({ status: 'Hired', joining: 'Joined' }));
    await screen.findByRole('region', { name: 'Your decision' });
    expect(buttons()).toEqual(['Not Joined']);
    expect(
      screen.getByText(
        'You hired this applicant. Joined the job. If this is wrong, you can change it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Hired · Joined')).toBeTruthy();
    cleanup();
    // a deactivated job takes no decision at all
    start(
      makeProfile({ status: 'Hired', job: { _id: JOB_ID, job_title: 'Delivery Boy', status: 4 } }),
    );
    expect(
      await screen.findByText("This job is not open, so the applicant's status cannot be changed."),
    ).toBeTruthy();
  });

  it('Shortlist sends the action, toasts the message, goes back and reloads the lists', async () => {
    const profile = makeProfile({ status: 'Applied' });
    const { calls, invalidate } = start(profile, { routes: statusRoute('Applicant shortlisted') });
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist' }));
    // the profile's own reload never answers (slow 3G): going back does not wait for it
    const fake = fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url.startsWith(`/api/job/users/${profile._id}`) ? new Promise(() => {}) : fake(url, init),
    );
    expect((await screen.findByTestId('where')).textContent).toBe(LIST);
    const put = calls.find((c) => c.key === 'PUT /api/job/users/status');
    expect(put?.body).toEqual({ job_id: JOB_ID, user_id: profile._id, action: 'shortlist' });
    expect(notify.success).toHaveBeenCalledWith('Applicant shortlisted');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['applicants'] });
  });

  it('Shortlist Again sends at once (the seeker is shortlisted, nothing is lost)', async () => {
    const profile = makeProfile({ status: 'Rejected' });
    const { calls } = start(profile, { routes: statusRoute() });
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist Again' }));
    await screen.findByTestId('where');
    expect(screen.queryByRole('dialog')).toBeNull();
    const put = calls.find((c) => c.key === 'PUT /api/job/users/status');
    expect(put?.body).toEqual({ job_id: JOB_ID, user_id: profile._id, action: 'shortlistAgain' });
  });

  it.each([
    [
      'Applied',
      'Not Shortlist',
      'notShortlist',
      'Not shortlist Ravi Kumar?',
      'Ravi Kumar will be told that they are not shortlisted for "Delivery Boy". You can still shortlist them again from the Rejected tab.',
      'Yes, Not Shortlist',
    ],
    [
      'Shortlisted',
      'Not Shortlist',
      'notShortlist',
      'Not shortlist Ravi Kumar?',
      'Ravi Kumar will be told that they are not shortlisted for "Delivery Boy". You can still shortlist them again from the Rejected tab.',
      'Yes, Not Shortlist',
    ],
    [
      'Selected',
      'Reject',
      'reject',
      'Reject Ravi Kumar?',
      'Ravi Kumar will be told that they are not selected for "Delivery Boy".',
      'Yes, reject',
    ],
    [
      'Selected',
      'Hired',
      'hired',
      'Hire Ravi Kumar?',
      'Ravi Kumar will be told that they got the job "Delivery Boy". This cannot be changed later.',
      'Yes, hire',
    ],
    [
      'Hired',
      'Joined',
      'joined',
      'Did Ravi Kumar join?',
      'Ravi Kumar will be told that you noted them as joined for "Delivery Boy". You can change this later.',
      'Yes, joined',
    ],
    [
      'Hired',
      'Not Joined',
      'notJoined',
      'Ravi Kumar did not join?',
      'Ravi Kumar will be told that you noted them as not joined for "Delivery Boy". You can change this later.',
      'Yes, did not join',
    ],
  ] as const)(
    '%s: %s asks first, naming the person and the job, then sends %s',
    async (status, button, action, title, body, yes) => {
      const profile = makeProfile({ status });
      const { calls } = start(profile, { routes: statusRoute() });
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const ask = await screen.findByRole('dialog', { name: title });
      expect(within(ask).getByText(body)).toBeTruthy();
      const choices = within(ask)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent);
      expect(choices).toEqual(['Close', 'Cancel', yes]);
      expect(within(ask).getByRole('button', { name: yes }).className).toContain(
        action === 'hired' || action === 'joined' ? 'bg-primary' : 'text-red-700',
      );
      expect(calls.some((c) => c.key === 'PUT /api/job/users/status')).toBe(false);
      fireEvent.click(within(ask).getByRole('button', { name: yes }));
      expect((await screen.findByTestId('where')).textContent).toBe(LIST);
      const put = calls.find((c) => c.key === 'PUT /api/job/users/status');
      expect(put?.body).toEqual({ job_id: JOB_ID, user_id: profile._id, action });
    },
  );

  it('Cancel sends nothing and stays, without the back question', async () => {
    const { calls } = start(makeProfile({ status: 'Applied' }), { routes: statusRoute() });
    fireEvent.click(await screen.findByRole('button', { name: 'Not Shortlist' }));
    const ask = await screen.findByRole('dialog', { name: 'Not shortlist Ravi Kumar?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the dialog's history entry is taken back off; that is not the employer pressing Back
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.key === 'PUT /api/job/users/status')).toBe(false);
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('button', { name: 'Not Shortlist' })).toBeTruthy();
  });

  it('shows a refusal inside the confirmation, which stays open', async () => {
    const { calls } = start(makeProfile({ status: 'Selected' }), {
      routes: {
        'PUT /api/job/users/status': () => ({
          status: 400,
          body: {
            success: false,
            code: 'JOB_NOT_OPEN',
            message: 'This job is not open any more',
          },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hired' }));
    const ask = await screen.findByRole('dialog', { name: 'Hire Ravi Kumar?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, hire' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe(
      'This job is not open any more',
    );
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.key === 'PUT /api/job/users/status')).toHaveLength(1);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('a refused Shortlist, which does not ask, is explained by the toast', async () => {
    const { calls } = start(makeProfile({ status: 'Applied' }), {
      routes: {
        'PUT /api/job/users/status': () => REFUSED_EDGE,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist' }));
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith('This action is not available for the applicant'),
    );
    expect(calls.filter((c) => c.key === 'PUT /api/job/users/status')).toHaveLength(1);
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('button', { name: 'Shortlist' })).toBeTruthy();
  });

  it('after a refusal, shows the applicant as they are now (changed on another phone)', async () => {
    let profile = makeProfile({ status: 'Applied' });
    const { calls } = start(profile, {
      routes: {
        [`GET /api/job/users/${profile._id}`]: () => ({
          status: 200,
          body: { success: true, data: profile },
        }),
        'PUT /api/job/users/status': () => {
          profile = { ...profile, status: 'Rejected' };
          return REFUSED_EDGE;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByRole('button', { name: 'Shortlist Again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shortlist' })).toBeNull();
    const reads = calls.filter((c) => c.key === `GET /api/job/users/${profile._id}`);
    expect(reads).toHaveLength(2);
  });

  it('asks in Hindi on a Hindi screen', async () => {
    await i18n.changeLanguage('hi');
    start(makeProfile({ status: 'Selected', name: 'रवि कुमार' }), { routes: statusRoute() });
    fireEvent.click(await screen.findByRole('button', { name: 'अस्वीकार करें' }));
    const ask = await screen.findByRole('dialog', { name: 'रवि कुमार को अस्वीकार करें?' });
    expect(
      within(ask).getByText('रवि कुमार को बताया जाएगा कि वे "Delivery Boy" के लिए नहीं चुने गए।'),
    ).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'रहने दें' })).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'हाँ, अस्वीकार करें' })).toBeTruthy();
  });

  it('toasts in Hindi on a Hindi screen', async () => {
    await i18n.changeLanguage('hi');
    start(makeProfile({ status: 'Applied' }), { routes: statusRoute('Applicant shortlisted') });
    fireEvent.click(await screen.findByRole('button', { name: 'शॉर्टलिस्ट करें' }));
    await screen.findByTestId('where');
    expect(notify.success).toHaveBeenCalledWith('आवेदक शॉर्टलिस्ट हो गया।');
  });

  it('Schedule Interview opens the form with the job and the applicant from the list', async () => {
    const profile = makeProfile({ status: 'Shortlisted' });
    const applicant = {
      _id: profile._id,
      name: 'Ravi Kumar',
      profile_pic: null,
      status: 'Shortlisted',
    };
    start(profile, { state: { status: 'Shortlisted', job: makeEmployerJob(), applicant } });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule Interview' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/scheduleinterview?job_id=${JOB_ID}&user_id=${profile._id}`,
    );
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '{}');
    expect(state.job._id).toBe(JOB_ID);
    expect(state.applicant).toEqual(applicant);
  });

  it('offers no change on a job that is no longer Open', async () => {
    start(
      makeProfile({
        status: 'Applied',
        job: { _id: JOB_ID, job_title: 'Delivery Boy', status: 2 },
      }),
    );
    expect(
      await screen.findByText("This job is not open, so the applicant's status cannot be changed."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('where')).textContent).toBe(LIST);
  });
});

describe('the back dialog (spec 001 §4)', () => {
  it('asks on the back arrow of an Applied applicant; Decide Later goes back unchanged', async () => {
    const { calls } = start(makeProfile({ status: 'Applied' }), { routes: statusRoute() });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Do you want to shortlist the applicant?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide Later' }));
    expect((await screen.findByTestId('where')).textContent).toBe(LIST);
    expect(calls.some((c) => c.key === 'PUT /api/job/users/status')).toBe(false);
  });

  it('Yes shortlists an Applied applicant, then goes back', async () => {
    const profile = makeProfile({ status: 'Applied' });
    const { calls } = start(profile, { routes: statusRoute() });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByTestId('where')).textContent).toBe(LIST);
    const put = calls.find((c) => c.key === 'PUT /api/job/users/status');
    expect(put?.body).toEqual({ job_id: JOB_ID, user_id: profile._id, action: 'shortlist' });
  });

  it('the browser back asks too; Yes shortlists a Rejected applicant again', async () => {
    const profile = makeProfile({ status: 'Rejected' });
    const { calls } = start(profile, { routes: statusRoute() });
    await screen.findByRole('button', { name: 'Shortlist Again' });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Do you want to shortlist the applicant?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByTestId('where');
    const put = calls.find((c) => c.key === 'PUT /api/job/users/status');
    expect(put?.body).toEqual({ job_id: JOB_ID, user_id: profile._id, action: 'shortlistAgain' });
  });

  it('does not ask for a Shortlisted applicant', async () => {
    start(makeProfile({ status: 'Shortlisted' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('where')).textContent).toBe(LIST);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
