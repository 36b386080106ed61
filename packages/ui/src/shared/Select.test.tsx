import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Select } from './Select';

const sizes = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
] as const;

describe('Select', () => {
  it('is a combobox named by its label that shows the chosen option and reports the next choice', async () => {
    const onChange = vi.fn();
    const { container } = render(<Select label="Size" options={sizes} value="small" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveProperty('value', 'small');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Small', 'Large']);

    await userEvent.setup().selectOptions(select, 'Large');
    expect(onChange).toHaveBeenCalledWith('large');
    await expectNoAxeViolations(container);
  });
});
