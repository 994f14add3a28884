// issue 15 item 7: zod compiles its fast object parsers with `new Function`, which the
// Content-Security-Policy (no 'unsafe-eval') refuses; even its probe for eval is reported as a
// violation. Jitless, it neither probes nor compiles. main.tsx imports this first, before any
// schema is built (the probe runs when an object schema is made).
//
// This is `z.config({ jitless: true })` without loading zod into the first chunk (11 KB): zod
// keeps that configuration on globalThis.__zod_globalConfig and adopts one set before it loads.
// zod-jitless.test.ts checks that z.config() sees it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
