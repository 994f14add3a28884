import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDistrictData } from '../../components/district-picker/use-district-data';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, ok } from '../../test/fake-server';
import { makeSeeker } from '../../test/make-seeker';
import { renderRoute, renderWithApp } from '../../test/render';
import { NewUserScreen } from './new-user-screen';
import { SaarthiDashboardScreen } from './saarthi-dashboard-screen';
import { SaarthiProfileScreen } from './saarthi-profile-screen';
import { SaarthiSeekerScreen } from './seeker-screen';

// Issue 13: the agent's new seeker with a photo, the seeker's page, the QR code of the link.

const SEEKER_ID = '0196a1ff-3ae5-7030-abae-8a102074de01';
const PHOTO_ID = '0196a1ff-3ae5-7030-abae-8a102074de02';

beforeEach(async () => {
  setSession({ authToken: 'jwt', user: 'agent', user_role: 1, profile_status: 2 });
  await i18n.changeLanguage('en');
  await loadDistrictData();
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const uploads = {
  [`POST /api/file/${SEEKER_ID}/pre/upload`]: () =>
    ok({ url: 'https://storage.test/b', file_id: PHOTO_ID, fields: { key: 'k' } }),
  'POST https://storage.test/b': () => ({ status: 204, body: null }),
  [`POST /api/file/${SEEKER_ID}/post/upload`]: () =>
    ok({
      file_id: PHOTO_ID,
      url: '/api/file/public/p.png',
      file_category: 'profile_pic',
      content_type: 'image/png',
    }),
};

function fillNewUser() {
  const radio = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Mohan Lal' } });
  fireEvent.change(screen.getByLabelText('Their mobile number'), {
    target: { value: '+91 98765-00011' },
  });
  radio('Male');
  radio('36+');
  radio('10th Pass');
  radio('Fresher');
  fireEvent.change(screen.getByRole('combobox', { name: 'Home district' }), {
    target: { value: 'lucknow' },
  });
}

describe('Create New User with a photo (issue 13)', () => {
  it('registers the seeker, uploads the photo into their space and saves it on their profile', async () => {
    const calls = fakeServer({
      'POST /api/user/saarthi': () => ok({ _id: SEEKER_ID, name: 'Mohan Lal' }),
      ...uploads,
      [`PUT /api/saarthi/users/${SEEKER_ID}`]: () =>
        ok(makeSeeker({ _id: SEEKER_ID, profile_pic: '/api/file/public/p.png' })),
    });
    renderRoute('/sarthi/newUser', <NewUserScreen />);
    fillNewUser();
    fireEvent.click(await screen.findByRole('option', { name: /Lucknow/ }));
    const photo = new File(['png'], 'mohan photo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Choose or take a photo/), {
      target: { files: [photo] },
    });
    expect(await screen.findByText('mohan photo.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register job seeker' }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'));
    expect(calls.find((c) => c.key === 'POST /api/user/saarthi')?.body).toMatchObject({
      name: 'Mohan Lal',
      contact: '9876500011',
      age: 3,
      address_home: 'up-lucknow',
    });
    expect(calls.find((c) => c.key.endsWith('/pre/upload'))?.body).toEqual({
      file_name: 'mohanphoto.png',
      content_type: 'image/png',
      file_size: 3,
      file_category: 'profile_pic',
    });
    expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({
      _id: SEEKER_ID,
      profile_pic: PHOTO_ID,
    });
  });

  it('shows the new seeker on the dashboard at once, before its list has come again', async () => {
    const empty = { location: 2, self: 0, enrolled: 0, employed: 0 };
    const calls = fakeServer({
      'GET /api/saarthi/dashboard': () => ({
        status: 200,
        body: { success: true, count: 0, counts: empty, data: [] },
      }),
      'POST /api/user/saarthi': () => ok({ _id: SEEKER_ID, name: 'Mohan Lal' }),
    });
    // the dashboard's second answer never comes (a slow network): what shows is the cache's
    const fake = fetch;
    let held = 0;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/saarthi/dashboard') && calls.length > 0) {
        held += 1;
        return new Promise(() => {});
      }
      return fake(url, init);
    });
    renderWithApp(
      <Routes>
        <Route path="/dashboard" element={<SaarthiDashboardScreen />} />
        <Route path="/sarthi/newUser" element={<NewUserScreen />} />
      </Routes>,
      '/dashboard',
    );
    await screen.findByText('You have not registered anyone yet.');
    fireEvent.click(screen.getByRole('link', { name: 'Create New User' }));
    fillNewUser();
    fireEvent.click(await screen.findByRole('option', { name: /Lucknow/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register job seeker' }));

    const card = (await screen.findByText('Mohan Lal')).closest('li') as HTMLElement;
    expect(within(card).getByText('Lucknow, Uttar Pradesh')).toBeTruthy();
    expect(within(card).getByText('Job interests not chosen yet')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '9876500011' }).getAttribute('href')).toBe(
      'tel:+919876500011',
    );
    expect(screen.getByRole('tab', { name: /New User Enrolled/ }).textContent).toBe(
      'New User Enrolled (1)',
    );
    expect(screen.queryByText('You have not registered anyone yet.')).toBeNull();
    // and the list is asked for again, for the server's own word
    expect(calls.filter((c) => c.key === 'GET /api/saarthi/dashboard')).toHaveLength(1);
    await waitFor(() => expect(held).toBe(1));
  });

  it('names a file that cannot be a photo next to the field and does not keep it', async () => {
    fakeServer({});
    renderRoute('/sarthi/newUser', <NewUserScreen />);
    const pdf = new File(['%PDF'], 'aadhaar.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Choose or take a photo/), { target: { files: [pdf] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload the correct format file.',
    );
    expect(screen.queryByText('aadhaar.pdf')).toBeNull();
  });

  it('keeps the new account and opens the seeker’s page when the photo fails to go up', async () => {
    const calls = fakeServer({
      'POST /api/user/saarthi': () => ok({ _id: SEEKER_ID, name: 'Mohan Lal' }),
      [`POST /api/file/${SEEKER_ID}/pre/upload`]: () => ({
        status: 503,
        body: { success: false, code: 'UNAVAILABLE', message: 'Storage is down' },
      }),
    });
    renderRoute('/sarthi/newUser', <NewUserScreen />);
    fillNewUser();
    fireEvent.click(await screen.findByRole('option', { name: /Lucknow/ }));
    fireEvent.change(screen.getByLabelText(/Choose or take a photo/), {
      target: { files: [new File(['png'], 'p.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register job seeker' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sarthi/user'));
    expect(calls.filter((c) => c.key === 'POST /api/user/saarthi')).toHaveLength(1);
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });
});

describe('the seeker’s page for their Saarthi (issue 13)', () => {
  it('shows their details and what is left, and saves a video resume', async () => {
    const calls = fakeServer({
      [`GET /api/saarthi/users/${SEEKER_ID}`]: () =>
        ok(
          makeSeeker({
            _id: SEEKER_ID,
            name: 'Mohan Lal',
            contact: '9876500011',
            gender: 1,
            age: 3,
            address_home: 'up-lucknow',
            profile_status: 1,
            video_resume: null,
          }),
        ),
      [`POST /api/file/${SEEKER_ID}/pre/upload`]: () =>
        ok({ url: 'https://storage.test/b', file_id: PHOTO_ID, fields: {} }),
      'POST https://storage.test/b': () => ({ status: 204, body: null }),
      [`POST /api/file/${SEEKER_ID}/post/upload`]: () =>
        ok({
          file_id: PHOTO_ID,
          url: null,
          file_category: 'video_resume',
          content_type: 'video/mp4',
        }),
      [`PUT /api/saarthi/users/${SEEKER_ID}`]: () =>
        ok(makeSeeker({ _id: SEEKER_ID, name: 'Mohan Lal', video_resume: PHOTO_ID })),
    });
    renderWithApp(<SaarthiSeekerScreen />, `/sarthi/user?id=${SEEKER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Mohan Lal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '9876500011' }).getAttribute('href')).toBe(
      'tel:+919876500011',
    );
    const details = screen
      .getByRole('heading', { name: 'Details' })
      .closest('section') as HTMLElement;
    expect(within(details).getByText('Male')).toBeTruthy();
    expect(within(details).getByText('36+')).toBeTruthy();
    // the district list comes after the page (not with it), and names the state too
    expect(await within(details).findByText('Lucknow, Uttar Pradesh')).toBeTruthy();
    expect(
      screen.getByText(
        'Mohan Lal chooses the jobs they want when they sign in with their own mobile number.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No video resume yet.')).toBeTruthy();

    const video = new File(['mp4'], 'intro.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText(/Choose or record a video/), {
      target: { files: [video] },
    });
    expect(await screen.findByText('A video resume is added.')).toBeTruthy();
    expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({
      _id: SEEKER_ID,
      video_resume: PHOTO_ID,
    });
  });

  it('shows the server’s refusal for someone else’s seeker', async () => {
    fakeServer({
      [`GET /api/saarthi/users/${SEEKER_ID}`]: () => ({
        status: 403,
        body: {
          success: false,
          code: 'FORBIDDEN',
          message: 'You can only open the job seekers you registered',
        },
      }),
    });
    renderWithApp(<SaarthiSeekerScreen />, `/sarthi/user?id=${SEEKER_ID}`);
    expect(
      await screen.findByText('You can only open the job seekers you registered'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeTruthy();
  });
});

describe('/saarthiprofile (issue 13)', () => {
  it('draws the QR code of the sign-up link', async () => {
    fakeServer({
      'GET /api/saarthi/me': () =>
        ok({
          _id: 'agent',
          name: 'Rekha Devi',
          saarthi_code: 'SAR123456',
          home_district: 'up-lucknow',
          counts: { location: 0, self: 0, enrolled: 0, employed: 0 },
        }),
    });
    renderWithApp(<SaarthiProfileScreen />);
    const qr = (await screen.findByAltText(
      'QR code of the sign-up link of Saarthi SAR123456',
    )) as HTMLImageElement;
    const svg = decodeURIComponent(qr.src.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
    expect(screen.getByText(`${window.location.origin}/JobSeekerlogin?ref=SAR123456`)).toBeTruthy();
  });
});
