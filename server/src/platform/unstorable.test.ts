import { describe, expect, it } from 'vitest';
import { call, createTestApp, signInSeeker } from '../../test/helpers';
import { findUnstorable, MAX_DEPTH } from './unstorable';

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

// issue 15 item 2: what PostgreSQL cannot store is refused in one place.
describe('findUnstorable', () => {
  it('finds NUL and lone surrogates in values and keys, naming the path', () => {
    expect(findUnstorable({ name: 'Ravi', about: { text: 'a\u0000b' } })).toEqual({
      path: 'about.text',
      key: 'textUnstorable',
    });
    expect(findUnstorable({ list: ['ok', 'x\ud800'] })).toEqual({
      path: 'list.1',
      key: 'textUnstorable',
    });
    expect(findUnstorable({ 'bad\u0000key': 1 })).toEqual({
      path: 'bad\u0000key',
      key: 'textUnstorable',
    });
    expect(findUnstorable('\udc00')).toEqual({ path: '_', key: 'textUnstorable' });
  });

  it('lets Hindi, emoji (a surrogate pair) and ordinary text through', () => {
    expect(findUnstorable({ name: 'रवि कुमार 👷', n: 5, ok: true, none: null })).toBeNull();
    expect(findUnstorable(Buffer.from([0, 1, 2]))).toBeNull();
  });

  it('refuses nesting past MAX_DEPTH, allows it up to there', () => {
    expect(findUnstorable(deep(MAX_DEPTH))).toBeNull();
    expect(findUnstorable(deep(MAX_DEPTH + 1))?.key).toBe('nestedTooDeep');
  });
});

describe('the one refusal, on a real route', () => {
  it('answers NUL or a lone surrogate with 400 naming the field, in the reader’s language', async () => {
    const t = await createTestApp();
    try {
      const body = { name: 'Ravi\u0000', contact_details: '9876543210', message: 'Need a job' };
      const res = await call(t.app, { method: 'POST', url: '/api/contact/us', payload: body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'This text has a character that cannot be saved',
        errors: { name: 'This text has a character that cannot be saved' },
      });
      const hi = await t.app.inject({
        method: 'POST',
        url: '/api/contact/us',
        headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
        payload: '{"name":"Ravi","contact_details":"9876543210","message":"x\\ud800y z"}',
      });
      expect(hi.statusCode).toBe(400);
      expect(hi.json().errors).toEqual({ message: 'इस लिखावट में ऐसा अक्षर है जो सेव नहीं हो सकता' });

      // a missing nested object reads as a missing field, not zod's English
      const seeker = await signInSeeker(t.app);
      const filter = await call(t.app, {
        method: 'POST',
        url: '/api/job/filter',
        token: seeker.data.token,
        payload: { page: 0 },
      });
      expect(filter.status).toBe(400);
      expect(filter.body.errors).toEqual({ body: 'This field is required' });
    } finally {
      await t.app.close();
    }
  });
});
