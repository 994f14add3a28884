import { describe, expect, it } from 'vitest';
import { ContactUsBody } from './contact.schemas';

describe('ContactUsBody (spec 000 §5)', () => {
  it('lower-cases contact_details', () => {
    expect(
      ContactUsBody.parse({ name: 'Ravi', contact_details: 'Ravi@Mail.COM', message: 'Need help' }),
    ).toEqual({ name: 'Ravi', contact_details: 'ravi@mail.com', message: 'Need help' });
  });

  it.each([
    [{ contact_details: '9876543210', message: 'x' }, 'contactNameRequired'],
    [{ name: 'x'.repeat(51), contact_details: '9876543210', message: 'x' }, 'contactNameMax'],
    [{ name: 'Ravi', contact_details: 'hello', message: 'x' }, 'contactDetailsInvalid'],
    [{ name: 'Ravi', contact_details: '9876543210', message: '' }, 'contactMessageRequired'],
    [
      { name: 'Ravi', contact_details: '9876543210', message: 'x'.repeat(501) },
      'contactMessageMax',
    ],
  ])('rejects %j with %s', (body, key) => {
    const result = ContactUsBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});
