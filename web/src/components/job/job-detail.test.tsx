import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, ok } from '../../test/fake-server';
import { makeSeekerJob, SEEKER_JOB_CATEGORIES } from '../../test/make-seeker-job';
import { renderWithApp } from '../../test/render';
import { loadDistrictData } from '../district-picker/use-district-data';
import { JobDetail, JobDetailDialog, skillNames } from './job-detail';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: 'seeker-1', user_role: 0, profile_status: 2 });
  await loadDistrictData();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories = () => ({
  status: 200,
  body: { success: true, count: 1, data: SEEKER_JOB_CATEGORIES },
});

/** The <dd> next to the <dt> with `term`. */
function field(term: string): string | null {
  const dt = screen.queryByText(term, { selector: 'dt' });
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('skillNames', () => {
  it('names the category skills in the language, then the typed other skill', () => {
    const job = { category: 'delivery', skills: ['bike-riding', 'other'], other_skills: 'Maps' };
    expect(skillNames(job, SEEKER_JOB_CATEGORIES, 'en')).toEqual(['Bike riding', 'Maps']);
    expect(skillNames(job, SEEKER_JOB_CATEGORIES, 'hi')).toEqual(['बाइक चलाना', 'Maps']);
    expect(skillNames({ ...job, skills: ['x'], other_skills: null }, undefined, 'en')).toEqual([
      'x',
    ]);
  });
});

describe('JobDetail (spec 000 §2.7)', () => {
  it('shows every field of the job, in English', async () => {
    fakeServer({ 'GET /api/job-category': categories });
    renderWithApp(
      <JobDetail
        job={makeSeekerJob({ salary_from: 12000, salary_to: 18000, experience: 2, gender: 2 })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Delivery Boy' })).toBeTruthy();
    expect(screen.getByText('Sharma Logistics')).toBeTruthy();
    expect(screen.getByText('Lucknow, Uttar Pradesh')).toBeTruthy(); // the server's name for it
    expect(screen.getByRole('img', { name: 'Sharma Logistics logo' }).tagName).toBe('SPAN');
    expect(field('Salary')).toBe('₹12,000 - ₹18,000 /month');
    expect(field('Experience')).toBeTruthy();
    expect(field('Who can apply')).toBe('Male');
    expect(field('Job type')).toBe('Field');
    expect(field('Job timings')).toBe('General');
    expect(field('Location')).toBe('Aminabad');
    await waitFor(() => expect(field('Skills')).toBe('Bike riding, Route planning'));
    expect(screen.getByText('Deliver parcels in the city on your own bike.')).toBeTruthy();
    expect(field('Employer contact')).toBeNull();
    expect(field('Openings')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('says Disclosed when the job gives no salary, and reads Hindi', async () => {
    fakeServer({ 'GET /api/job-category': categories });
    await i18n.changeLanguage('hi');
    renderWithApp(<JobDetail job={makeSeekerJob({ salary_from: null, salary_to: null })} />);
    expect(field('वेतन')).toBe('बताया जाएगा');
    expect(field('काम का समय')).toBe('जनरल');
    await waitFor(() => expect(field('हुनर')).toBe('बाइक चलाना, Route planning'));
  });

  it.each([
    ['en', 1, 'Qualification', '10th Pass or above'],
    ['en', null, 'Qualification', 'Any qualification'],
    ['hi', 1, 'योग्यता', '10वीं पास या उससे ऊपर'],
    ['hi', null, 'योग्यता', 'कोई भी योग्यता'],
  ] as const)('shows the minimum qualification (%s, %s): %s %s', async (lang, code, term, text) => {
    fakeServer({ 'GET /api/job-category': categories });
    await i18n.changeLanguage(lang);
    renderWithApp(<JobDetail job={makeSeekerJob({ qualification: code })} />);
    expect(field(term)).toBe(text);
  });

  it('disables the players without audio or animated description, plays when given', () => {
    fakeServer({ 'GET /api/job-category': categories });
    const { unmount } = renderWithApp(<JobDetail job={makeSeekerJob()} />);
    const audio = screen.getByRole('button', { name: /Listen to the job/ }) as HTMLButtonElement;
    const video = screen.getByRole('button', { name: /Watch the job video/ }) as HTMLButtonElement;
    expect(audio.disabled).toBe(true);
    expect(video.disabled).toBe(true);
    expect(audio.textContent).toContain('No audio for this job');
    unmount();
    const { container } = renderWithApp(
      <JobDetail job={makeSeekerJob({ audio_description: 'https://cdn/a.mp3' })} />,
    );
    const play = screen.getByRole('button', { name: /Listen to the job/ }) as HTMLButtonElement;
    expect(play.disabled).toBe(false);
    fireEvent.click(play);
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('https://cdn/a.mp3');
    expect(play.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the contact only when the server gives it, as a phone link, with the status', () => {
    fakeServer({ 'GET /api/job-category': categories });
    renderWithApp(
      <JobDetail job={makeSeekerJob({ status: 'Shortlisted', company_contact: '9876500000' })} />,
    );
    const link = screen.getByRole('link', { name: '9876500000' });
    expect(link.getAttribute('href')).toBe('tel:9876500000');
    expect(field('Your status')).toBe('Shortlisted');
  });

  it('shows Selected as Interview Scheduled', () => {
    fakeServer({ 'GET /api/job-category': categories });
    renderWithApp(<JobDetail job={makeSeekerJob({ status: 'Selected' })} />);
    expect(field('Your status')).toBe('Interview Scheduled');
  });

  it('shows openings to an employer (role 2) only', () => {
    fakeServer({ 'GET /api/job-category': categories });
    const { unmount } = renderWithApp(<JobDetail job={makeSeekerJob()} openings={4} />);
    expect(field('Openings')).toBeNull();
    unmount();
    setSession({ user_role: 2 });
    renderWithApp(<JobDetail job={makeSeekerJob()} openings={4} />);
    expect(field('Openings')).toBe('4');
  });

  it('folds a long description behind View More / View Less when collapsible', () => {
    fakeServer({ 'GET /api/job-category': categories });
    renderWithApp(
      <JobDetail job={makeSeekerJob({ description: 'Work. '.repeat(60) })} collapsible />,
    );
    const more = screen.getByRole('button', { name: 'View More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'View Less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});

describe('JobDetailDialog', () => {
  it('counts a view once when it opens, and answers from the dialog', async () => {
    const calls = fakeServer({
      'GET /api/job-category': categories,
      'POST /api/job/record/view': (body) => ok({ job_id: body.job_id, views: 3 }),
      'POST /api/job/response': (body) =>
        ok({ job_id: body.job_id, status: body.status, changed: true }),
    });
    const job = makeSeekerJob({ status: 'Saved' });
    const onClose = vi.fn();
    const onResponded = vi.fn();
    renderWithApp(
      <JobDetailDialog job={job} onClose={onClose} respond onResponded={onResponded} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delivery Boy' });
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/job/record/view')).toHaveLength(1),
    );
    expect(calls.find((c) => c.key === 'POST /api/job/record/view')?.body).toEqual({
      job_id: job._id,
    });
    expect(within(dialog).queryByRole('button', { name: 'Apply Later' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Now' }));
    // the confirmation opens over the detail (issue 14)
    const ask = await screen.findByRole('dialog', { name: 'Apply for "Delivery Boy"?' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onResponded).toHaveBeenCalled();
  });

  it('renders nothing and counts nothing without a job', () => {
    const calls = fakeServer({});
    renderWithApp(<JobDetailDialog job={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('does not count an employer opening a job', async () => {
    setSession({ user_role: 2 });
    const calls = fakeServer({ 'GET /api/job-category': categories });
    renderWithApp(<JobDetailDialog job={makeSeekerJob()} onClose={() => {}} />);
    await screen.findByRole('dialog');
    expect(calls.some((c) => c.key === 'POST /api/job/record/view')).toBe(false);
  });
});
