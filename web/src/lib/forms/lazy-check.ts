import type { FieldValues, Resolver } from 'react-hook-form';
import { loadRulesOrSay } from './rules-unavailable';

// Its own module, apart from lazy-resolver.ts: a filter's resolver (on the jobs screen's first
// load) takes it without zodResolver and zod.

/**
 * A resolver whose check is loaded on demand (a schema's module, a form's own check). A check
 * that could not be loaded (issue 16 item 6: offline before it ever came) sends nothing and says
 * so in the reader's language (`rulesUnavailable`): an error of the form as a whole, no field
 * marked, nothing typed lost. Before, the submit's promise failed and the tap did nothing.
 */
export function lazyCheck<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const check = await loadRulesOrSay(load);
    if (!check) return { values: {}, errors: { root: { type: 'unavailable' } } } as never;
    return check(values, context, options);
  };
}
