import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { addLazyNamespace, i18n } from './i18n';
import { lazyScreen } from './lazy-screen';

function Hello({ name }: { name: string }) {
  return <p>{i18n.t('lazy-screen-test:hello', { name })}</p>;
}

/** What a screen's module does as it is imported: adds its texts (features/site/site-i18n.ts). */
function addTexts() {
  addLazyNamespace('lazy-screen-test', async (lang) => ({
    hello: lang === 'en' ? 'Hello {{name}}' : 'नमस्ते {{name}}',
  }));
}

describe('lazyScreen', () => {
  it('shows the loader until the chunk and its texts are in, then the screen', async () => {
    let finish: () => void = () => undefined;
    const Screen = lazyScreen(
      () =>
        new Promise<{ Hello: typeof Hello }>((resolve) => {
          finish = () => {
            addTexts();
            resolve({ Hello });
          };
        }),
      'Hello',
    );
    await i18n.changeLanguage('en');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen name="Meena" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => finish());
    expect(await screen.findByText('Hello Meena')).toBeTruthy();
  });

  it('renders a preloaded screen at once, never suspending (a prerendered page hydrates)', async () => {
    const Screen = lazyScreen(async () => {
      addTexts();
      return { Hello };
    }, 'Hello');
    await Screen.preload();
    await i18n.changeLanguage('hi');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen name="Meena" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('नमस्ते Meena')).toBeTruthy();
  });
});
