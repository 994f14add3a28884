import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { signedInEmployerPerTest } from '../../../test/employer-session';
import { fakeServer, ok } from '../../../test/fake-server';
import { EMPLOYER_ID, makeCompany } from '../../../test/make-employer';
import { renderWithApp } from '../../../test/render';
import { EmployerProfileScreen } from './employer-profile-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const STORAGE = 'https://bucket.example/upload';
const FILE_ID = '01a1ff19-3ae5-7030-abae-000000000009';

signedInEmployerPerTest();

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextSibling?.textContent;

describe('/profile for employers (spec 001 §2 "Employer profile")', () => {
  it('shows the company, read only, with labels in the interface language', async () => {
    fakeServer({ 'GET /api/user/': () => ok(makeCompany()) });
    renderWithApp(<EmployerProfileScreen />, '/profile');
    expect(await screen.findByRole('heading', { name: 'Sharma Logistics' })).toBeTruthy();
    expect(term('E-mail')).toBe('hr@sharmalogistics.in');
    expect(term('Mobile number')).toBe('+91 9876543210');
    expect(term('Organisation type')).toBe('Company');
    expect(term('Hiring for')).toBe('My Company');
    expect(term('Industry')).toBe('Logistics & Transport');
    expect(term('District')).toBe('Lucknow, Uttar Pradesh');
    expect(term('Contact person')).toBe('Sunita, +91 9123456780');
    expect(screen.getByRole('link', { name: 'Edit company profile' }).getAttribute('href')).toBe(
      '/recruiterEdit',
    );
    expect(screen.getByRole('link', { name: 'Verify company' }).getAttribute('href')).toBe(
      '/companyverification',
    );
    expect(screen.getAllByText('Not Initiated')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull(); // nothing to type into here
    await i18n.changeLanguage('hi');
    expect(await screen.findByText('लॉजिस्टिक्स और परिवहन')).toBeTruthy();
    expect(screen.getByText('लखनऊ, उत्तर प्रदेश')).toBeTruthy();
  });

  it('shows a declined verification with its reason, and an open e-mail request', async () => {
    fakeServer({
      'GET /api/user/': () =>
        ok(
          makeCompany({
            verification_status: 'Declined',
            verification_feedback: 'GST number does not match',
            email_change: {
              status: 'Open',
              new_email: 'new@sharma.in',
              reason: null,
              created_at: '2025-02-01T00:00:00.000Z',
            },
          }),
        ),
    });
    renderWithApp(<EmployerProfileScreen />, '/profile');
    expect(await screen.findByText('Reason: GST number does not match')).toBeTruthy();
    expect(screen.getByText('Waiting for approval: new@sharma.in')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change e-mail' })).toBeNull();
  });

  it('shows a declined e-mail request with its reason and offers a new one', async () => {
    fakeServer({
      'GET /api/user/': () =>
        ok(
          makeCompany({
            verification_status: 'Approved',
            email_change: {
              status: 'Declined',
              new_email: 'me@gmail.com',
              reason: 'Use the company domain',
              created_at: '2025-02-01T00:00:00.000Z',
            },
          }),
        ),
    });
    renderWithApp(<EmployerProfileScreen />, '/profile');
    expect(await screen.findByText('Request for me@gmail.com declined')).toBeTruthy();
    expect(screen.getByText('Reason: Use the company domain')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change e-mail' }).getAttribute('href')).toBe(
      '/update-email',
    );
    expect(screen.getByRole('link', { name: 'View verification' })).toBeTruthy();
  });

  it("shows a common decline reason in the employer's language, both the verification's and the e-mail's", async () => {
    await i18n.changeLanguage('hi');
    fakeServer({
      'GET /api/user/': () =>
        ok(
          makeCompany({
            verification_status: 'Declined',
            verification_feedback: 'an invalid or expired document',
            email_change: {
              status: 'Declined',
              new_email: 'me@gmail.com',
              reason: 'a personal e-mail address',
              created_at: '2025-02-01T00:00:00.000Z',
            },
          }),
        ),
    });
    renderWithApp(<EmployerProfileScreen />, '/profile');
    expect(await screen.findByText('कारण: अमान्य या अवधि-समाप्त दस्तावेज़')).toBeTruthy();
    expect(screen.getByText('कारण: निजी ई-मेल')).toBeTruthy();
  });

  it('uploads a photo through the file pipeline and saves its id', async () => {
    const calls = fakeServer({
      'GET /api/user/': () => ok(makeCompany()),
      [`POST /api/file/${EMPLOYER_ID}/pre/upload`]: () =>
        ok({ url: STORAGE, file_id: FILE_ID, fields: { key: 'public/p.png', policy: 'p' } }),
      [`POST ${STORAGE}`]: () => ({ status: 204, body: null }),
      [`POST /api/file/${EMPLOYER_ID}/post/upload`]: () =>
        ok({
          file_id: FILE_ID,
          file_category: 'profile_pic',
          content_type: 'image/png',
          url: '/p.png',
        }),
      'PUT /api/user/v2/profile': () =>
        ok(makeCompany({ profile_pic: FILE_ID, profile_pic_url: '/api/file/public/p.png' })),
    });
    renderWithApp(<EmployerProfileScreen />, '/profile');
    const input = await screen.findByLabelText('Upload company photo');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(100)], 'logo 1.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Photo updated'));
    expect(calls.find((c) => c.key.endsWith('/pre/upload'))?.body).toMatchObject({
      file_name: 'logo1.png',
      file_category: 'profile_pic',
    });
    expect(calls.at(-1)?.body).toEqual({ _id: EMPLOYER_ID, profile_pic: FILE_ID });
    const header = screen.getByRole('heading', { name: 'Sharma Logistics' }).closest('section');
    expect(
      within(header as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toMatch(/^\/api\/file\/public\/p\.png\?t=\d+$/);
  });

  it('refuses a wrong file on the phone, sending nothing', async () => {
    const calls = fakeServer({ 'GET /api/user/': () => ok(makeCompany()) });
    renderWithApp(<EmployerProfileScreen />, '/profile');
    fireEvent.change(await screen.findByLabelText('Upload company photo'), {
      target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] },
    });
    await waitFor(() =>
      expect(notify.fileError).toHaveBeenCalledWith('Please upload the correct format file.'),
    );
    // nothing was uploaded: the only calls read the profile and My payments
    expect(calls.map((c) => c.key).filter((k) => k !== 'GET /api/payment/orders')).toEqual([
      'GET /api/user/',
    ]);
  });
});
