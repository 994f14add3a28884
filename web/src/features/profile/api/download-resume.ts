import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestBlob } from '../../../app/http';
import type { Lang } from '../../../app/i18n';

// spec 000 §4, §9: GET /user/resume?lang= answers the A4 PDF once the profile is 100 %.
export function downloadResume(lang: Lang) {
  return requestBlob('/user/resume', { query: { lang } });
}

/** Hands a blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
