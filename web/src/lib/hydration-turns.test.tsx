import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInTurns, InTurn } from './hydration-turns';

let drawn: string[] = [];
afterEach(() => {
  drawn = [];
  document.body.innerHTML = '';
});

function Card({ id }: { id: string }) {
  drawn.push(id);
  const [taps, setTaps] = useState(0);
  return (
    <li>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {id} tapped {taps}
      </button>
    </li>
  );
}

function List({ ids }: { ids: string[] }) {
  return (
    <ul>
      <li>header</li>
      {ids.map((id) => (
        <InTurn key={id}>
          <Card id={id} />
        </InTurn>
      ))}
      <li>footer</li>
    </ul>
  );
}

describe('hydrateInTurns', () => {
  it('hydrates each part after the rest, in turn, on the markup the server sent', async () => {
    const ids = ['a', 'b', 'c'];
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<List ids={ids} />);
    drawn = [];
    const sent = container.innerHTML;
    const first = container.querySelector('button');

    let hydrated!: Promise<void>;
    await act(async () => {
      hydrated = hydrateInTurns(() => hydrateRoot(container, <List ids={ids} />));
      // the page is hydrated but the parts wait: their markup is there, untouched
      expect(drawn).toEqual([]);
      expect(container.innerHTML).toBe(sent);
      await hydrated;
    });

    expect(drawn).toEqual(['a', 'b', 'c']);
    expect(container.innerHTML).toBe(sent); // nothing drawn twice, nothing removed
    expect(container.querySelector('button')).toBe(first); // the same element, now the app's
    fireEvent.click(screen.getByRole('button', { name: 'b tapped 0' }));
    expect(screen.getByRole('button', { name: 'b tapped 1' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'header',
      'a tapped 0',
      'b tapped 1',
      'c tapped 0',
      'footer',
    ]);
  });

  it('draws at once outside a hydration', () => {
    render(<List ids={['x', 'y']} />);
    expect(drawn).toEqual(['x', 'y']);
    expect(screen.getByRole('button', { name: 'y tapped 0' })).toBeTruthy();
  });
});
