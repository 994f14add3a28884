export const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
