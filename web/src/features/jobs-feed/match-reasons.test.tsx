import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { MatchReasons, orderedReasons } from './match-reasons';

afterEach(cleanup);

describe('"Why this job" (issue 5 match_reasons)', () => {
  it('orders the reasons as the ranking does and drops repeats', () => {
    expect(orderedReasons(['salary', 'district', 'skills', 'district'])).toEqual([
      'district',
      'skills',
      'salary',
    ]);
  });

  it('says every reason in English', async () => {
    await i18n.changeLanguage('en');
    render(<MatchReasons reasons={['category', 'salary', 'experience', 'skills', 'district']} />);
    expect(screen.getByText('Why this job:')).toBeTruthy();
    expect(
      screen.getByText(
        'Near you · Matches your skills · Fits your experience · Pays what you asked · In your job interests',
      ),
    ).toBeTruthy();
  });

  it('says every reason in Hindi', async () => {
    await i18n.changeLanguage('hi');
    render(<MatchReasons reasons={['district', 'skills', 'experience', 'salary', 'category']} />);
    expect(screen.getByText('यह नौकरी क्यों:')).toBeTruthy();
    expect(
      screen.getByText(
        'आपके पास · आपके हुनर से मेल खाती है · आपके अनुभव के हिसाब से · आपके माँगे जितना वेतन · आपकी पसंद की नौकरी',
      ),
    ).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('shows nothing without reasons', () => {
    const { container } = render(<MatchReasons reasons={[]} />);
    expect(container.textContent).toBe('');
  });
});
