import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';
import { richText } from './rich-text';

const links = {
  terms: <a href="/terms-and-conditions">x</a>,
  privacy: <a href="/privacy-policy">x</a>,
};

describe('richText', () => {
  it('draws each tagged span with its element and keeps the words between, in both languages', () => {
    const { container } = render(<p>{richText(en.auth.tncLabel, links)}</p>);
    expect(container.innerHTML).toBe(
      '<p>I agree to the <a href="/terms-and-conditions">Terms &amp; Conditions</a> and ' +
        '<a href="/privacy-policy">Privacy Policy</a></p>',
    );
    const { container: hindi } = render(<p>{richText(hi.auth.tncLabel, links)}</p>);
    expect(hindi.textContent).toBe('मैं नियम और शर्तों और गोपनीयता नीति से सहमत हूँ');
    expect([...hindi.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'नियम और शर्तों',
      'गोपनीयता नीति',
    ]);
  });

  it('keeps the text of a tag it has no element for, and a sentence without tags as it is', () => {
    expect(richText('a <b>bold</b> word', {})).toEqual(['a ', 'bold', ' word']);
    expect(richText('no tags here', links)).toEqual(['no tags here']);
  });
});
