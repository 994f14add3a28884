import { useEffect, useState } from 'react';

export type Facing = 'user' | 'environment';
export type CameraStatus = 'starting' | 'ready' | 'denied' | 'unavailable' | 'unsupported';
type Camera = { status: CameraStatus; stream: MediaStream | null };

// Small frames: a 40 s answer stays near 5 MB, which a slow network can still upload.
export const cameraConstraints = (facing: Facing): MediaStreamConstraints => ({
  video: { facingMode: { ideal: facing }, width: { ideal: 640 }, height: { ideal: 480 } },
  audio: { echoCancellation: true, noiseSuppression: true },
});

/** Permission refused (by the person or a policy) versus no working camera at all. */
export function cameraStatusOf(error: unknown): CameraStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return ['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name)
    ? 'denied'
    : 'unavailable';
}

export function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * spec 000 §2.3: the camera and microphone are requested on the video page. The stream is
 * stopped when the facing mode changes (many phones open one camera at a time) and on unmount,
 * so the camera light goes out when the page is left.
 */
export function useCamera(facing: Facing, canRecord: boolean) {
  const [camera, setCamera] = useState<Camera>({
    status: canRecord ? 'starting' : 'unsupported',
    stream: null,
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again (Try again)
  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!canRecord || !media?.getUserMedia) {
      setCamera({ status: 'unsupported', stream: null });
      return;
    }
    let live = true;
    let stream: MediaStream | null = null;
    setCamera({ status: 'starting', stream: null });
    media.getUserMedia(cameraConstraints(facing)).then(
      (opened) => {
        if (!live) return stopTracks(opened);
        stream = opened;
        setCamera({ status: 'ready', stream: opened });
      },
      (error: unknown) => {
        if (live) setCamera({ status: cameraStatusOf(error), stream: null });
      },
    );
    return () => {
      live = false;
      stopTracks(stream);
    };
  }, [facing, canRecord, attempt]);

  return { ...camera, retry: () => setAttempt((n) => n + 1) };
}
