import type {
  CompanyDetailBody,
  EmailChangeBody,
  EmployerProfileBody,
  EmployerRecord,
} from '@kaamkaj/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../http';
import { useSession } from '../session';

// spec 001 §7 "Get user": GET /user/ with _id; an employer's record carries the company.
export const employerQuery = (id: string) =>
  queryOptions({
    queryKey: ['user', id],
    queryFn: ({ signal }) =>
      request<Envelope<EmployerRecord>>('/user/', {
        query: { _id: id },
        toast: false,
        signal,
      }).then((body) => body.data),
  });

/** The signed-in employer's record (company, verification, e-mail change). */
export function useEmployer() {
  const id = useSession().user;
  return useQuery({ ...employerQuery(id ?? ''), enabled: Boolean(id) });
}

export type EmployerSaveBody = CompanyDetailBody | EmployerProfileBody | EmailChangeBody;
type Saved = { message: string | undefined; employer: EmployerRecord };

// spec 001 §7 "Update user or employer profile": PUT /user/v2/profile. Forms show failures in
// their own alert, so no toast here.
export function saveEmployer(body: EmployerSaveBody): Promise<Saved> {
  return request<Envelope<EmployerRecord>>('/user/v2/profile', {
    method: 'PUT',
    body,
    toast: false,
  }).then((res) => ({ message: res.message, employer: res.data }));
}

/** Saves, then puts the fresh record in the cache (the shell avatar and guards follow). */
export function useSaveEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployer,
    onSuccess: ({ employer }) => {
      queryClient.setQueryData(['user', employer._id], employer);
    },
  });
}
