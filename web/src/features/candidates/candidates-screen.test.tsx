import { type CandidateCard, MESSAGES } from '@kaamkaj/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDistrictData } from '../../components/district-picker/use-district-data';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, type Reply } from '../../test/fake-server';
import { renderRoute } from '../../test/render';
import { CandidatesScreen } from './candidates-screen';
import { candidateFilterResolver, EMPTY_CANDIDATE_FILTER } from './filter-values';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const skill = (id: string, name: string) => ({ _id: id, name, name_hi: name });
const CATEGORIES = [
  {
    _id: 'driver',
    name: 'Driver',
    name_hi: 'ड्राइवर',
    icon: '🚗',
    image: null,
    skills: [
      skill('car', 'Car'),
      skill('truck', 'Truck'),
      skill('bus', 'Bus'),
      skill('auto', 'Auto'),
      skill('tempo', 'Tempo'),
      skill('jcb', 'JCB'),
    ],
  },
  { _id: 'cook', name: 'Cook', name_hi: 'रसोइया', icon: '🍳', image: null, skills: [] },
];

let seq = 0;
const makeCandidate = (over: Partial<CandidateCard> = {}): CandidateCard => {
  seq += 1;
  return {
    _id: `seeker-${seq}`,
    name: `Seeker ${seq}`,
    profile_pic: null,
    address_current: 'up-lucknow',
    address_home: null,
    wanted_jobs: [],
    last_active: new Date().toISOString(),
    age: 1,
    gender: 1,
    experience: 2,
    qualification: 2,
    salary_from: 10000,
    salary_to: 15000,
    skills: ['car'],
    speak_english: 1,
    completion: 80,
    contact: 'xxx-xxx-xxxx',
    ...over,
  };
};

const results = (data: CandidateCard[], count = data.length): Reply => ({
  status: 200,
  body:
    data.length === 0
      ? { success: true, data: [], count: 0, message: 'Sorry! No records found' }
      : { success: true, data, count },
});

type Search = { category: string; body: Record<string, unknown> };

/** The search answers by category and page; every search is recorded. */
function start(answer: (search: Search) => Reply) {
  const searches: Search[] = [];
  const handler = (category: string) => (body: Record<string, unknown>) => {
    searches.push({ category, body });
    return answer({ category, body });
  };
  const calls = fakeServer({
    'GET /api/job-category': () => ({
      status: 200,
      body: { success: true, count: 2, data: CATEGORIES },
    }),
    'POST /api/user/emp/job/all/js/filter': handler('all'),
    'POST /api/user/emp/job/driver/js/filter': handler('driver'),
    'POST /api/user/emp/job/cook/js/filter': handler('cook'),
  });
  return { calls, searches, ...renderRoute('/candidates', <CandidatesScreen />) };
}

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: 'emp-1', user_role: 2, profile_status: 2 });
  await loadDistrictData();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openFilter = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
  return screen.findByRole('dialog', { name: 'Filter candidates' });
};

