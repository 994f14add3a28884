import type { CategoryBody } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { ADMIN_KEY } from './paged';
import type { AdminCategory } from './types';

// POST /admin/job-categories creates (id from name_en); PUT /admin/job-categories/:id replaces.
export function saveCategory(id: string | null, body: CategoryBody) {
  return request<Envelope<AdminCategory>>(
    id ? `/admin/job-categories/${id}` : '/admin/job-categories',
    { method: id ? 'PUT' : 'POST', body, toast: false },
  ).then((res) => res.message);
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CategoryBody }) => saveCategory(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
