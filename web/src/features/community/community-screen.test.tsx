import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { fakeServer, ok } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { CommunityScreen } from './community-screen';
import { SharedVideoScreen } from './shared-video-screen';

const VIDEO = {
  _id: '01a1ff19-3ae5-7030-abae-8a102074de20',
  title: 'Interview tips',
  description: 'What to bring to your first interview.',
  video_url: 'https://youtu.be/AbCdEfGhIj1',
  youtube_id: 'AbCdEfGhIj1',
  created_at: '2026-11-24T06:00:00.000Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('community videos (spec 000 §2.14)', () => {
  it('dates the list in the reader’s language (issue 14)', async () => {
    await i18n.changeLanguage('hi');
    fakeServer({
      'GET /api/community/video-list': () => ({
        status: 200,
        body: { success: true, count: 1, data: [VIDEO] },
      }),
    });
    renderWithApp(<CommunityScreen />);
    expect(await screen.findByText('अपलोड की तारीख: 24 नवंबर 2026')).toBeTruthy();
  });

  it('lists each video with a thumbnail that becomes the privacy-enhanced player on tap', async () => {
    fakeServer({
      'GET /api/community/video-list': () => ({
        status: 200,
        body: { success: true, count: 1, data: [VIDEO] },
      }),
    });
    renderWithApp(<CommunityScreen />);
    const card = (await screen.findByRole('heading', { name: 'Interview tips' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Upload At: 24 November 2026')).toBeTruthy();
    expect(within(card).queryByTitle('Video: Interview tips')).toBeNull(); // nothing heavy yet
    fireEvent.click(within(card).getByRole('button', { name: 'Play: Interview tips' }));
    expect(within(card).getByTitle('Video: Interview tips').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/AbCdEfGhIj1?autoplay=1',
    );
    const share =
      within(card).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(share)).toContain(`/shared/community?id=${VIDEO._id}`);
  });

  it('says so when there are none', async () => {
    fakeServer({ 'GET /api/community/video-list': () => ok([]) });
    renderWithApp(<CommunityScreen />);
    expect(await screen.findByText('No videos yet. Please check again soon.')).toBeTruthy();
  });

  it('shows a shared video to a visitor, in Hindi with the date as the spec writes it', async () => {
    await i18n.changeLanguage('hi');
    fakeServer({ [`GET /api/community/video/${VIDEO._id}`]: () => ok(VIDEO) });
    renderWithApp(
      <Routes>
        <Route path="/shared/community-video" element={<SharedVideoScreen />} />
      </Routes>,
      `/shared/community-video?id=${VIDEO._id}`,
    );
    expect(await screen.findByRole('heading', { name: 'Interview tips' })).toBeTruthy();
    expect(screen.getByText('अपलोड की तारीख: 24 November 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुझे नौकरी चाहिए' }).getAttribute('href')).toBe(
      '/JobSeekerlogin',
    );
  });
});
