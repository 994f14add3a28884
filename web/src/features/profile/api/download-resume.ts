import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/http';
import type { Lang } from '../../../lib/i18n';
import { saveBlob } from '../../../lib/save-blob';

// spec 000 §4, §9: GET /user/resume?lang= answers the A4 PDF once the profile is 100 %.
export function downloadResume(lang: Lang) {
  return requestBlob('/user/resume', { query: { lang } });
}

export function useDownloadResume(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lang: Lang) => {
      const { blob, fileName } = await downloadResume(lang);
      saveBlob(blob, fileName ?? 'Kaamkaj_Resume.pdf');
    },
    // total_downloaded_resume is now true on the server
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', userId] }),
  });
}
