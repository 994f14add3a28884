import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazyCheck } from './lazy-check';

/**
 * zodResolver for a domain schema loaded on demand. The domain's schema module carries the
 * category and district lists (~100 KB): a form paints first, and the schema arrives by the
 * time it is checked (screens call `load` on mount to fetch it early).
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  return lazyCheck(async () => zodResolver(await load()));
}
