import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { noteNetworkFailure, noteNetworkSuccess } from '../../lib/network';
import { notify } from '../../lib/toast';
import { renderWithApp } from '../../test/render';
import { PhotoPicker } from './photo-picker';

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function pick(upload: (file: File) => Promise<{ _id: string } | null>) {
  renderWithApp(
    <PhotoPicker
      pic={null}
      stamp={0}
      upload={upload}
      alt="फ़ोटो"
      uploadLabel="फ़ोटो बदलें"
      savedText="फ़ोटो सेव हो गई"
      size="size-24"
    />,
  );
  const photo = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('फ़ोटो बदलें'), { target: { files: [photo] } });
}

beforeEach(async () => {
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  await i18n.changeLanguage('hi');
});
afterEach(() => {
  cleanup();
  noteNetworkSuccess();
});

describe('PhotoPicker', () => {
  it('saves the picked photo and says so', async () => {
    const upload = vi.fn(async (_file: File) => ({ _id: 'u1' }));
    pick(upload);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('फ़ोटो सेव हो गई'));
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ name: 'me.png', type: 'image/png' });
  });

  // issue 16 item 6: the upload's code loads when a photo is picked; before, offline, nothing
  it('offline before the upload code ever came: says the photo needs the internet, in Hindi', async () => {
    noteNetworkFailure();
    pick(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /upload.js')),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'फ़ोटो अपलोड करने के लिए इंटरनेट चाहिए। इंटरनेट आने पर फ़ोटो फिर से चुनें।',
      ),
    );
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says something went wrong for any other failure, in Hindi', async () => {
    pick(() => Promise.reject(new Error('a bug')));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('लगता है कुछ गड़बड़ हो गई!'));
  });

  it('leaves a failed request to the request layer, which has shown its own toast', async () => {
    const upload = vi.fn(() => Promise.reject(new ApiError(400, 'BAD_FILE', 'फ़ाइल बहुत बड़ी है')));
    pick(upload);
    await waitFor(() => expect(upload).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 50));
    expect(notify.error).not.toHaveBeenCalled();
  });
});
