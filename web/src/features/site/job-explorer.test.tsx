import { categoryLabel } from '@kaamkaj/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import en from '../../lib/i18n/site.en.json';
import hi from '../../lib/i18n/site.hi.json';
import { WAYS_IN } from '../../lib/wanted-category';
import { renderWithApp } from '../../test/render';
import { JobExplorer } from './how-it-works';

// Issue 14 item 11: a category tapped on the landing page carries into sign-in.

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the landing page’s job categories', () => {
  it('names real categories in the reader’s language and remembers the one tapped', async () => {
    await i18n.changeLanguage('hi');
    renderWithApp(<JobExplorer />);
    const delivery = screen.getByRole('link', { name: 'डिलीवरी' });
    expect(delivery.getAttribute('href')).toBe('/JobSeekerlogin');
    expect(screen.getAllByRole('link')).toHaveLength(12);
    fireEvent.click(delivery);
    expect(sessionStorage.getItem('kaamkaj_wanted_category')).toBe('delivery');
  });

  it('names each category as the domain table does, in both languages', () => {
    for (const id of WAYS_IN) {
      expect(hi.explorer.categories[id], id).toBe(categoryLabel(id, 'hi'));
      expect(en.explorer.categories[id], id).toBe(categoryLabel(id, 'en'));
    }
  });
});
