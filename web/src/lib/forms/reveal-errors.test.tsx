import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealErrorsOnSubmit } from './reveal-errors';

// Issue 14 item 9: the first error of a form scrolls into view and takes the focus.

function SalaryForm({ late = false }: { late?: boolean }) {
  const [error, setError] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // a refinement found by a lazily loaded schema, or a server answer: later, not at once
        if (late) window.setTimeout(() => setError(true), 50);
        else setError(true);
      }}
    >
      <input aria-label="Name" />
      <fieldset aria-invalid={error ? true : undefined}>
        <legend>Salary to</legend>
        <input aria-label="Salary to" />
      </fieldset>
      {error && <p>Salary to must be more than salary from</p>}
      <button type="submit">Show jobs</button>
    </form>
  );
}

let off: () => void;
const scrolled: Element[] = [];
beforeEach(() => {
  off = revealErrorsOnSubmit(document);
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  off();
  cleanup();
});

describe('revealErrorsOnSubmit', () => {
  it('focuses the first invalid field and scrolls it into view', async () => {
    render(<SalaryForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Show jobs' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Salary to')));
    expect(scrolled[0]).toBe(screen.getByRole('group', { name: 'Salary to' }));
  });

  it('waits for an error that comes later (a loaded schema, a server answer)', async () => {
    render(<SalaryForm late />);
    fireEvent.click(screen.getByRole('button', { name: 'Show jobs' }));
    expect(document.activeElement).not.toBe(screen.getByLabelText('Salary to')); // not yet
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Salary to')));
  });

  it('leaves the focus where it is when it is already on an invalid field', async () => {
    render(<SalaryForm />);
    const field = screen.getByLabelText('Salary to');
    field.focus();
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(document.activeElement).toBe(field);
  });
});
