import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/toast';
import { signedInEmployerPerTest } from '../../../test/employer-session';
import { fakeServer, ok, type Reply } from '../../../test/fake-server';
import { EMPLOYER_ID, makeCompany } from '../../../test/make-employer';
import { renderWithApp } from '../../../test/render';
import { EmployerDashboardScreen } from '../dashboard/employer-dashboard-screen';
import { CATEGORIES, makeJob } from '../test/make-job';
import { EmployerJobPostScreen } from './employer-job-post-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

type Handler = (body: Record<string, unknown>) => Reply;
const LIMIT = 'Sorry! Job limit reached for your account Please buy a plan to avail our services';

function start(
  options: {
    employer?: ReturnType<typeof makeCompany>;
    usage?: number;
    animated?: number;
    audio?: number;
    routes?: Record<string, Handler>;
  } = {},
) {
  const calls = fakeServer({
    'GET /api/user/': () => ok(options.employer ?? makeCompany()),
    'GET /api/user/subscription': () =>
      ok({
        plan_code: null,
        job_post_usage: options.usage ?? 2,
        animated_jd_usage: options.animated ?? 0,
        audio_jd_usage: options.audio ?? 0,
      }),
    'GET /api/job-category': () => ({
      status: 200,
      body: { success: true, count: 2, data: CATEGORIES },
    }),
    'POST /api/job/v2/post': () => ok(makeJob({ status: 3 }), 'Job posted successfully'),
    ...options.routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/jobs" element={<EmployerJobPostScreen />} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    '/jobs',
  );
  return calls;
}

const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

async function fillForm() {
  await screen.findByRole('option', { name: 'Delivery' }); // the categories have arrived
  fireEvent.change(screen.getByLabelText('Job title'), { target: { value: 'Delivery Boy' } });
  fireEvent.change(screen.getByLabelText('Job category'), { target: { value: 'delivery' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Bike riding' }));
  fireEvent.change(screen.getByLabelText('Salary from'), { target: { value: '15000' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'District' }), {
    target: { value: 'luckn' },
  });
  fireEvent.click(await screen.findByRole('option', { name: /Lucknow/ }));
  fireEvent.change(screen.getByLabelText('Job description'), {
    target: { value: 'Deliver parcels in the city.' },
  });
  fireEvent.change(screen.getByLabelText('Number of openings'), { target: { value: '3' } });
  fireEvent.click(radio('Job timings', 'General'));
  fireEvent.click(radio('Job type', 'Field'));
  fireEvent.click(radio('Experience', 'Fresher'));
  fireEvent.click(radio('Who can apply', 'All'));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
const posted = (calls: ReturnType<typeof start>) =>
  calls.filter((c) => c.key === 'POST /api/job/v2/post');

signedInEmployerPerTest();
beforeEach(() => {
  vi.mocked(notify.success).mockClear();
});

describe('the plan gate (spec 001 §4 "Posting", §6)', () => {
  it('asks to choose a plan when no job posts are left', async () => {
    start({ usage: 0 });
    const dialog = await screen.findByRole('dialog', { name: 'Job limit reached' });
    expect(within(dialog).getByText(LIMIT)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Choose plan' }).getAttribute('href')).toBe(
      '/chooseplan',
    );
    expect(screen.queryByRole('button', { name: 'Post job', hidden: true })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it("shows the same prompt on the server's JOB_LIMIT_REACHED", async () => {
    start({
      routes: {
        'POST /api/job/v2/post': () => ({
          status: 400,
          body: { success: false, code: 'JOB_LIMIT_REACHED', message: LIMIT },
        }),
      },
    });
    await fillForm();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Job limit reached' });
    expect(within(dialog).getByText(LIMIT)).toBeTruthy();
  });

  it('keeps the refused post as a draft, so the form comes back filled after buying a plan', async () => {
    sessionStorage.clear();
    start({
      routes: {
        'POST /api/job/v2/post': () => ({
          status: 400,
          body: { success: false, code: 'JOB_LIMIT_REACHED', message: LIMIT },
        }),
      },
    });
    await fillForm();
    submit();
    await screen.findByRole('dialog', { name: 'Job limit reached' });
    // spec 001 §4: the form itself is reset ...
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('');
    cleanup();
    // ... and back from /chooseplan with a plan bought, the draft fills it again
    const calls = start();
    await screen.findByRole('option', { name: 'Delivery' });
    await waitFor(() =>
      expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Delivery Boy'),
    );
    expect((screen.getByLabelText('Job description') as HTMLTextAreaElement).value).toBe(
      'Deliver parcels in the city.',
    );
    submit();
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body).toMatchObject({ job_title: 'Delivery Boy', openings: 3 });
    expect(sessionStorage.getItem('kaamkaj_job_draft')).toBeNull();
  });
});

describe('spoken and animated descriptions from the plan (issue 12)', () => {
  it('offers each while the plan has one left, and sends what was ticked', async () => {
    const calls = start({ animated: 0, audio: 2 });
    await fillForm();
    const animated = screen.getByRole('checkbox', {
      name: 'Animated video description (0 left)',
    }) as HTMLInputElement;
    expect(animated.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Spoken audio description (2 left)' }));
    submit();
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body).toMatchObject({
      animated_jd_required: false,
      audio_jd_required: true,
    });
  });
});

describe('the post form (spec 001 §5)', () => {
  it("locks a company's own name, and lets a consultancy type the client's", async () => {
    start();
    const name = await screen.findByLabelText('Company name');
    expect(name).toHaveProperty('value', 'Sharma Logistics');
    expect(name).toHaveProperty('readOnly', true);
    cleanup();
    start({
      employer: makeCompany({ organization_type: 'consultancy', company_name: 'Apex Staffing' }),
    });
    const client = await screen.findByLabelText('Client company name');
    expect(client).toHaveProperty('value', '');
    expect(client).toHaveProperty('readOnly', false);
  });

  it('shows each rule of the form in words', async () => {
    const calls = start({ employer: makeCompany({ organization_type: 'consultancy' }) });
    await screen.findByLabelText('Job title');
    fireEvent.change(screen.getByLabelText('Salary from'), {
      target: { value: '20000' },
    });
    fireEvent.change(screen.getByLabelText('Salary to'), { target: { value: '15000' } });
    fireEvent.change(screen.getByLabelText('Number of openings'), { target: { value: '0' } });
    submit();
    for (const text of [
      'Please enter company name',
      'Please enter job title',
      'Please select job category',
      'Please select district',
      'Please enter job description',
      'Please select atleast 1 skill',
      'Openings should be more than 0',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(screen.getAllByText('This field is required')).toHaveLength(4); // the four choices
    expect(posted(calls)).toHaveLength(0);
  });

  it('wants the upper salary above the lower one', async () => {
    const calls = start();
    await fillForm();
    fireEvent.change(screen.getByLabelText('Salary to'), { target: { value: '9000' } });
    submit();
    expect(
      await screen.findByText('Maximum salary should be more than minimum salary'),
    ).toBeTruthy();
    expect(posted(calls)).toHaveLength(0);
  });

  it("reveals other skills for 'Other' and counts the description down from 500", async () => {
    start();
    await fillForm();
    expect(screen.queryByLabelText('Other skills')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByLabelText('Other skills')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Job description'), {
      target: { value: 'Twelve chars' },
    });
    expect(screen.getByText('488 characters left')).toBeTruthy();
    submit();
    expect(await screen.findByText('Please enter other skills')).toBeTruthy();
  });
});

describe('posting (spec 001 §4 "Posting")', () => {
  it('sends the job, says it goes live after verification, resets, and prompts to authenticate', async () => {
    const calls = start();
    await fillForm();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Please complete authentication' });
    expect(within(dialog).getByRole('link', { name: 'Authenticate Now' })).toBeTruthy();
    expect(posted(calls)[0]?.body).toEqual({
      company_name: 'Sharma Logistics',
      job_title: 'Delivery Boy',
      category: 'delivery',
      salary_from: 15000,
      job_location: '',
      district: 'up-lucknow',
      description: 'Deliver parcels in the city.',
      skills: ['bike-riding'],
      openings: 3,
      job_timings: 0,
      job_type: 1,
      experience: 0,
      gender: 0,
      qualification: null, // "Any" is the default
      can_contact_emp: true,
      animated_jd_required: false,
      audio_jd_required: false,
    });
    expect(notify.success).toHaveBeenCalledWith('Job posted successfully');
    expect(notify.success).toHaveBeenCalledWith(
      'Your job will go live within 12 hours of verification',
    );
    expect(screen.getByLabelText('Job title', { selector: 'input' })).toHaveProperty('value', '');
    expect(screen.getByLabelText('Company name')).toHaveProperty('value', 'Sharma Logistics');
  });

  it('sends the minimum qualification as its code, and null for Any', async () => {
    const calls = start();
    await fillForm();
    const select = screen.getByLabelText('Minimum qualification (optional)') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Any',
      'Below 10th',
      '10th Pass',
      '12th Pass',
      'Graduate and above',
    ]);
    fireEvent.change(select, { target: { value: '2' } });
    submit();
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body.qualification).toBe(2);
    expect(select.value).toBe(''); // the reset form is back on Any
    cleanup();

    const again = start();
    await fillForm();
    const chosen = screen.getByLabelText('Minimum qualification (optional)');
    fireEvent.change(chosen, { target: { value: '3' } });
    fireEvent.change(chosen, { target: { value: '' } }); // back to Any
    submit();
    await waitFor(() => expect(posted(again)).toHaveLength(1));
    expect(posted(again)[0]?.body.qualification).toBeNull();
  });

  it('goes to the dashboard when verification has started', async () => {
    start({
      employer: makeCompany({ verification_status: 'Approved' }),
      routes: {
        'POST /api/job/v2/post': () => ok(makeJob({ status: 0 }), 'Job posted successfully'),
      },
    });
    await fillForm();
    submit();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it('resets the form after a post the server refused too, and shows its message', async () => {
    start({
      routes: {
        'POST /api/job/v2/post': () => ({
          status: 400,
          body: { success: false, code: 'BAD_REQUEST', message: 'Please choose a valid category' },
        }),
      },
    });
    await fillForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please choose a valid category',
    );
    expect(screen.getByLabelText('Job title')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Number of openings')).toHaveProperty('value', '');
  });

  it('keeps the form when the refusal names a field, with the message under it', async () => {
    const calls = start({
      routes: {
        'POST /api/job/v2/post': () => ({
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Please choose a valid job category',
            errors: { category: 'Please choose a valid job category' },
          },
        }),
      },
    });
    await fillForm();
    submit();
    const category = screen.getByLabelText('Job category');
    await waitFor(() => expect(category.getAttribute('aria-invalid')).toBe('true'));
    const described = category.getAttribute('aria-describedby') ?? '';
    const under = described.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(under).toContain('Please choose a valid job category');
    expect(screen.getByLabelText('Job title')).toHaveProperty('value', 'Delivery Boy');
    expect(screen.getByLabelText('Job description')).toHaveProperty(
      'value',
      'Deliver parcels in the city.',
    );
    expect(posted(calls)).toHaveLength(1);
  });

  it('keeps the form without the logo when the server refuses the logo', async () => {
    const calls = start({
      routes: {
        [`POST /api/file/${EMPLOYER_ID}/pre/upload`]: () => ({
          status: 400,
          body: {
            success: false,
            code: 'FILE_TYPE_NOT_ALLOWED',
            message: 'Only png, jpg and jpeg files are allowed',
          },
        }),
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    await fillForm();
    fireEvent.change(screen.getByLabelText('Company logo (optional)'), {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByAltText('Logo preview')).toBeTruthy();
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Only png, jpg and jpeg files are allowed Your job is kept here: tap Post job again.',
    );
    expect(screen.queryByAltText('Logo preview')).toBeNull();
    expect(screen.getByLabelText('Job title')).toHaveProperty('value', 'Delivery Boy');
    expect(posted(calls)).toHaveLength(0);
  });

  it('keeps what was typed when the server failed, and posts again under the same key', async () => {
    let failing = true;
    const calls = start({
      routes: {
        'POST /api/job/v2/post': () =>
          failing
            ? {
                status: 500,
                body: {
                  success: false,
                  code: 'INTERNAL',
                  message: 'Seems like something went wrong!',
                },
              }
            : ok(makeJob({ status: 3 }), 'Job posted successfully'),
      },
    });
    await fillForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Seems like something went wrong! Your job is kept here: tap Post job again.',
    );
    expect(screen.getByLabelText('Job title')).toHaveProperty('value', 'Delivery Boy');
    expect(screen.getByLabelText('Number of openings')).toHaveProperty('value', '3');
    failing = false;
    submit();
    await screen.findByRole('dialog', { name: 'Please complete authentication' });
    const [first, second] = posted(calls);
    const keyOf = (call: typeof first) =>
      new Headers(call?.init.headers as Record<string, string>).get('Idempotency-Key');
    expect(keyOf(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(second)).toBe(keyOf(first));
    expect(second?.body).toEqual(first?.body);
    expect(screen.getByLabelText('Job title', { selector: 'input' })).toHaveProperty('value', '');
  });

  it('keeps what was typed when the answer never came, and takes a new key for the next job', async () => {
    let lost = true;
    const calls = start({
      routes: {
        'POST /api/job/v2/post': () => {
          if (lost) throw new TypeError('Failed to fetch'); // the connection dropped
          return ok(makeJob({ status: 3 }), 'Job posted successfully');
        },
      },
    });
    await fillForm();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your job is kept here: tap Post job again.');
    expect(screen.getByLabelText('Job description')).toHaveProperty(
      'value',
      'Deliver parcels in the city.',
    );
    lost = false;
    submit();
    await screen.findByRole('dialog', { name: 'Please complete authentication' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await fillForm();
    submit();
    await waitFor(() => expect(posted(calls)).toHaveLength(3));
    const keys = posted(calls).map((call) =>
      new Headers(call.init.headers as Record<string, string>).get('Idempotency-Key'),
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('uploads the logo as a public job_logo first', async () => {
    const FILE_ID = '0196a1ff-3ae5-7030-abae-8a102074de77';
    const calls = start({
      routes: {
        [`POST /api/file/${EMPLOYER_ID}/pre/upload`]: () =>
          ok({ url: 'https://storage.test/b', file_id: FILE_ID, fields: {} }),
        'POST https://storage.test/b': () => ({ status: 204, body: null }),
        [`POST /api/file/${EMPLOYER_ID}/post/upload`]: () =>
          ok({
            file_id: FILE_ID,
            url: 'https://cdn.test/logo.png',
            file_category: 'job_logo',
            content_type: 'image/png',
          }),
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    await fillForm();
    const logo = new File(['png'], 'my logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Company logo (optional)'), {
      target: { files: [logo] },
    });
    expect(await screen.findByAltText('Logo preview')).toBeTruthy();
    submit();
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(calls.find((c) => c.key.endsWith('/pre/upload'))?.body).toMatchObject({
      file_name: 'mylogo.png',
      file_category: 'job_logo',
    });
    expect(posted(calls)[0]?.body.company_logo).toBe(FILE_ID);
  });
});

describe('after posting', () => {
  it("shows the new job on the dashboard at once, before the dashboard's list has come again", async () => {
    let listed = 0;
    fakeServer({
      'GET /api/user/': () => ok(makeCompany({ verification_status: 'Approved' })),
      'GET /api/user/subscription': () =>
        ok({ plan_code: null, job_post_usage: 2, animated_jd_usage: 0, audio_jd_usage: 0 }),
      'GET /api/job-category': () => ({
        status: 200,
        body: { success: true, count: 2, data: CATEGORIES },
      }),
      'GET /api/job/recruiter/': () => {
        listed += 1;
        return { status: 200, body: { success: true, count: 0, data: [] } };
      },
      'POST /api/job/v2/post': () =>
        ok(makeJob({ job_title: 'Delivery Boy', status: 3 }), 'Job posted successfully'),
    });
    // the dashboard's second list never comes (slow 3G): what shows is the cache's
    const fake = fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url.startsWith('/api/job/recruiter/') && listed > 0 ? new Promise(() => {}) : fake(url, init),
    );
    renderWithApp(
      <Routes>
        <Route path="/jobs" element={<EmployerJobPostScreen />} />
        <Route path="/dashboard" element={<EmployerDashboardScreen />} />
      </Routes>,
      '/dashboard',
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Post a job' }));
    await fillForm();
    submit();
    const card = (await screen.findByText('Delivery Boy')).closest('article') as HTMLElement;
    expect(card).toBeTruthy();
    expect(screen.queryByText('Welcome to Kaamkaj')).toBeNull();
    expect(listed).toBe(1);
  });
});
