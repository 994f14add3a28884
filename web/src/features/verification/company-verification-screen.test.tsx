import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { signedInEmployerPerTest } from '../../test/employer-session';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { EMPLOYER_ID, makeCompany } from '../../test/make-employer';
import { renderWithApp } from '../../test/render';
import { CompanyVerificationScreen } from './company-verification-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const FILE_ID = '0196a1ff-3ae5-7030-abae-8a102074de99';
const STORAGE = 'https://storage.test/kaamkaj';

type Handler = (body: Record<string, unknown>) => Reply;

function start(employer = makeCompany(), routes: Record<string, Handler> = {}) {
  const calls = fakeServer({
    'GET /api/user/': () => ok(employer),
    [`POST /api/file/${EMPLOYER_ID}/pre/upload`]: () =>
      ok({ url: STORAGE, file_id: FILE_ID, fields: { key: 'k' } }),
    [`POST ${STORAGE}`]: () => ({ status: 204, body: null }),
    [`POST /api/file/${EMPLOYER_ID}/post/upload`]: () =>
      ok({
        file_id: FILE_ID,
        url: null,
        file_category: 'document',
        content_type: 'application/pdf',
      }),
    'POST /api/company/verification': () => ok(undefined, 'Document submitted for verification'),
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/companyverification" element={<CompanyVerificationScreen />} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    '/companyverification',
  );
  return calls;
}

const submitButton = () =>
  screen.getByRole('button', { name: 'Submit for verification', hidden: true });
const isDisabled = (element: HTMLElement) => element.matches(':disabled');

signedInEmployerPerTest();
beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.fileError).mockClear();
});

