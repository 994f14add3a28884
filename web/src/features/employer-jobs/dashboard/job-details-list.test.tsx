import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { makeJob } from '../../../test/make-employer-job';
import { renderWithApp } from '../../../test/render';
import '../employer-jobs-i18n';
import { JobDetailsList } from './job-details-list';

const place = (district: string) => (district === 'up-lucknow' ? 'Lucknow' : district);
const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe("the employer's job details: audio and animated descriptions (issue 12)", () => {
  it('says an asked-for animation is being made and plays the audio already there', () => {
    const { container } = renderWithApp(
      <JobDetailsList
        job={makeJob({ animated_jd_required: true, audio_description: '/api/file/public/a.mp3' })}
        categories={[]}
        place={place}
      />,
    );
    expect(row('Animated description')).toBe('Asked for: our team is making it');
    const video = screen.getByRole('button', { name: /Watch the job video/ }) as HTMLButtonElement;
    expect(video.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Listen to the job/ }));
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/api/file/public/a.mp3');
  });

  it('says when it is ready, and shows no players for a job without either', async () => {
    const { unmount } = renderWithApp(
      <JobDetailsList
        job={makeJob({
          animated_jd_required: true,
          animated_description: '/api/file/public/v.mp4',
        })}
        categories={[]}
        place={place}
      />,
    );
    expect(row('Animated description')).toBe('Ready: seekers can watch it');
    unmount();
    await i18n.changeLanguage('hi');
    renderWithApp(<JobDetailsList job={makeJob()} categories={[]} place={place} />);
    expect(row('एनिमेटेड विवरण')).toBe('नहीं माँगा गया');
    expect(screen.queryByRole('button', { name: /सुनें/ })).toBeNull();
  });
});

describe("the employer's job details: a deactivated job", () => {
  it("says why, a common reason in the employer's language, and nothing for other jobs", async () => {
    await i18n.changeLanguage('hi');
    const { unmount } = renderWithApp(
      <JobDetailsList
        job={makeJob({ status: 4, deactivation_reason: 'the same job posted again' })}
        categories={[]}
        place={place}
      />,
    );
    expect(row('स्थिति')).toBe('निष्क्रिय');
    expect(row('बंद करने का कारण')).toBe('एक ही नौकरी दोबारा पोस्ट करना');
    unmount();
    renderWithApp(<JobDetailsList job={makeJob()} categories={[]} place={place} />);
    expect(screen.queryByText('बंद करने का कारण')).toBeNull();
  });
});
