import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Renders with a fresh query client and a router, as the app shell would. */
export function renderWithApp(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          {ui}
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** The current path, for tests that check where a screen went. */
export function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** `screen` at `path`; any other path shows Where. */
export function renderRoute(path: string, screen: ReactNode) {
  return renderWithApp(
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}
