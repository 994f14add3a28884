import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { makeJob } from '../../test/make-employer-job';
import { AdminScreen } from './admin-screen';
import type { AdminDescriptionJob } from './api/types';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const ME = '01a1ff19-3ae5-7030-abae-8a102074de20';

const JOB: AdminDescriptionJob = {
  ...makeJob({
    _id: 'job-1',
    job_title: 'Truck Driver (HMV)',
    company_name: 'Sharma Logistics',
    district: 'hr-gurugram',
    job_location: 'Bilaspur Chowk warehouse',
    category: 'driver',
    salary_from: 20000,
    salary_to: 26000,
    description: 'Drive our trucks between Gurugram, Jaipur and Ludhiana.',
    animated_jd_required: true,
    audio_description: '/api/file/public/audio/admin/a.mp3',
    created_at: '2025-03-01T06:30:00.000Z',
  }),
  employer_name: 'Anita Sharma',
  employer_email: 'hr@sharmalogistics.in',
  employer_contact: '9123456780',
  employer_lang: 'hi',
  contact_person_name: 'Ravi Verma',
  contact_person_number: '9123400000',
};

type Routes = Record<string, (body: Record<string, unknown>) => Reply>;
const list = (data: AdminDescriptionJob[]): Reply => ({
  status: 200,
  body: { success: true, data, count: data.length },
});

function start(routes: Routes = {}) {
  setSession({ authToken: 'jwt', user: ME, user_role: 2, profile_status: 2 });
  const calls = fakeServer({
    'GET /api/user/': () => ok({ _id: ME, role: 2, is_superadmin: true }),
    'GET /api/admin/job-descriptions': () => list([JOB]),
    // the three upload steps of each file (spec 000 §7 "Files")
    'POST /api/file/01a1ff19-3ae5-7030-abae-8a102074de20/pre/upload': (body) =>
      ok({ url: '/api/file/local-upload', file_id: `id-${body.file_category}`, fields: {} }),
    'POST /api/file/local-upload': () => ({ status: 204, body: null }),
    'POST /api/file/01a1ff19-3ae5-7030-abae-8a102074de20/post/upload': (body) =>
      ok({ file_id: body.file_id, url: `/api/file/public/${body.file_id}` }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin?tab=descriptions']}>
        <AdminScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

beforeEach(async () => {
  localStorage.clear();
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin console: job descriptions to produce (issue 12)', () => {
  it('lists the waiting jobs with what the producer needs and who to ask', async () => {
    const calls = start();
    const card = (await screen.findByRole('heading', { name: 'Truck Driver (HMV)' })).closest(
      'article',
    ) as HTMLElement;
    expect(
      screen.getByRole('tab', { name: 'Job descriptions' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('heading', { name: 'Job descriptions to produce' })).toBeTruthy();
    expect(calls.find((c) => c.key === 'GET /api/admin/job-descriptions')?.url).toBe(
      '/api/admin/job-descriptions?state=waiting&page=0',
    );
    expect(screen.getByText('Total: 1')).toBeTruthy();
    const card$ = within(card);
    expect(card$.getByText('Sharma Logistics')).toBeTruthy();
    expect(card$.getByText('Gurugram')).toBeTruthy();
    expect(card$.getByText('Bilaspur Chowk warehouse')).toBeTruthy();
    expect(card$.getByText('₹20,000 - ₹26,000 /month')).toBeTruthy();
    expect(card$.getByText('Drive our trucks between Gurugram, Jaipur and Ludhiana.')).toBeTruthy();
    expect(card$.getByText('Anita Sharma · hr@sharmalogistics.in')).toBeTruthy();
    expect(card$.getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe(
      'tel:9123456780',
    );
    expect(card$.getByText('Ravi Verma · 9123400000')).toBeTruthy();
    expect(card$.getByText('Hindi')).toBeTruthy();
    // the spoken description it already has plays; the video is still missing
    expect(
      (card$.getByRole('button', { name: /Listen to the job/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (card$.getByRole('button', { name: /Watch the job video/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the delivered ones on the second filter', async () => {
    const calls = start({
      'GET /api/admin/job-descriptions': (_body) => list([]),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Delivered' }));
    expect(await screen.findByText('No animated description has been delivered yet.')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/admin/job-descriptions?state=delivered&page=0');
  });

  it('uploads the video and the audio, then puts both on the job', async () => {
    const calls = start({
      'PUT /api/admin/jobs/job-1/descriptions': () => ok(JOB, 'Job descriptions saved'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload video and audio' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Descriptions for "Truck Driver (HMV)"',
    });
    expect(within(dialog).getByText(/The job has one already/)).toBeTruthy(); // the audio
    pick('Choose video', new File(['video'], 'truck driver.mp4', { type: 'video/mp4' }));
    // some phones give no type for an .mp3: the category's type of the extension is declared
    pick('Choose audio', new File(['audio'], 'driver-hi.mp3', { type: '' }));
    expect(within(dialog).getByText('truck driver.mp4 (1 KB)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Saved. The employer has been told.'),
    );
    const pre = calls.filter((c) => c.key.endsWith('/pre/upload')).map((c) => c.body);
    expect(pre).toEqual([
      {
        file_name: 'truckdriver.mp4',
        content_type: 'video/mp4',
        file_size: 5,
        file_category: 'animated_jd',
      },
      {
        file_name: 'driver-hi.mp3',
        content_type: 'audio/mpeg',
        file_size: 5,
        file_category: 'audio',
      },
    ]);
    expect(calls.filter((c) => c.key === 'POST /api/file/local-upload')).toHaveLength(2);
    expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({
      animated_file_id: 'id-animated_jd',
      audio_file_id: 'id-audio',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file of the wrong type before sending anything', async () => {
    const calls = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload video and audio' }));
    await screen.findByRole('dialog');
    pick('Choose video', new File(['video'], 'clip.webm', { type: 'video/webm' }));
    expect(notify.fileError).toHaveBeenCalledWith('Please upload the correct format file.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a video or an audio file first.')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST') || c.key.startsWith('PUT'))).toBe(false);
  });

  it('says in its own words when the server refuses the file', async () => {
    start({
      'PUT /api/admin/jobs/job-1/descriptions': () => ({
        status: 400,
        body: {
          success: false,
          code: 'FILE_CATEGORY',
          message:
            'audio_file_id must be an audio description (mp3); this file was uploaded as job_logo',
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload video and audio' }));
    const dialog = await screen.findByRole('dialog');
    pick('Choose audio', new File(['audio'], 'a.mp3', { type: 'audio/mpeg' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This file is not of the right kind. Choose it again.'),
    ).toBeTruthy();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    start();
    expect(await screen.findByRole('heading', { name: 'बनाने के लिए नौकरी विवरण' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'नौकरी विवरण' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'बनाना है' })).toBeTruthy();
    expect(await screen.findByText('हिंदी')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'वीडियो और ऑडियो अपलोड करें' }));
    const dialog = await screen.findByRole('dialog', { name: '"Truck Driver (HMV)" के विवरण' });
    expect(within(dialog).getByText('वीडियो चुनें')).toBeTruthy();
    expect(within(dialog).getByText('MP4 या MPEG, 50 MB तक।')).toBeTruthy();
  });
});
