import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { makeSeekerJob } from '../../test/make-seeker-job';
import { JobCard } from './job-card';

// Issue 14 item 6: in Hindi the category's Hindi name leads and the employer's title follows;
// the card says one reason, in text of at least 16 px.

// the district list is a module of its own, loaded on demand: count its loads
const districtList = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../components/district-picker/district-data', async (actual) => {
  districtList.loads += 1;
  return actual();
});

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
  // first in this file: no test before it has loaded the district list
  it('names the district as the answer does, in the reader’s language, without the district list (issue 16 item 4)', async () => {
    await i18n.changeLanguage('hi');
    card({
      district: 'up-lucknow',
      district_name: { en: 'Lucknow, Uttar Pradesh', hi: 'लखनऊ, उत्तर प्रदेश' },
      job_location: 'Aminabad',
    });
    expect(screen.getByText('Aminabad, लखनऊ, उत्तर प्रदेश')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50)); // time enough for a lazy import
    expect(districtList.loads).toBe(0);
  });

  it('names it from the district list for an answer without the name (one cached before)', async () => {
    card({ district: 'mh-pune', district_name: null, job_location: 'Hadapsar' });
    expect(await screen.findByText('Hadapsar, Pune, Maharashtra')).toBeTruthy();
    expect(districtList.loads).toBe(1);
  });

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

  it('names a job in the compact list as its card does, in either language', async () => {
    const row = (job_title: string) =>
      render(
        <ul>
          <JobCard
            job={makeSeekerJob({ job_title, category_name: { en: 'Driver', hi: 'ड्राइवर' } })}
            view="list"
            onOpen={() => {}}
          />
        </ul>,
      );
    await i18n.changeLanguage('hi');
    row('Trainee Driver');
    // seen: "ड्राइवर · Trainee Driver"; heard: "ड्राइवर (Trainee Driver)", as the card says it
    expect(screen.getByText('ड्राइवर').parentElement?.textContent).toBe(
      'ड्राइवर (Trainee Driver) · Trainee Driver',
    );
    expect(screen.getByText('· Trainee Driver').getAttribute('aria-hidden')).toBe('true');
    expect(
      screen.getByRole('button', { name: /^नौकरी देखें: ?ड्राइवर ?\(Trainee Driver\)/ }),
    ).toBeTruthy();
    cleanup();
    row('driver'); // the category's own name: said once
    expect(screen.getByText('ड्राइवर').parentElement?.textContent).toBe('ड्राइवर');
    expect(screen.queryByText('driver')).toBeNull();
    cleanup();
    await i18n.changeLanguage('en');
    row('Trainee Driver');
    expect(screen.getByRole('button', { name: /^View job: ?Trainee Driver/ })).toBeTruthy();
    expect(screen.queryByText('ड्राइवर')).toBeNull();
  });
});
