import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mobileDigits } from '../../lib/forms/mobile-input';
import { MobileField } from './mobile-field';

afterEach(cleanup);

describe('mobileDigits (issue 14 item 4)', () => {
  it.each([
    ['09876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['0091-98765-43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['9198765432', '9198765432'], // a number that starts with 91 stays whole
    ['98765432101', '9876543210'], // typed past the tenth digit
    ['98765', '98765'],
  ])('%s -> %s', (input, digits) => {
    expect(mobileDigits(input)).toBe(digits);
  });
});

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <MobileField label="Mobile number" value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('MobileField', () => {
  it('asks for the phone keyboard and autofill of the own number, with no length cap', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('tel-national');
    expect(input.maxLength).toBe(-1);
  });

  it('keeps the 10 digits of what autofill types and what is pasted', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Mobile number') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '+91 98765 43210' } });
    expect(input.value).toBe('9876543210');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.paste(input, { clipboardData: { getData: () => '098765-43210' } });
    expect(input.value).toBe('9876543210');
    expect(screen.getByRole('status').textContent).toBe('9876543210');
  });
});
