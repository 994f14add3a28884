import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { VideoResumeScreen } from './video-resume-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] };
let getUserMedia: ReturnType<typeof vi.fn>;
let recorders: FakeRecorder[];

/** MediaRecorder as Chrome before 126 behaves: WebM only. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: unknown, options: { mimeType: string }) {
    this.mimeType = options.mimeType;
    recorders.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(3000)], { type: this.mimeType }) });
    this.onstop?.();
  }
}

beforeEach(async () => {
  recorders = [];
  track.stop.mockClear();
  getUserMedia = vi.fn(async () => stream);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  URL.createObjectURL = vi.fn(() => 'blob:video');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/videoresume']}>
        <Routes>
          <Route path="/videoresume" element={<VideoResumeScreen />} />
          <Route path="/profile" element={<p>profile page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const mainButton = (name: string) => screen.getByRole('button', { name });

/** Create Resume, once the camera runs (it is disabled while the camera starts). */
async function openRecorder() {
  const create = await screen.findByRole('button', { name: 'Create Resume' });
  await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(create);
}
const seconds = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('/videoresume (spec 000 §2.10)', () => {
  it('asks for camera and microphone, front camera first, and switches before recording', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch camera' }));
    expect(getUserMedia.mock.calls.map(([c]) => c.video.facingMode.ideal)).toEqual([
      'user',
      'environment',
    ]);
    expect(getUserMedia.mock.calls[0]?.[0].audio).toBeTruthy();
    expect(track.stop).toHaveBeenCalledTimes(1); // the front camera was released first
  });

  it('records the three questions with Start, Next, Start, Stop and shows the preview', async () => {
    renderScreen();
    await openRecorder();
    expect(screen.getByText('Tell us your name and where you live')).toBeTruthy();
    fireEvent.click(mainButton('Start'));
    expect(screen.queryByRole('button', { name: 'Switch camera' })).toBeNull();
    expect(recorders[0]?.mimeType).toBe('video/webm;codecs=vp9,opus');
    seconds(5000);
    expect(screen.getByRole('timer').textContent).toBe('0:10');
    fireEvent.click(mainButton('Next'));
    expect(screen.getByText('What work have you done before?')).toBeTruthy();
    fireEvent.click(mainButton('Start'));
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    fireEvent.click(mainButton('Stop'));

    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(screen.getByText('resume.webm · 0.0 MB')).toBeTruthy();
    expect(recorders).toHaveLength(1); // one continuous recording
    expect(track.stop).toHaveBeenCalled(); // the camera is off during the preview

    fireEvent.click(mainButton('Back'));
    expect(await screen.findByRole('button', { name: 'Create Resume' })).toBeTruthy();
  });

  it('moves on by itself when each time runs out: 15 s, 10 s, then 15 s and the preview', async () => {
    renderScreen();
    await openRecorder();
    fireEvent.click(mainButton('Start'));
    seconds(15_000);
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(mainButton('Start')).toBeTruthy();
    seconds(10_000);
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    seconds(14_000);
    expect(screen.getByRole('timer').textContent).toBe('0:01');
    seconds(1000);
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('explains a refused camera kindly, and still offers Upload Resume', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('The camera is blocked');
    expect(screen.queryByRole('button', { name: 'Create Resume' })).toBeNull();
    expect(screen.getByLabelText('Upload Resume')).toBeTruthy();
    fireEvent.click(mainButton('Try again'));
    expect(await screen.findByRole('button', { name: 'Create Resume' })).toBeTruthy();
  });

  it('does not ask for the camera where the browser cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Recording is not possible here',
    );
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Upload Resume')).toBeTruthy();
  });

  it('checks a picked file first: a red toast for a wrong type, the preview for a video', async () => {
    renderScreen();
    const input = await screen.findByLabelText('Upload Resume');
    expect(input.getAttribute('accept')).toBe('video/*');
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(notify.fileError).toHaveBeenCalledWith('Please upload the correct format file.');

    const video = new File(['x'], 'my answer.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [video] } });
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(screen.getByText('my answer.mp4 · 0.0 MB')).toBeTruthy();
  });

  it('submits through the file pipeline, then goes to /profile', async () => {
    setSession({ authToken: 'jwt', user: 'u-1' });
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push(`${init.method} ${url} ${init.body ?? ''}`);
      const data = url.includes('pre/upload')
        ? { url: '/storage', file_id: 'f-1', fields: { key: 'k' } }
        : { file_id: 'f-1' };
      return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
    });
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = {};
        status = 204;
        onload = () => {};
        open() {}
        send() {
          sent.push('POST /storage');
          queueMicrotask(() => this.onload());
        }
      },
    );
    renderScreen();
    await openRecorder();
    fireEvent.click(mainButton('Start'));
    seconds(40_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(sent).toEqual([
      'POST /api/file/u-1/pre/upload {"file_name":"resume.webm","content_type":"video/webm","file_size":3000,"file_category":"video_resume"}',
      'POST /storage',
      'POST /api/file/u-1/post/upload {"file_id":"f-1"}',
      'PUT /api/user/v2/profile {"_id":"u-1","video_resume":"f-1"}',
    ]);
    expect(notify.success).toHaveBeenCalledWith('Your video resume is saved');
  });
});
