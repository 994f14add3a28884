import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { BACKGROUND } from '../query-client';

export type CategorySkill = { _id: string; name: string; name_hi: string };
export type Category = {
  _id: string;
  name: string;
  name_hi: string;
  /** An emoji, drawn when there is no image. */
  icon: string;
  image: string | null;
  skills: CategorySkill[];
};

type CategoriesBody = { success: true; count: number; data: Category[] };

// spec 000 §7 "Jobs": GET /job-category. Public and rarely changed: kept for the session.
export const jobCategoriesQuery = queryOptions({
  queryKey: ['job-category'],
  queryFn: ({ signal }) =>
    request<CategoriesBody>('/job-category', { auth: false, signal }).then((body) => body.data),
  staleTime: 60 * 60_000,
  networkMode: 'offlineFirst', // offline, the service worker's copy answers (lib/pwa/sw.ts)
});

export function useJobCategories() {
  return useQuery(jobCategoriesQuery);
}

/**
 * The same, asked for ahead of a part that needs them later (the employer's dashboard, for a
 * job's details): nobody waits on it, so no loader shows, and the page the server drew is
 * hydrated undisturbed (a loader coming mid-hydration had React draw the shell anew).
 */
export const categoriesAhead = { ...jobCategoriesQuery, meta: BACKGROUND };

export function useJobCategoriesAhead() {
  return useQuery(categoriesAhead);
}

/** A category's or skill's name in the interface language. */
export const nameIn = (item: { name: string; name_hi: string }, lang: 'hi' | 'en') =>
  lang === 'hi' ? item.name_hi || item.name : item.name;
