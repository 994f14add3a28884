import { act } from '@testing-library/react';

/**
 * Android's back button: `history.back()`, and what the app does on the popstate that follows a
 * task later, inside act (Preact renders an update outside act on its own schedule, after the
 * test has looked).
 */
export function pressBack(): Promise<void> {
  return act(async () => {
    const popped = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
}
