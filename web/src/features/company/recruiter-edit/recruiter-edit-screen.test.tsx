import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/toast';
import { signedInEmployerPerTest } from '../../../test/employer-session';
import { fakeServer, ok } from '../../../test/fake-server';
import { EMPLOYER_ID, makeCompany } from '../../../test/make-employer';
import { renderRoute } from '../../../test/render';
import { RecruiterEditScreen } from './recruiter-edit-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const renderScreen = () => renderRoute('/recruiterEdit', <RecruiterEditScreen />);

signedInEmployerPerTest();

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('/recruiterEdit (spec 001 §2, §6)', () => {
  it('shows name, e-mail, mobile and the company name disabled', async () => {
    fakeServer({ 'GET /api/user/': () => ok(makeCompany()) });
    renderScreen();
    expect((await screen.findByLabelText('Your name')) as HTMLInputElement).toHaveProperty(
      'disabled',
      true,
    );
    expect(input('Your name').value).toBe('Ravi Sharma');
    expect(input('E-mail').disabled).toBe(true);
    expect(input('Mobile number').disabled).toBe(true);
    expect(input('Company name').disabled).toBe(true);
    expect(input('Company name').value).toBe('Sharma Logistics');
    expect(screen.getByText('Name, e-mail and mobile cannot be changed here.')).toBeTruthy();
    expect(screen.getByText('The company name cannot be changed once saved.')).toBeTruthy();
    expect(input('Company address').disabled).toBe(false);
  });

  it('saves the organisation fields only, then toasts and goes back to /profile', async () => {
    const calls = fakeServer({
      'GET /api/user/': () => ok(makeCompany()),
      'PUT /api/user/v2/profile': (body) => ok(makeCompany(body)),
    });
    renderScreen();
    await screen.findByLabelText('Company address');
    fireEvent.change(input('Company address'), { target: { value: '14, Transport Nagar' } });
    fireEvent.change(input('Contact person number (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'My Client' }));
    save();
    expect((await screen.findByTestId('where')).textContent).toBe('/profile');
    expect(notify.success).toHaveBeenCalledWith('Company profile updated');
    expect(calls.at(-1)?.body).toEqual({
      _id: EMPLOYER_ID,
      hiring_for: 'my_client',
      address: '14, Transport Nagar',
      pincode: '226012',
      about_company: 'Trucks and warehouses across Uttar Pradesh.',
      industry: 'logistics',
      district: 'up-lucknow',
      contact_person_name: 'Sunita',
      contact_person_number: '',
    });
  });

  it('asks before changing the organisation type, and sends the new type', async () => {
    const calls = fakeServer({
      'GET /api/user/': () => ok(makeCompany()),
      'PUT /api/user/v2/profile': (body) => ok(makeCompany(body)),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('radio', { name: 'Consultancy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change organisation type?' });
    expect(dialog.textContent).toContain('from Company to Consultancy');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    save();
    await screen.findByTestId('where');
    expect(calls.at(-1)?.body).toMatchObject({ organization_type: 'consultancy' });
  });

  it('locks the organisation type while verification is under way', async () => {
    fakeServer({ 'GET /api/user/': () => ok(makeCompany({ verification_status: 'In Progress' })) });
    renderScreen();
    expect(
      await screen.findByText(
        'The organisation type cannot be changed while your verification is In Progress.',
      ),
    ).toBeTruthy();
    expect(input('Consultancy').disabled).toBe(true);
  });

  it('checks the fields and shows a server refusal in an alert', async () => {
    fakeServer({
      'GET /api/user/': () => ok(makeCompany()),
      'PUT /api/user/v2/profile': () => ({
        status: 400,
        body: { success: false, code: 'ORG_TYPE_LOCKED', message: 'Organisation type is locked' },
      }),
    });
    renderScreen();
    await screen.findByLabelText('Pincode');
    fireEvent.change(input('Pincode'), { target: { value: '12' } });
    save();
    expect(await screen.findByText('Please enter 6 digit pincode')).toBeTruthy();
    fireEvent.change(input('Pincode'), { target: { value: '226010' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Organisation type is locked');
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