describe('/companyverification, Not Initiated (spec 001 §2, §5)', () => {
  it('prefills the organisation and limits the types to it', async () => {
    start(makeCompany({ organization_type: 'consultancy', company_name: 'Apex Staffing' }));
    expect(await screen.findByLabelText('Company name')).toHaveProperty('value', 'Apex Staffing');
    const types = screen.getByRole('group', { name: 'Verification type' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Business Email', 'GST', 'PAN', 'CRN', 'Individual PAN']);
  });

  it('shows the document number errors and the format hint', async () => {
    start();
    fireEvent.click(await screen.findByRole('radio', { name: 'GST' }));
    expect(screen.getByText('Example: 22AAAAA0000A1Z5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('GST number'), { target: { value: '22AAA' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Please enter a valid document number')).toBeTruthy();
    expect(screen.getByText('please upload correct format')).toBeTruthy();
  });

  it('refuses a wrong file with the 5 s file toast', async () => {
    start();
    fireEvent.click(await screen.findByRole('radio', { name: 'PAN' }));
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'pan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload the document'), { target: { files: [big] } });
    expect(notify.fileError).toHaveBeenCalledWith('File size should be less than 5 MB');
    const doc = new File(['x'], 'pan.docx', { type: 'application/msword' });
    fireEvent.change(screen.getByLabelText('Upload the document'), { target: { files: [doc] } });
    expect(notify.fileError).toHaveBeenCalledWith('Please upload the correct format file.');
  });

  it('uploads the document privately, submits it, then goes to the dashboard after 5 s', async () => {
    const calls = start();
    fireEvent.click(await screen.findByRole('radio', { name: 'GST' }));
    fireEvent.change(screen.getByLabelText('GST number'), { target: { value: '22aaaaa0000a1z5' } });
    const file = new File(['%PDF'], 'gst certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload the document'), { target: { files: [file] } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Going to your dashboard in 5 seconds…')).toBeTruthy();
    expect(calls.find((c) => c.key.endsWith('/pre/upload'))?.body).toEqual({
      file_name: 'gstcertificate.pdf',
      content_type: 'application/pdf',
      file_size: 4,
      file_category: 'document',
    });
    expect(calls.find((c) => c.key === 'POST /api/company/verification')?.body).toEqual({
      organization_type: 'company',
      company_name: 'Sharma Logistics',
      documents: { gst: { doc_no: '22aaaaa0000a1z5', files: [FILE_ID] } },
    });
    expect(notify.success).toHaveBeenCalledWith('Document submitted for verification');
    expect(screen.queryByText('Dashboard page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('Dashboard page')).toBeTruthy();
  });

  it('shows the spec message and the server reason when the submit fails', async () => {
    start(makeCompany(), {
      'POST /api/company/verification': () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Please check the form',
          errors: { 'documents.crn.doc_no': 'Please enter a valid document number' },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'CRN' }));
    fireEvent.change(screen.getByLabelText('CRN number'), { target: { value: '123456' } });
    const file = new File(['x'], 'crn.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload the document'), { target: { files: [file] } });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'An error occurred while uploading document. Please check the form',
    );
    expect(screen.getByText('Please enter a valid document number')).toBeTruthy();
  });

  it('verifies a business e-mail with a code, refusing free mail first', async () => {
    const calls = start(makeCompany(), {
      'POST /api/company/verification': () =>
        ok({ awaiting_email: true }, 'We have sent a code to hr@sharmalogistics.in'),
      'POST /api/company/verification/email/confirm': (body: Record<string, unknown>) =>
        body.otp === '1234'
          ? ok(undefined, 'Your verification is in progress')
          : body.otp === '0000'
            ? {
                status: 429,
                body: {
                  success: false,
                  code: 'OTP_LOCKED',
                  message:
                    'Too many wrong codes for this e-mail address today. Please try again later.',
                },
              }
            : {
                status: 400,
                body: { success: false, code: 'INVALID_OTP', message: 'Sorry! Invalid OTP' },
              },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Business Email' }));
    const email = screen.getByLabelText('Business e-mail');
    fireEvent.change(email, { target: { value: 'ravi@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'Please enter your company (consultancy) email, not a free email address',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/company/verification')).toBe(false);

    fireEvent.change(email, { target: { value: 'HR@SharmaLogistics.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code sent to hr@sharmalogistics.in');
    expect(calls.find((c) => c.key === 'POST /api/company/verification')?.body).toEqual({
      organization_type: 'company',
      company_name: 'Sharma Logistics',
      documents: { email_id: { doc_no: 'HR@SharmaLogistics.in' } },
    });
    fireEvent.change(code, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'An error occurred while verifing email. Sorry! Invalid OTP',
    );
    // issue 15 item 4: the lock of the address, in the server's words for an e-mail
    fireEvent.change(code, { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(
      await screen.findByText(
        'An error occurred while verifing email. Too many wrong codes for this e-mail address today. Please try again later.',
      ),
    ).toBeTruthy();
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'E-mail verified. Your verification is in progress.',
      ),
    );
    expect(calls.filter((c) => c.key.endsWith('/email/confirm')).at(-1)?.body).toEqual({
      otp: '1234',
    });
  });
});

describe('/companyverification in the other states (spec 001 §4)', () => {
  it('In Progress: an information dialog with OK and a locked form', async () => {
    start(makeCompany({ verification_status: 'In Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification in progress' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(isDisabled(screen.getByLabelText('Company name'))).toBe(true);
  });

  it('Approved: information, a plan prompt, and the submit disabled', async () => {
    start(makeCompany({ verification_status: 'Approved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your company is verified' });
    expect(within(dialog).getByRole('link', { name: 'Choose plan' })).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('Declined: the reason, then the form re-opens on Re-submit', async () => {
    start(
      makeCompany({ verification_status: 'Declined', verification_feedback: 'an expired PAN' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Verification declined' });
    expect(
      within(dialog).getByText(
        'Your verification is declined due to an expired PAN. Do you want to re-submit your document?',
      ),
    ).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-submit' }));
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    expect(isDisabled(screen.getByLabelText('Company name'))).toBe(false);
  });

  it("Declined with a common reason: the dialog and the panel say it in the reader's language", async () => {
    await i18n.changeLanguage('hi');
    start(
      makeCompany({
        verification_status: 'Declined',
        verification_feedback: 'an unclear document',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'अस्पष्ट दस्तावेज़ के कारण आपका सत्यापन नहीं हुआ। क्या आप दस्तावेज़ दोबारा भेजना चाहते हैं?',
      ),
    ).toBeTruthy();
    expect(screen.getByText('अस्पष्ट दस्तावेज़ के कारण आपका सत्यापन नहीं हुआ।')).toBeTruthy();
  });

  it('Declined, Later: goes to the dashboard', async () => {
    start(makeCompany({ verification_status: 'Declined', verification_feedback: 'x' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification declined' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});
