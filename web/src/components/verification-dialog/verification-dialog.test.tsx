import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { VerificationDialog } from './verification-dialog';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function open(props: Partial<Parameters<typeof VerificationDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  render(
    <MemoryRouter initialEntries={['/jobs']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <VerificationDialog
                status="Not Initiated"
                feedback={null}
                open
                onOpenChange={onOpenChange}
                {...props}
              />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return onOpenChange;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the verification prompts (spec 001 §4)', () => {
  it('Not Initiated: asks to authenticate now or later', () => {
    const onOpenChange = open();
    expect(screen.getByRole('dialog', { name: 'Please complete authentication' })).toBeTruthy();
    const now = screen.getByRole('link', { name: 'Authenticate Now' });
    expect(now.getAttribute('href')).toBe('/companyverification');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('In Progress: information with OK only', () => {
    const onOpenChange = open({ status: 'In Progress' });
    expect(screen.getByRole('dialog', { name: 'Verification in progress' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Declined: gives the reason and offers to re-submit', () => {
    const onResubmit = vi.fn();
    open({ status: 'Declined', feedback: 'a blurred GST certificate', onResubmit });
    expect(
      screen.getByText(
        'Your verification is declined due to a blurred GST certificate. Do you want to re-submit your document?',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Re-submit' }));
    expect(onResubmit).toHaveBeenCalled();
  });

  it('Declined without a handler: re-submit goes to the verification form, later to the dashboard', () => {
    open({ status: 'Declined', feedback: 'x' });
    fireEvent.click(screen.getByRole('button', { name: 'Re-submit' }));
    expect(screen.getByTestId('where').textContent).toBe('/companyverification');
  });

  it('Approved: information, and a plan prompt when not premium', () => {
    open({ status: 'Approved' });
    expect(screen.getByRole('dialog', { name: 'Your company is verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose plan' }).getAttribute('href')).toBe(
      '/chooseplan',
    );
    cleanup();
    open({ status: 'Approved', isPremium: true });
    expect(screen.queryByRole('link', { name: 'Choose plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it("Declined with a common reason: the reason in the employer's language", async () => {
    // the admin picked it in English; a Hindi reader reads it in Hindi, and back
    await i18n.changeLanguage('hi');
    open({ status: 'Declined', feedback: 'a wrong document number' });
    expect(
      screen.getByText(
        'गलत दस्तावेज़ नंबर के कारण आपका सत्यापन नहीं हुआ। क्या आप दस्तावेज़ दोबारा भेजना चाहते हैं?',
      ),
    ).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('en');
    open({ status: 'Declined', feedback: 'अस्पष्ट दस्तावेज़' });
    expect(
      screen.getByText(
        'Your verification is declined due to an unclear document. Do you want to re-submit your document?',
      ),
    ).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    open({ status: 'Declined', feedback: 'धुंधला दस्तावेज़' });
    expect(
      screen.getByText('धुंधला दस्तावेज़ के कारण आपका सत्यापन नहीं हुआ। क्या आप दस्तावेज़ दोबारा भेजना चाहते हैं?'),
    ).toBeTruthy();
  });
});
