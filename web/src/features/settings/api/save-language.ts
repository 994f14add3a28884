import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../../../lib/api/update-profile';
import type { Lang } from '../../../lib/i18n';

// spec 000 §2.13: the language chosen in the settings is kept on the account too (PUT {lang}).
export function useSaveLanguage(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: Lang) =>
      userId ? updateProfile({ _id: userId, lang }, true) : Promise.resolve(null),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(['user', saved.user._id], saved.user);
    },
  });
}
