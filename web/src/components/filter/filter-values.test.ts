import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { noteNetworkFailure, noteNetworkSuccess } from '../../lib/network';
import { notify } from '../../lib/toast';
import { schemaResolver } from './filter-values';

vi.mock('../../lib/toast', () => ({ notify: { error: vi.fn() } }));

type Values = { salary_from: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;
const toBody = (values: Values) => ({ salary_from: Number(values.salary_from) });
const SalaryBody = z.object({ salary_from: z.number().min(1000, 'salaryMin') });

describe("a filter's rules (the jobs feed's and the candidate search's)", () => {
  beforeEach(async () => {
    vi.mocked(notify.error).mockClear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => noteNetworkSuccess());

  it('puts the schema message under its field, and passes the body when it holds', async () => {
    const resolver = schemaResolver<Values, z.output<typeof SalaryBody>>(
      async () => SalaryBody,
      toBody,
    );
    expect(await resolver({ salary_from: '500' }, undefined, OPTIONS)).toEqual({
      values: {},
      errors: { salary_from: { type: 'validate', message: 'salaryMin' } },
    });
    expect(await resolver({ salary_from: '12000' }, undefined, OPTIONS)).toEqual({
      values: { salary_from: 12000 },
      errors: {},
    });
  });

  // issue 16 item 6: before, Apply offline with the rules never loaded did nothing
  it('offline before its rules ever came: applies nothing and says so in English', async () => {
    noteNetworkFailure();
    const resolver = schemaResolver<Values, z.output<typeof SalaryBody>>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /f.js')),
      toBody,
    );
    expect(await resolver({ salary_from: '12000' }, undefined, OPTIONS)).toEqual({
      values: {},
      errors: { root: { type: 'unavailable' } },
    });
    expect(notify.error).toHaveBeenCalledWith(
      'You are offline. Connect to the internet and try again. What you typed stays here.',
    );
  });
});
