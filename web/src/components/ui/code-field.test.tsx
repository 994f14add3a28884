import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeField } from './code-field';

afterEach(cleanup);

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <CodeField label="Code" length={4} value={value} onChange={(e) => setValue(e.target.value)} />
  );
}

describe('CodeField', () => {
  it('keeps digits only, at most `length`, with the numeric keypad and SMS autofill', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.maxLength).toBe(4);
    fireEvent.change(input, { target: { value: '1a2 3' } });
    expect(input.value).toBe('123');
    fireEvent.change(input, { target: { value: '123456' } });
    expect(input.value).toBe('1234');
  });
});
