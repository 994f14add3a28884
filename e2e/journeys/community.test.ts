import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, onboardedSeeker } from '../support/api';
import { axeViolations } from '../support/axe';
import { launch, newMobile, phone, shot, signedInPhone } from '../support/browser';

// Issue 13 at 360x740: a seeker opens the community videos in Hindi and plays one (the
// privacy-enhanced embed; this sandbox has no network, so the frame's address is checked); the
// shared link (/shared/community?id=) opens signed out on the video page with its title and
// "Upload At:" (spec 000 §2.1, §2.14; the visitor's redirect is a product decision, issue 13).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('community videos (issue 13)', () => {
  it('a seeker plays a video; a shared link opens for a visitor with its preview tags', async () => {
    const seeker = await onboardedSeeker(newMobile(), 'Kiran Devi', 'hi');
    const signedIn = await signedInPhone(browser, seeker, 'hi', 2);
    const page = await signedIn.newPage();
    await page.goto('/community');
    await page.getByRole('heading', { name: 'कम्युनिटी' }).waitFor();
    const first = page.locator('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'community-hi');
    await first.getByRole('button', { name: `चलाएँ: ${title}` }).click();
    const frame = first.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/,
    );
    await signedIn.close();

    const list = await api<{ data: { _id: string; title: string }[] }>(
      'GET',
      '/community/video-list',
    );
    const video = list.body.data[0];
    expect(video?.title).toBe(title);
    const visitor = await phone(browser, 'en');
    const open = await visitor.newPage();
    // the link the share buttons send (issue 13): a visitor lands on the public video page
    const res = await open.goto(`/shared/community?id=${video?._id}`);
    expect(await res?.text()).toContain(`<meta property="og:title" content="${title}"`);
    await open.waitForURL(`**/shared/community-video?id=${video?._id}`);
    await open.getByRole('heading', { name: title }).waitFor();
    await open.getByText(/^Upload At: \d{1,2} [A-Z][a-z]+ \d{4}$/).waitFor();
    expect(await axeViolations(open)).toEqual([]);
    await shot(open, 'community-shared-en');
    // without an id there is nothing to show: the home page (spec 000 §2.2)
    await open.goto('/shared/community');
    await open.waitForURL('**/homepage');
    await visitor.close();
  });
});
