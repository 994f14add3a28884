import { MESSAGES_HI } from '@kaamkaj/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, api } from '../support/api';
import { axeViolations } from '../support/axe';
import { launch, newMobile, phone, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

type InboxItem = { name: string; contact_details: string; message: string; kind: string };

// spec 000 §2.3 "contact-us modal" in the footer, §5 its messages; spec 001 §7 POST /contact/us;
// issue 13 part 6: what is sent reaches the admin's inbox.
describe('the contact-us form', () => {
  it('opens from the footer in Hindi, names each missing field, keeps what was typed offline, and reaches the inbox once', async () => {
    const context = await phone(browser, 'hi');
    const page = await context.newPage();
    await page.goto('/');
    const footerLink = page.locator('footer').getByRole('link', { name: 'संपर्क करें' });
    // without the app it leads to #contact (journeys/prerendered.test.ts); the app opens the form
    await footerLink.click();

    const dialog = page.getByRole('dialog', { name: 'संपर्क करें' });
    /** The message a field is described by (components/ui/field.tsx), or null. */
    const errorOf = async (label: string) => {
      const id = await dialog.getByLabel(label).getAttribute('aria-describedby');
      return id ? page.locator(`[id="${id}"]`).innerText() : null;
    };
    await dialog.waitFor();
    expect(new URL(page.url()).hash).toBe(''); // the app opened the form, not the link
    await dialog.getByRole('button', { name: 'भेजें' }).click();
    await dialog.getByText(MESSAGES_HI.contactNameRequired).waitFor();
    // each message is the described error of its own field, in Hindi
    expect(await errorOf('आपका नाम')).toBe(MESSAGES_HI.contactNameRequired);
    expect(await errorOf('मोबाइल नंबर या ईमेल')).toBe(MESSAGES_HI.contactDetailsRequired);
    expect(await errorOf('संदेश')).toBe(MESSAGES_HI.contactMessageRequired);

    const name = `संपर्क ${newMobile()}`;
    await dialog.getByLabel('आपका नाम').fill(name);
    await dialog.getByLabel('मोबाइल नंबर या ईमेल').fill('12345');
    await dialog.getByLabel('संदेश').fill('मुझे ड्राइवर की नौकरी चाहिए, मदद करें।');
    await dialog.getByRole('button', { name: 'भेजें' }).click();
    await dialog.getByText(MESSAGES_HI.contactDetailsInvalid).waitFor();
    expect(await errorOf('आपका नाम')).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'contact-us-errors-hi');

    const mobile = newMobile();
    await dialog.getByLabel('मोबाइल नंबर या ईमेल').fill(mobile);
    // issue 16 item 6: sent with the network gone, it says so at once and keeps what was typed
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'भेजें' }).click();
    await page
      .getByText('आप ऑफ़लाइन हैं। इंटरनेट चालू करके फिर से कोशिश करें। आपने जो भरा है, वह यहीं रहेगा।')
      .waitFor();
    await shot(page, 'contact-us-offline-hi');
    expect(await dialog.getByLabel('मोबाइल नंबर या ईमेल').inputValue()).toBe(mobile);
    expect(await dialog.getByLabel('संदेश').inputValue()).toBe('मुझे ड्राइवर की नौकरी चाहिए, मदद करें।');
    await context.setOffline(false);
    await dialog.getByRole('button', { name: 'भेजें' }).click();
    await page.getByText('धन्यवाद! हम जल्द ही आपसे बात करेंगे।').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const admin = await adminSession();
    const inbox = await api<{ data: InboxItem[] }>('GET', '/admin/inbox?kind=contact', {
      token: admin.token,
    });
    expect(inbox.body.data.filter((item) => item.name === name)).toEqual([
      expect.objectContaining({
        contact_details: mobile,
        message: 'मुझे ड्राइवर की नौकरी चाहिए, मदद करें।',
      }),
    ]);

    // opened again, the form is empty: nothing of the last message is left to be sent twice
    await page.locator('#contact').getByRole('link', { name: 'हमें लिखें' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('आपका नाम').inputValue()).toBe('');
    await context.close();
  });
});
