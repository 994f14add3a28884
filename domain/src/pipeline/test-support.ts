/** The first message of each field of a failed zod parse, keyed by its dotted path. */
export const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).reduce<Record<string, string>>((all, i) => {
    all[i.path.join('.')] ??= i.message;
    return all;
  }, {});
