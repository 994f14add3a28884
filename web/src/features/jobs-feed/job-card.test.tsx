import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { makeSeekerJob } from '../../test/make-seeker-job';
import { JobCard } from './job-card';

// Issue 14 item 6: in Hindi the category's Hindi name leads and the employer's title follows;
// the card says one reason, in text of at least 16 px.

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const card = (over: Parameters<typeof makeSeekerJob>[0]) =>
  render(
    <ul>
      <JobCard job={makeSeekerJob(over)} view="card" onOpen={() => {}} />
    </ul>,
  );

describe('JobCard', () => {
  it('leads with the Hindi category name in Hindi, the employer’s title after it', async () => {
    await i18n.changeLanguage('hi');
    card({
      job_title: 'Trainee Driver',
      category_name: { en: 'Driver', hi: 'ड्राइवर' },
      match_reasons: ['skills', 'district'],
    });
    const article = screen.getByRole('article', { name: /^ड्राइवर ?\(Trainee Driver\)$/ });
    expect(article.textContent?.startsWith('ड्राइवर')).toBe(true);
    expect(screen.getByText('Trainee Driver')).toBeTruthy(); // the line under the name
    expect(screen.getByText('आपके पास')).toBeTruthy();
    expect(screen.queryByText(/हुनर/)).toBeNull();
    expect(article.className).toContain('text-base');
  });

  it('does not repeat a title that is the category’s own name', async () => {
    await i18n.changeLanguage('hi');
    card({ job_title: 'driver', category_name: { en: 'Driver', hi: 'ड्राइवर' } });
    expect(screen.getByRole('article', { name: 'ड्राइवर' })).toBeTruthy();
    expect(screen.queryByText('driver')).toBeNull();
  });

  it('leads with the employer’s title in English', () => {
    card({ job_title: 'Trainee Driver', category_name: { en: 'Driver', hi: 'ड्राइवर' } });
    expect(screen.getByRole('article', { name: 'Trainee Driver' })).toBeTruthy();
  });
});
