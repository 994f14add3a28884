import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateInTurns, hydrateTheRest, InTurn } from './hydration-turns';

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

/**
 * jsdom draws nothing: this observer reports an element on the screen unless its part is named
 * in `offScreen`, after a task, as a browser reports after its next layout.
 */
let offScreen: string[] = [];
class ScreenObserver {
  private readonly seen: Element[] = [];
  constructor(private readonly report: (entries: IntersectionObserverEntry[]) => void) {}
  observe(target: Element) {
    this.seen.push(target);
    if (this.seen.length > 1) return;
    setTimeout(() => {
      const entries = this.seen.map((element) => {
        const id = element.getAttribute('data-id') ?? '';
        return { target: element, isIntersecting: !offScreen.includes(id) };
      });
      this.report(entries as unknown as IntersectionObserverEntry[]);
    }, 0);
  }
  disconnect() {}
}

function Part({ id, view }: { id: string; view: string }) {
  drawn.push(id);
  const [taps, setTaps] = useState(0);
  return (
    <li data-id={id} data-view={view}>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {id} {view} tapped {taps}
      </button>
    </li>
  );
}

let showView: (view: string) => void = () => {};

function Page({ ids, view: first }: { ids: string[]; view: string }) {
  const [view, setView] = useState(first);
  showView = setView;
  return (
    <ul>
      {ids.map((id) => (
        <InTurn key={id}>
          <Part id={id} view={view} />
        </InTurn>
      ))}
    </ul>
  );
}

describe('parts below the screen', () => {
  const ids = ['a', 'b', 'c', 'd'];
  let container: HTMLElement;
  let sent: string;

  beforeEach(async () => {
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
    offScreen = ['c', 'd'];
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page ids={ids} view="cards" />);
    sent = container.innerHTML;
    drawn = [];
    await act(() => hydrateInTurns(() => hydrateRoot(container, <Page ids={ids} view="cards" />)));
  });
  afterEach(async () => {
    // what a test left waiting is let go, so the next starts with none
    await act(() => hydrateTheRest());
    vi.unstubAllGlobals();
  });

  const button = (id: string) =>
    container.querySelector<HTMLButtonElement>(`[data-id="${id}"] button`) as HTMLButtonElement;

  it('stay as the server sent them until the reader does something, then hydrate in turn', async () => {
    expect(drawn).toEqual(['a', 'b']); // the load hydrated the two on the screen
    expect(container.innerHTML).toBe(sent);
    const kept = button('d');

    // a list scrolling by itself (a carousel sliding on) is not the reader
    await act(async () => {
      container.querySelector('ul')?.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(drawn).toEqual(['a', 'b']);

    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(drawn).toEqual(['a', 'b', 'c', 'd']);
    expect(container.innerHTML).toBe(sent); // hydrated, not drawn again
    expect(button('d')).toBe(kept);
    fireEvent.click(button('d'));
    expect(button('d').textContent).toBe('d cards tapped 1');
  });

  it('hydrates the part a finger lands on at once, so its tap is answered once', async () => {
    await act(async () => {
      fireEvent.pointerDown(button('d'));
    });
    expect(drawn).toContain('d');
    fireEvent.click(button('d'));
    expect(button('d').textContent).toBe('d cards tapped 1');
  });

  it('holds a tap that reaches a waiting part first and makes it again once it is hydrated', async () => {
    // a click made by code or a screen reader: no pointer first
    const click = createEvent.click(button('c'));
    fireEvent(button('c'), click);
    expect(click.defaultPrevented).toBe(true); // a link's would not leave the page
    expect(button('c').textContent).toBe('c cards tapped 0');
    // not in act, whose batching would hold the hydration back until it ends
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toContain('c');
    expect(button('c').textContent).toBe('c cards tapped 1');
  });

  it('draws a waiting part as the page now is when the page changes around it', async () => {
    const kept = container.querySelector('[data-id="d"]');
    await act(() => showView('list'));
    const part = container.querySelector('[data-id="d"]');
    expect(part).toBe(kept); // hydrated from the first drawing, then changed in place
    expect(part?.getAttribute('data-view')).toBe('list');
    expect(part?.textContent).toBe('d list tapped 0');
  });

  it('are all hydrated before a change that reaches them by context', async () => {
    await act(() => hydrateTheRest());
    expect(drawn).toEqual(['a', 'b', 'c', 'd']);
    expect(container.innerHTML).toBe(sent);
  });
});

/** What a part reads inside itself, not from its props: a store, the outbox, the site's details. */
let note = 'sent';

function Noted({ id }: { id: string }) {
  drawn.push(id);
  return (
    <li data-id={id} aria-label={`${id} ${note}`} data-sent={note === 'sent' ? '' : undefined}>
      {id} {note}
      <input aria-label={`${id} field`} value={note} onInput={() => {}} />
      <details>
        <summary>{id} question</summary>
        {id} answer
      </details>
    </li>
  );
}

function NotedPage({ ids }: { ids: string[] }) {
  return (
    <ul>
      {ids.map((id) => (
        <InTurn key={id}>
          <Noted id={id} />
        </InTurn>
      ))}
    </ul>
  );
}

describe('a part that waited while what it reads changed', () => {
  const ids = ['a', 'c', 'd'];
  let container: HTMLElement;

  beforeEach(async () => {
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
    offScreen = ['c', 'd'];
    note = 'sent';
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<NotedPage ids={ids} />);
    drawn = [];
    await act(() => hydrateInTurns(() => hydrateRoot(container, <NotedPage ids={ids} />)));
  });
  afterEach(async () => {
    await act(() => hydrateTheRest());
    vi.unstubAllGlobals();
  });

  const part = (id: string) => container.querySelector(`[data-id="${id}"]`) as HTMLElement;
  const field = (id: string) => part(id).querySelector('input') as HTMLInputElement;

  it('takes what the app renders now, attributes too, on the elements the server sent', async () => {
    const kept = part('c');
    const keptField = field('c');
    note = 'now';
    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(drawn).toEqual(['a', 'c', 'd']);
    expect(part('c')).toBe(kept);
    expect(part('c').getAttribute('aria-label')).toBe('c now');
    expect(part('c').hasAttribute('data-sent')).toBe(false);
    expect(field('c')).toBe(keptField);
    expect(part('c').textContent).toBe('c nowc questionc answer');
    expect(field('c').value).toBe('now');
  });

  it('leaves alone what the visitor typed into a part', async () => {
    field('d').value = 'typed by hand';
    note = 'now';
    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(drawn).toEqual(['a', 'c', 'd']);
    expect(field('d').value).toBe('typed by hand');
    expect(part('c').getAttribute('aria-label')).toBe('c now'); // the part beside it drawn over
  });

  it('leaves open a question the browser opened (find in page, a link to it)', async () => {
    const question = part('d').querySelector('details') as HTMLDetailsElement;
    question.open = true;
    note = 'now';
    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(drawn).toEqual(['a', 'c', 'd']);
    expect(part('d').querySelector('details')?.open).toBe(true);
  });
});