describe('/candidates (spec 001 §2, §3 "Results")', () => {
  it('lists every searchable seeker on opening, each card with its facts and a masked contact', async () => {
    const { searches } = start(() =>
      results(
        [makeCandidate({ name: 'Ramesh Kumar' }), makeCandidate({ name: null, completion: 100 })],
        2,
      ),
    );
    const card = await screen.findByRole('article', { name: 'Ramesh Kumar' });
    expect(searches[0]).toEqual({
      category: 'all',
      body: { filters: { address_current: [], skills: [] }, page: 0 },
    });
    const text = card.textContent ?? '';
    for (const fact of [
      'Lucknow',
      '25-30',
      'Male',
      '1-2 years',
      '12th Pass',
      'Thoda',
      'xxx-xxx-xxxx',
      '80%',
    ]) {
      expect(text).toContain(fact);
    }
    expect(within(card).getByText(/10,000/)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Name not given' }).textContent).toContain('100%');
    expect(screen.getByText('2 candidates')).toBeTruthy();
  });

  it('loads 30 at a time and offers more only after a full page', { timeout: 15_000 }, async () => {
    const first = Array.from({ length: 30 }, () => makeCandidate());
    const second = Array.from({ length: 4 }, () => makeCandidate());
    const { searches } = start(({ body }) => results(body.page === 0 ? first : second, 34));
    await screen.findByRole('article', { name: first[0]?.name ?? '' });
    expect(screen.getAllByRole('article')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Load more candidates' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(34));
    expect(searches.map((s) => s.body.page)).toEqual([0, 1]);
    expect(screen.queryByRole('button', { name: 'Load more candidates' })).toBeNull();
  });

  it('says "1,000+ candidates" when the server stopped counting (issue 17)', async () => {
    start(() => ({
      status: 200,
      body: { success: true, data: [makeCandidate()], count: 1000, count_capped: true },
    }));
    expect(await screen.findByText('1,000+ candidates')).toBeTruthy();
  });

  it('says "Sorry! No records found" and reopens the filter from there', async () => {
    start(() => results([]));
    expect(await screen.findByRole('heading', { name: 'Sorry! No records found' })).toBeTruthy();
    expect(screen.getByText('Try Again with another filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change filters' }));
    expect(await screen.findByRole('dialog', { name: 'Filter candidates' })).toBeTruthy();
  });

  it('searches one category from the chooser', async () => {
    const { searches } = start(({ category }) =>
      results([makeCandidate({ name: category === 'cook' ? 'Cook One' : 'Anyone' })]),
    );
    await screen.findByRole('article', { name: 'Anyone' });
    await screen.findByRole('option', { name: 'Cook' });
    fireEvent.change(screen.getByLabelText('Job category'), { target: { value: 'cook' } });
    expect(await screen.findByRole('article', { name: 'Cook One' })).toBeTruthy();
    expect(searches.at(-1)).toEqual({
      category: 'cook',
      body: { filters: { address_current: [], skills: [], job_intrested: 'cook' }, page: 0 },
    });
  });

  it('sends every filter of the dialog (spec 001 §3, §5)', { timeout: 20_000 }, async () => {
    const { searches } = start(({ category }) =>
      results([makeCandidate({ name: category === 'driver' ? 'Found driver' : 'Anyone' })]),
    );
    await screen.findByRole('article', { name: 'Anyone' });
    const dialog = await openFilter();
    await within(dialog).findByRole('option', { name: 'Driver' });
    fireEvent.change(within(dialog).getByLabelText('Job interest'), {
      target: { value: 'driver' },
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Car' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Truck' }));
    for (const name of ['Lucknow', 'Agra']) {
      const input = within(dialog).getByRole('combobox', { name: 'Current district (At most 3)' });
      fireEvent.change(input, { target: { value: name } });
      fireEvent.click(
        within(dialog).getAllByRole('option', { name: new RegExp(name) })[0] as HTMLElement,
      );
    }
    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Salary from (₹ per month)', '9000');
    set('Salary to (₹ per month)', '15000');
    set('Educational qualification', '2');
    set('Gender', '1');
    set('Experience', '3');
    set('Age', '1');
    set('Spoken English', '2');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Complete profiles only (100%)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('article', { name: 'Found driver' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(searches.at(-1)).toEqual({
      category: 'driver',
      body: {
        filters: {
          address_current: ['up-lucknow', 'up-agra'],
          skills: ['car', 'truck'],
          salary_from: 9000,
          salary_to: 15000,
          qualification: 2,
          gender: 1,
          experience: 3,
          age: 1,
          speak_english: 2,
          profile_completed_status: true,
          job_intrested: 'driver',
        },
        page: 0,
      },
    });
    expect(screen.getByRole('button', { name: 'Filter (10)' })).toBeTruthy();
    expect((screen.getByLabelText('Job category') as HTMLSelectElement).value).toBe('driver');
  });

  it('checks the salary range and order as the server does', async () => {
    const { searches } = start(() => results([makeCandidate({ name: 'Anyone' })]));
    await screen.findByRole('article', { name: 'Anyone' });
    const dialog = await openFilter();
    const salary = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    salary('Salary from (₹ per month)', '5000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText(MESSAGES.salaryRange)).toBeTruthy();
    salary('Salary from (₹ per month)', '20000');
    salary('Salary to (₹ per month)', '12000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText(MESSAGES.salaryOrder)).toBeTruthy();
    expect(searches).toHaveLength(1);
  });

  it('takes at most 5 skills and 3 districts', { timeout: 20_000 }, async () => {
    start(() => results([makeCandidate({ name: 'Anyone' })]));
    await screen.findByRole('article', { name: 'Anyone' });
    const dialog = await openFilter();
    expect(within(dialog).getByText('Choose a job interest to see its skills')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Driver' });
    fireEvent.change(within(dialog).getByLabelText('Job interest'), {
      target: { value: 'driver' },
    });
    const chip = (name: string) =>
      within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    for (const name of ['Car', 'Truck', 'Bus', 'Auto', 'Tempo'])
      fireEvent.click(await within(dialog).findByRole('checkbox', { name }));
    expect(chip('JCB').disabled).toBe(true);
    for (const name of ['Lucknow', 'Kanpur Nagar', 'Agra']) {
      const input = within(dialog).getByRole('combobox', { name: /Current district/ });
      fireEvent.change(input, { target: { value: name } });
      fireEvent.click(
        within(dialog).getAllByRole('option', { name: new RegExp(name) })[0] as HTMLElement,
      );
    }
    expect(within(dialog).queryByRole('combobox', { name: /Current district/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Agra, Uttar Pradesh' }));
    expect(within(dialog).getByRole('combobox', { name: /Current district/ })).toBeTruthy();
  });

  it('shows the message of a filter past the limits (4 districts, 6 skills)', async () => {
    const result = await candidateFilterResolver(
      {
        ...EMPTY_CANDIDATE_FILTER,
        address_current: ['up-lucknow', 'up-agra', 'up-kanpur-nagar', 'up-varanasi'],
        skills: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors.address_current?.message).toBe('filterDistrictsMax');
    expect(result.errors.skills?.message).toBe('searchSkillsMax');
    expect(i18n.t('validation.filterDistrictsMax')).toBe('You can choose at most 3 districts');
    expect(i18n.t('validation.searchSkillsMax')).toBe('You can choose at most 5 skills');
    await i18n.changeLanguage('hi');
    expect(i18n.t('validation.searchSkillsMax')).toBe('आप ज़्यादा से ज़्यादा 5 हुनर चुन सकते हैं');
  });

  it('offers a retry when the search fails', async () => {
    let fail = true;
    start(() => {
      if (fail) {
        fail = false;
        return { status: 500, body: { success: false, code: 'X', message: 'down' } };
      }
      return results([makeCandidate({ name: 'Back' })]);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('article', { name: 'Back' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    start(() => results([]));
    expect(
      await screen.findByRole('heading', { name: 'माफ़ कीजिए! कोई रिकॉर्ड नहीं मिला' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'उम्मीदवार खोजें' })).toBeTruthy();
    expect(screen.getByText('दूसरे फ़िल्टर के साथ फिर से कोशिश करें')).toBeTruthy();
  });
});
