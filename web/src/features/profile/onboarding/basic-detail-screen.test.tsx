import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDistrictData } from '../../../components/district-picker/use-district-data';
import { logout } from '../../../lib/api/logout';
import { i18n } from '../../../lib/i18n';
import { readSession, setSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { fakeServer, ok } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { BasicDetailScreen } from './basic-detail-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));
vi.mock('../../../lib/api/logout', () => ({ logout: vi.fn() }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const renderScreen = () =>
  renderWithApp(
    <Routes>
      <Route path="/user/basicdetail" element={<BasicDetailScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/user/basicdetail',
  );

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: makeSeeker()._id, profile_status: 0 });
  await loadDistrictData();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const radio = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

/** Every field filled, with `cert` ticked (and Electrician as its branch for ITI). */
async function fillBasics(name: string, cert: 'ITI' | 'None') {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: name } });
  radio('Female');
  radio('25-30');
  radio('10th Pass');
  radio(cert);
  if (cert === 'ITI') radio('Electrician');
  radio('Fresher');
  fireEvent.change(screen.getByRole('combobox', { name: 'Home district' }), {
    target: { value: 'lucknow' },
  });
  fireEvent.click(await screen.findByRole('option', { name: /Lucknow/ }));
}

describe('basic details (spec 000 §2.6 step 1)', () => {
  it('shows every schema message, translated', async () => {
    renderScreen();
    submit();
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('Please select district')).toBeTruthy();
    await i18n.changeLanguage('hi');
    expect(await screen.findByText('कृपया ज़िला चुनें')).toBeTruthy();
  });

  it('reveals the degree name for graduates, and the branch of a certificate', async () => {
    renderScreen();
    expect(screen.queryByLabelText('Degree name (optional)')).toBeNull();
    radio('Graduate and above');
    fireEvent.change(screen.getByLabelText('Degree name (optional)'), {
      target: { value: 'B.A2' },
    });
    radio('ITI');
    const branch = screen.getByRole('group', { name: 'Branch' });
    fireEvent.click(within(branch).getByRole('radio', { name: 'Other' }));
    expect(screen.getByLabelText('Branch name (optional)')).toBeTruthy();
    radio('Diploma');
    expect(screen.queryByLabelText('Branch name (optional)')).toBeNull();
    submit();
    expect(await screen.findByText('Please select branch')).toBeTruthy();
    // the degree name is checked once the rest of the form is valid (a refinement of the body)
    radio('Mechanical');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Devi' } });
    radio('Female');
    radio('25-30');
    radio('Fresher');
    fireEvent.change(screen.getByRole('combobox', { name: 'Home district' }), {
      target: { value: 'lucknow' },
    });
    fireEvent.click(await screen.findByRole('option', { name: /Lucknow/ }));
    submit();
    expect(await screen.findByText('Enter only alphabets')).toBeTruthy();
  });

  it('saves, sets profile status 1 and goes on to the job interests', async () => {
    const calls = fakeServer({
      'POST /api/user/basicdetail': () =>
        ok(makeSeeker({ profile_status: 1 }), 'Basic details saved'),
    });
    renderScreen();
    await fillBasics('Asha  Devi', 'ITI');
    submit();
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/user/basicdetail/jobinterested',
    );
    expect(calls.find((c) => c.key === 'POST /api/user/basicdetail')?.body).toEqual({
      name: 'Asha Devi',
      gender: 0,
      age: 1,
      qualification: 1,
      technical_cert: { cert: 'iti', branch: 'electrician' },
      experience: 0,
      address_home: 'up-lucknow',
    });
    expect(readSession().profile_status).toBe('1');
  });

  it('takes a seeker whose basic details were saved on another phone on to step 2, saying why', async () => {
    fakeServer({ 'GET /api/user/': () => ok(makeSeeker({ profile_status: 1 })) });
    renderScreen();
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/user/basicdetail/jobinterested',
    );
    expect(readSession().profile_status).toBe('1');
    expect(notify.success).toHaveBeenCalledWith(
      'Your basic details are already saved. Now choose the work you want.',
    );
  });

  it('takes a seeker whose profile was finished elsewhere to the jobs', async () => {
    fakeServer({ 'GET /api/user/': () => ok(makeSeeker({ profile_status: 2 })) });
    renderScreen();
    expect((await screen.findByTestId('where')).textContent).toBe('/jobs');
    expect(readSession().profile_status).toBe('2');
    expect(notify.success).toHaveBeenCalledWith('Your profile is already set up.');
  });

  it('moves on when a save is refused as made already (the answer to the first tap was lost)', async () => {
    const calls = fakeServer({
      // read when the screen opened, before the first tap reached the server
      'GET /api/user/': () => ok(makeSeeker({ profile_status: 0 })),
      'POST /api/user/basicdetail': () => ({
        status: 400,
        body: {
          success: false,
          code: 'BASIC_DETAILS_SAVED',
          message: 'Basic details are already saved',
        },
      }),
    });
    renderScreen();
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/user/'));
    await fillBasics('Asha Devi', 'None');
    submit();
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/user/basicdetail/jobinterested',
    );
    expect(readSession().profile_status).toBe('1');
    expect(screen.queryByText('Basic details are already saved')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith(
      'Your basic details are already saved. Now choose the work you want.',
    );
  });

  it('stays for a new seeker, and says nothing', async () => {
    const calls = fakeServer({ 'GET /api/user/': () => ok(makeSeeker({ profile_status: 0 })) });
    renderScreen();
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/user/'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(readSession().profile_status).toBe('0');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('asks before leaving; yes logs out', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByText('Are you sure, you want to exit without creating profile?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
    window.dispatchEvent(new PopStateEvent('popstate')); // the browser's back button
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, exit' }));
    expect(logout).toHaveBeenCalled();
  });
});
