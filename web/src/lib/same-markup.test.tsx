import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sameMarkup } from './same-markup';

function Card(_: {
  title: string;
  job?: object;
  onOpen?: () => void;
  render?: () => string;
  children?: ReactNode;
}) {
  return null;
}
const job = { id: 'j1' };

describe('sameMarkup', () => {
  it('holds for the same elements and values, whatever new handlers they carry', () => {
    expect(
      sameMarkup(
        <Card title="Driver" job={job} onOpen={() => 1}>
          <b>x</b>
        </Card>,
        <Card title="Driver" job={job} onOpen={() => 2}>
          <b>x</b>
        </Card>,
      ),
    ).toBe(true);
    expect(
      sameMarkup([<Card key="a" title="A" />, 'text'], [<Card key="a" title="A" />, 'text']),
    ).toBe(true);
  });

  it('fails on another value, type, key, object or render function', () => {
    expect(sameMarkup(<Card title="Driver" />, <Card title="Cook" />)).toBe(false);
    expect(sameMarkup(<Card title="A" />, <b title="A" />)).toBe(false);
    expect(sameMarkup(<Card key="a" title="A" />, <Card key="b" title="A" />)).toBe(false);
    expect(sameMarkup(<Card title="A" job={{ id: 'j1' }} />, <Card title="A" job={job} />)).toBe(
      false,
    );
    // a function that draws is not a handler: what it draws may differ
    expect(
      sameMarkup(<Card title="A" render={() => 'x'} />, <Card title="A" render={() => 'y'} />),
    ).toBe(false);
    expect(sameMarkup(<Card title="A" />, <Card title="A" job={job} />)).toBe(false);
  });
});
