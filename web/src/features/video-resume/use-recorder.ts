import { useEffect, useReducer, useRef, useState } from 'react';
import { browserRecordingFormat, recordedFormat } from './media-format';
import { INITIAL_RECORDER, recorderReducer } from './recorder-machine';
import type { VideoFile } from './upload-video-resume';

// Enough for a face and a voice; keeps 40 s near 5 MB for slow uploads.
const BITRATE = { videoBitsPerSecond: 1_000_000, audioBitsPerSecond: 64_000 };
const TICK_MS = 250;

type Session = { recorder: MediaRecorder; discard: boolean };

function end(session: Session | null, discard: boolean) {
  if (!session) return;
  if (discard) session.discard = true;
  if (session.recorder.state !== 'inactive') session.recorder.stop();
}

/**
 * One continuous MediaRecorder recording across the three questions (spec 000 §2.10), driven by
 * recorderReducer: the first press starts it, the machine's end stops it, and the recorded
 * video is handed to `onRecorded` with the type the browser really recorded.
 */
export function useRecorder(stream: MediaStream | null, onRecorded: (video: VideoFile) => void) {
  const [state, dispatch] = useReducer(recorderReducer, INITIAL_RECORDER);
  const [failed, setFailed] = useState(false);
  const session = useRef<Session | null>(null);
  const deliver = useRef(onRecorded);
  useEffect(() => {
    deliver.current = onRecorded;
  }, [onRecorded]);

  useEffect(() => {
    if (state.phase !== 'asking') return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [state.phase]);

  // Stop pressed, or question 3's time ran out.
  useEffect(() => {
    if (state.phase === 'stopped') end(session.current, false);
  }, [state.phase]);

  // Leaving mid-recording throws the recording away.
  useEffect(() => () => end(session.current, true), []);

  function begin(source: MediaStream): boolean {
    const format = browserRecordingFormat();
    if (!format) return false;
    try {
      const recorder = new MediaRecorder(source, { mimeType: format.mimeType, ...BITRATE });
      const current: Session = { recorder, discard: false };
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        if (current.discard) return;
        const recorded = recordedFormat(format, recorder.mimeType);
        // The container without codec parameters, as the file pipeline stores it.
        const blob = new Blob(chunks, { type: recorded.contentType });
        if (blob.size === 0) {
          setFailed(true);
          dispatch({ type: 'reset' });
          return;
        }
        deliver.current({ blob, fileName: recorded.fileName, contentType: recorded.contentType });
      };
      recorder.onerror = () => {
        end(current, true);
        setFailed(true);
        dispatch({ type: 'reset' });
      };
      recorder.start(1000); // 1 s slices: a crash late in the answer keeps what came before
      session.current = current;
      return true;
    } catch {
      return false;
    }
  }

  const press = () => {
    if (state.phase === 'ready') {
      setFailed(false);
      if (!stream || !begin(stream)) {
        setFailed(true);
        return;
      }
    }
    dispatch({ type: 'press', now: Date.now() });
  };

  /** Cancel: throw the recording away and show question 1 again. */
  const discard = () => {
    end(session.current, true);
    session.current = null;
    dispatch({ type: 'reset' });
  };

  return { state, failed, press, discard };
}
