import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DistrictPicker } from './district-picker';
import { loadDistrictData } from './use-district-data';

function Picker({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DistrictPicker
      label="Home district"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

beforeEach(async () => {
  await loadDistrictData();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const input = () => screen.getByRole('combobox', { name: 'Home district' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('district picker (spec 000 §5: a district of the built-in list, stored by id)', () => {
  it('suggests districts for English text and stores the chosen id', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    type('luckn');
    const option = await screen.findByRole('option', { name: /Lucknow/ });
    expect(option.textContent).toBe('LucknowUttar Pradesh');
    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith('up-lucknow');
    expect((input() as HTMLInputElement).value).toBe('Lucknow, Uttar Pradesh');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('finds a district typed in Hindi and shows names in Hindi', async () => {
    await i18n.changeLanguage('hi');
    render(<Picker onChange={vi.fn()} />);
    type('पटना');
    fireEvent.click(await screen.findByRole('option', { name: /पटना/ }));
    expect((input() as HTMLInputElement).value).toBe('पटना, बिहार');
    await act(() => i18n.changeLanguage('en'));
    expect((input() as HTMLInputElement).value).toBe('Patna, Bihar');
  });

  it('clears the stored id when the text is changed again', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    type('jaipur');
    fireEvent.click(await screen.findByRole('option', { name: /Jaipur/ }));
    type('Jaipu');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('picks with the arrow keys and Enter, without submitting the form', async () => {
    const onChange = vi.fn();
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Picker onChange={onChange} />
      </form>,
    );
    type('pur');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes a full name typed without tapping the suggestion', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    type('jaipur');
    await screen.findByRole('option', { name: /Jaipur/ });
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith('rj-jaipur');
  });

  it('says so when nothing matches', async () => {
    render(<Picker onChange={vi.fn()} />);
    type('zzzzqq');
    expect(await screen.findByText('No district found. Check the spelling.')).toBeTruthy();
  });
});
