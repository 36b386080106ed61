import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { createOyna } from '@oyna/sdk';
import { createMemoryStorage } from '@oyna/sdk/platform';
import { OynaProvider } from '../provider/OynaProvider';
import { PhoneField } from './PhoneField';

// The field only reads texts: a client that never calls anyone.
const client = createOyna({ locale: 'en', platform: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() } });
afterAll(() => client.dispose());

function Form({ initial = '' }: { initial?: string }) {
  const [phone, setPhone] = useState(initial);
  return (
    <OynaProvider client={client}>
      <PhoneField label="Phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <output>{phone}</output>
    </OynaProvider>
  );
}

describe('PhoneField', () => {
  it('groups what is typed after the fixed +90 and hands over digits only', async () => {
    render(<Form />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    await userEvent.type(input, '5321234567');
    expect(input.value).toBe('+90 (532) 123 45 67');
    expect(screen.getByRole('status').textContent).toBe('905321234567');
  });

  it('takes no more than ten digits and no letters', async () => {
    render(<Form />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    await userEvent.type(input, '53a2123456789');
    expect(screen.getByRole('status').textContent).toBe('905321234567');
  });

  it('shows a number it is given', () => {
    render(<Form initial="905551112233" />);
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+90 (555) 111 22 33');
  });
});
