import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ServingsInput } from './servings-input';

function Field() {
  const [value, setValue] = useState('2');
  return (
    <>
      <label htmlFor="s">Servings</label>
      <ServingsInput id="s" max={12} value={value} onChange={(e) => setValue(e.target.value)} className="w-20" aria-invalid={value === '0'} />
    </>
  );
}

describe('ServingsInput', () => {
  it('is a whole-number field from 1 to max with the numeric keypad, and passes the form its value', async () => {
    render(<Field />);
    const input = screen.getByRole('spinbutton', { name: 'Servings' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '12');
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveClass('w-20');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(input).toHaveValue(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
