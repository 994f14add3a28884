import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod under the Content-Security-Policy (issue 15 item 7)', () => {
  it('runs jitless: no eval probe, no compiled parsers', () => {
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), age: z.number().int() });
    expect(schema.parse({ name: 'Kamla', age: 30 })).toEqual({ name: 'Kamla', age: 30 });
  });
});
