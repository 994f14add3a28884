import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeekerUser } from '../../../lib/api/user';
import { i18n } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { fakeServer, ok, type Reply } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { ProfileScreen } from './profile-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const three = ['driver', 'cook', 'helper'].map((job_category) => ({ job_category, skills: [] }));

function start(user: SeekerUser, put?: (body: Record<string, unknown>) => Reply) {
  setSession({ authToken: 'jwt', user: user._id, user_role: user.role, profile_status: 2 });
  let current = user;
  const calls = fakeServer({
    'GET /api/user/': () => ok(current),
    'GET /api/job-category': () => ({ status: 200, body: { success: true, count: 0, data: [] } }),
    'PUT /api/user/v2/profile': (body) => {
      const reply = put?.(body) ?? ok({ ...current, ...body });
      if (reply.status === 200) current = { ...current, ...body };
      return reply;
    },
    'GET /api/user/resume': () => ({
      status: 200,
      body: '%PDF-1.7',
      file: { type: 'application/pdf', name: 'Asha_Devi_Kaamkaj_Resume.pdf' },
    }),
  });
  renderWithApp(<ProfileScreen />, '/profile');
  return calls;
}

const pencil = (section: string) => screen.queryByRole('button', { name: `Edit ${section}` });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Profile (spec 000 §2.9)', () => {
  it('shows the pencils the rules allow', async () => {
    start(makeSeeker({ job_intrested: three, contact: '9876543210', qualification: 1 }));
    await screen.findByRole('progressbar');
    expect(pencil('About me')).toBeTruthy();
    expect(pencil('Skills')).toBeTruthy();
    expect(pencil('Salary expectation')).toBeTruthy();
    expect(pencil('Job interests')).toBeNull(); // 3 already
    expect(pencil('Mobile number')).toBeNull(); // saved once, fixed
    expect(pencil('Education and qualification')).toBeNull(); // not "Graduate and above"
    expect(pencil('Gender')).toBeTruthy(); // issue 14 item 10 (gender-age.test.tsx)
    expect(pencil('Work experience')).toBeNull();
    expect(pencil('Home district')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Date of birth' })).toBeTruthy();
  });

  it('offers job interests, mobile and education when the rules say so', async () => {
    start(makeSeeker({ job_intrested: three.slice(0, 2), contact: null, qualification: 3 }));
    await screen.findByRole('progressbar');
    expect(pencil('Job interests')).toBeTruthy();
    expect(pencil('Mobile number')).toBeTruthy();
    expect(pencil('Education and qualification')).toBeTruthy();
  });

  it('enables Get Resume at 100 % only, and downloads the PDF', async () => {
    start(makeSeeker({ profile_completed_status: 85 }));
    const resume = await screen.findByRole('button', { name: 'Get Resume' });
    expect((resume as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('85');
    expect(screen.getByText(/^Add video resume, /)).toBeTruthy();
    cleanup();

    const createObjectURL = vi.fn(() => 'blob:resume');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const calls = start(makeSeeker({ profile_completed_status: 100 }));
    const ready = await screen.findByRole('button', { name: 'Get Resume' });
    expect((ready as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(ready);
    await waitFor(() => expect(clicked).toEqual(['Asha_Devi_Kaamkaj_Resume.pdf']));
    expect(calls.find((c) => c.key === 'GET /api/user/resume')?.url).toBe(
      '/api/user/resume?lang=en',
    );
  });

  it('saves a section from its modal; a failure keeps the modal, the input and shows the message', async () => {
    let fail = true;
    const calls = start(makeSeeker(), (body) =>
      fail
        ? {
            status: 400,
            body: {
              success: false,
              code: 'VALIDATION_FAILED',
              message: 'Please choose one of the options',
            },
          }
        : ok({ ...makeSeeker(), job_type: body.job_type }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Job type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job type' });
    // the forms are a lazy chunk: the first open loads them
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Field' }, { timeout: 8000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please choose one of the options',
    );
    expect((within(dialog).getByRole('radio', { name: 'Field' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.key === 'PUT /api/user/v2/profile').at(-1)?.body).toEqual({
      _id: makeSeeker()._id,
      job_type: 1,
    });
    expect(await screen.findByText('Field')).toBeTruthy();
  });
});
