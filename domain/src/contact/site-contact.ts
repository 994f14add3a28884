/**
 * How the public site's visitors reach Kaamkaj (spec 000 §2.3 footer, spec 001 §2 #contact):
 * the support number (called and on WhatsApp), the support e-mail and the company's address.
 * The server reads them from SUPPORT_PHONE, SUPPORT_EMAIL and COMPANY_ADDRESS, with these values
 * when unset, and sends them in GET /api/config. The build prerenders the public pages with
 * these values, and the server puts its own in their place when they differ (issue 16 item 2:
 * a visitor on a slow network, or without JavaScript, reads the number on the page as sent).
 */
export type SiteContact = {
  support_phone: string;
  support_email: string;
  company_address: string;
};

export const SITE_CONTACT: SiteContact = {
  support_phone: '1800-120-4455',
  support_email: 'support@kaamkaj.in',
  company_address: 'Kaamkaj Services Pvt. Ltd., 2nd Floor, Sector 62, Noida, Uttar Pradesh 201309',
};

/** The element of a prerendered page that holds its contact details, as JSON. */
export const SITE_CONTACT_ID = 'site-contact';

/** A chat with the support number on WhatsApp: a 10-digit Indian number gets the country code. */
export function whatsappLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

/** The element (a JSON data block, never run) that carries `contact` in a page. */
export function siteContactScript(contact: SiteContact): string {
  const json = JSON.stringify(contact).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SITE_CONTACT_ID}">${json}</script>`;
}
