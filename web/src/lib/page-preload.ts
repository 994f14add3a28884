// The app's way to load a page's code before showing it (app/router.tsx registers it as the app
// starts), for features that must not import the app itself. Until then, and in a screen's unit
// test, nothing is loaded ahead.

type Preloads = {
  /** the layout and the screen of a path, as the signed-in role sees it */
  page: (pathname: string) => Promise<unknown>;
  /** the signed-in app's frame (header, bottom navigation) */
  appShell: () => Promise<unknown>;
};

let preloads: Preloads = { page: async () => false, appShell: async () => undefined };

export function registerPreloads(registered: Preloads): void {
  preloads = registered;
}

/**
 * Loads `to`'s page (a path, with or without its ?query), at most `capMs`: a network too slow
 * for that gets the page's own loading state instead. Never rejects: a chunk that cannot come is
 * the page's own boundary's to explain once it is opened.
 */
export async function preloadBeforeOpening(to: string, capMs = 8000): Promise<void> {
  const pathname = to.split(/[?#]/)[0] ?? to;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    preloads.page(pathname).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, capMs);
    }),
  ]);
  clearTimeout(timer);
}

/** Starts loading the signed-in app's frame (a sign-in about to finish), without waiting. */
export function preloadAppShell(): void {
  preloads.appShell().catch(() => undefined);
}
