import type { ReactNode } from 'react';

/**
 * A field label that repeats its section's title: screen readers keep it, the eye does not need
 * it twice inside a titled modal or an edit-page section (marked data-titled).
 */
export function SectionLabel({ children }: { children: ReactNode }) {
  return <span className="in-[[data-titled]]:sr-only in-[[role=dialog]]:sr-only">{children}</span>;
}
