import { useState } from 'react';
import { CapturePanel } from './capture-panel';
import { PreviewPanel } from './preview-panel';
import type { VideoFile } from './upload-video-resume';
import './video-resume-i18n';

function VideoResumeFlow({ onRestart }: { onRestart: () => void }) {
  const [video, setVideo] = useState<VideoFile | null>(null);
  if (video) return <PreviewPanel video={video} onBack={onRestart} />;
  return (
    <CapturePanel
      onVideo={(picked) => {
        setVideo(picked);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

/**
 * /videoresume (spec 000 §2.10). "Back reloads the page": the page starts afresh (camera asked
 * again, nothing recorded) by remounting, without downloading the app again on a slow network.
 */
export function VideoResumeScreen() {
  const [round, setRound] = useState(0);
  return <VideoResumeFlow key={round} onRestart={() => setRound((n) => n + 1)} />;
}
