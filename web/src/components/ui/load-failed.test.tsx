import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { LoadFailed } from './load-failed';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function shown(error: unknown) {
  const retry = vi.fn();
  render(<LoadFailed query={{ error, refetch: retry }} />);
  return { text: screen.getByRole('alert').textContent, retry };
}
const reload = () => screen.queryByRole('button', { name: 'Reload' });

describe('LoadFailed says what failed', () => {
  it('the network: check the internet, and Reload asks again', () => {
    const { text, retry } = shown(new ApiError(0, NETWORK_ERROR, 'Failed to fetch'));
    expect(text).toBe('Error connecting server. Please check your internet connection.');
    fireEvent.click(reload() as HTMLElement);
    expect(retry).toHaveBeenCalledOnce();
  });

  it("the server's failure: something went wrong, not the reader's internet", () => {
    const { text } = shown(new ApiError(500, 'INTERNAL', 'Internal Server Error'));
    expect(text).toBe('Seems like something went wrong!');
    expect(reload()).not.toBeNull();
  });

  it("a refusal in the server's words, without a Reload that would be refused again", () => {
    const { text } = shown(new ApiError(403, 'FORBIDDEN', 'यह जॉब सीकर किसी दूसरे सारथी का है'));
    expect(text).toBe('यह जॉब सीकर किसी दूसरे सारथी का है');
    expect(reload()).toBeNull();
  });

  it('a limit that passes: its words, and Reload for later', () => {
    const { text } = shown(new ApiError(429, 'IP_LIMIT', 'Too many requests. Try again later.'));
    expect(text).toBe('Too many requests. Try again later.');
    expect(reload()).not.toBeNull();
  });

  it('an error that is not an answer: the network, as before', () => {
    expect(shown(new Error('boom')).text).toBe(
      'Error connecting server. Please check your internet connection.',
    );
  });

  it('in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(shown(new ApiError(502, 'HTTP_502', '')).text).toBe('लगता है कुछ गड़बड़ हो गई!');
  });
});
