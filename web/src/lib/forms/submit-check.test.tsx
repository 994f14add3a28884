import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSubmitCheck } from './submit-check';

const schema = z.object({ contact: z.string().regex(/^\d{10}$/, { error: 'mobileInvalid' }) });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useSubmitCheck (issue 16 item 1: a form with no form library)', () => {
  it('loads nothing while the visitor has not touched the form', () => {
    const load = vi.fn(async () => schema);
    const next = vi.fn(async () => undefined);
    renderHook(() => useSubmitCheck(load, next));
    expect(load).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });

  it('starts the rules as it hydrates when a field already has the focus (typed before)', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const load = vi.fn(async () => schema);
    const next = vi.fn(async () => undefined);
    renderHook(() => useSubmitCheck(load, next));
    expect(load).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("checks on submit and returns the first error of each field in the schema's words", async () => {
    const { result } = renderHook(() => useSubmitCheck(async () => schema));
    expect(await result.current.check({ contact: '12345' })).toBeNull();
    await vi.waitFor(() =>
      expect(result.current.errors).toEqual({ contact: { message: 'mobileInvalid' } }),
    );
    expect(await result.current.check({ contact: '9876543210' })).toEqual({
      contact: '9876543210',
    });
  });
});
