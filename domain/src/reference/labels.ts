// The two interface languages (spec 000 §1); every reference label carries both.
export type Lang = 'hi' | 'en';

export type Labels = { readonly en: string; readonly hi: string };
