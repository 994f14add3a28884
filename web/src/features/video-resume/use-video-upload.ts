import { PATHS } from '@kaamkaj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userQuery } from '../../lib/api/user';
import { i18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { StorageUploadError } from './api/upload-to-storage';
import { type UploadStep, uploadVideoResume, type VideoFile } from './upload-video-resume';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

export type UploadStatus = { step: UploadStep; progress: number };

/** Submit with progress and cancel; on success a toast and /profile (spec 000 §2.10). */
export function useVideoUpload() {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession().user;
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const running = useRef<{ controller: AbortController; cancelled: boolean } | null>(null);

  // Leaving the page stops the upload: nobody would see it end.
  useEffect(() => () => running.current?.controller.abort(), []);

  const submit = async (video: VideoFile) => {
    if (!userId || running.current) return;
    const run = { controller: new AbortController(), cancelled: false };
    running.current = run;
    setStatus({ step: 'preparing', progress: 0 });
    try {
      await uploadVideoResume(userId, video, {
        signal: run.controller.signal,
        onStep: (step) => setStatus((now) => ({ step, progress: now?.progress ?? 0 })),
        onProgress: (progress) => setStatus({ step: 'sending', progress }),
      });
      void queryClient.invalidateQueries({ queryKey: userQuery(userId).queryKey });
      notify.success(t('saved'));
      navigate(PATHS.profile);
    } catch (error) {
      // Cancelled: back to the preview, where Submit is offered again.
      if (!run.cancelled && error instanceof StorageUploadError) {
        notify.error(error.status === 0 ? i18n.t('errors.network') : t('uploadFailed'));
      }
      // Other failures: the HTTP client has shown the toast of spec 000 §8.
    } finally {
      running.current = null;
      setStatus(null);
    }
  };

  const cancel = () => {
    if (!running.current) return;
    running.current.cancelled = true;
    running.current.controller.abort();
  };

  return { submit, cancel, status };
}
