import { describe, expect, it } from 'vitest';
import { SITE_CONTACT, siteContactScript, whatsappLink } from './site-contact';

describe('the site contact details', () => {
  // the server finds the build's details in a prerendered page by their escaped text
  // (server/src/platform/web-app.ts fillSiteContact): the renderer and its escaping must agree
  it('hold no character that HTML escapes', () => {
    for (const value of Object.values(SITE_CONTACT)) expect(value).not.toMatch(/[&<>"']/);
    expect(whatsappLink(SITE_CONTACT.support_phone)).toBe('https://wa.me/18001204455');
  });

  it('give a 10-digit number the country code on WhatsApp, keep a longer one', () => {
    expect(whatsappLink('98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsappLink('+91 98765-43210')).toBe('https://wa.me/919876543210');
  });

  it('are carried in a data block that text cannot end', () => {
    const script = siteContactScript({ ...SITE_CONTACT, company_address: '</script><b>x' });
    expect(script).toMatch(/^<script type="application\/json" id="site-contact">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({
      ...SITE_CONTACT,
      company_address: '</script><b>x',
    });
  });
});
