import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneVerificationOf } from '@oyna/sdk/account';
import { openDialog } from '../dialog/dialog.store';
import { DialogHost } from '../dialogHost/DialogHost';
import { expectNoAxeViolations } from '../test/axe';
import { lastCodeTo, otherCode } from '../test/outbox';
import { recordingFetch } from '../test/recordingFetch';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Toaster } from '../toast/Toaster';
import type { PhoneVerificationDialogProps } from './phoneVerification.types';
import * as stories from './PhoneVerificationDialog.stories';

const sandbox = useSandbox();
const DEMO_PHONE = '905321234567';
const NEW_PHONE = '905551112233';

async function renderDialog(props?: PhoneVerificationDialogProps, { locale = 'en' } = {}) {
  const user = await sandbox.login('demouser');
  const network = recordingFetch(globalThis.fetch);
  const result = renderWithOyna(
    <>
      <DialogHost />
      <Toaster />
    </>,
    sandbox,
    { locale, user, fetch: network.fetch },
  );
  act(() => openDialog('phoneVerification', props));
  const dialog = within(await screen.findByRole('dialog', { name: locale === 'en' ? 'Phone Verification' : 'Telefon Doğrulama' }));
  return { ...result, dialog, network };
}

describe('PhoneVerificationDialog', () => {
  it('texts a code to the player’s number, checks it and celebrates', async () => {
    const { user, dialog, client, baseElement, network } = await renderDialog();
    const phone = dialog.getByLabelText<HTMLInputElement>('Phone number');
    expect(phone.value).toBe('+90 (532) 123 45 67');
    expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    const code = dialog.getByLabelText<HTMLInputElement>('Verification code');
    expect(code.disabled).toBe(true);
    await expectNoAxeViolations(baseElement);

    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    const status = await screen.findByRole('status');
    const [answer] = network.answersTo('customer/updatephone');
    expect(answer?.body?.success).toBe(true);
    expect(status.textContent).toBe(answer?.body?.message);
    await waitFor(() => expect(code.disabled).toBe(false));
    expect(dialog.getByText('Step 2 of 2')).toBeVisible();
    expect(phone.readOnly).toBe(true);
    const verify = dialog.getByRole<HTMLButtonElement>('button', { name: 'Verify' });
    expect(verify.disabled).toBe(true);
    await expectNoAxeViolations(baseElement);

    const sent = await lastCodeTo(sandbox, DEMO_PHONE);
    await user.type(code, sent);
    expect(code.value).toBe(`${sent.slice(0, 2)}-${sent.slice(2, 4)}-${sent.slice(4)}`);
    await user.click(verify);

    const title = await dialog.findByRole('heading', { name: 'Your phone number is verified' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(dialog.getByText(/\+90 \(532\) 123 45 67 is now linked to your account/)).toBeVisible();
    expect(client.$auth.get()).toMatchObject({ phone: DEMO_PHONE, smsVerified: true });
    await expectNoAxeViolations(baseElement);
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts with the number sign-up gave, locked until the player changes it', async () => {
    const { user, dialog, client } = await renderDialog({ phone: NEW_PHONE, lockPhone: true });
    const phone = dialog.getByLabelText<HTMLInputElement>('Phone number');
    expect(phone.value).toBe('+90 (555) 111 22 33');
    expect(phone.readOnly).toBe(true);
    expect(dialog.queryByRole('button', { name: 'Change phone number' })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    const code = dialog.getByLabelText<HTMLInputElement>('Verification code');
    await waitFor(() => expect(code.disabled).toBe(false));
    await user.type(code, '12');
    await user.click(dialog.getByRole('button', { name: 'Change phone number' }));

    expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    expect(phone.readOnly).toBe(false);
    expect(code.value).toBe('');
    expect(code.disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phoneVerificationOf(client).$dialog.get()).toMatchObject({ step: 1, phoneLocked: false });
  });

  it('shows a wrong code refused in the server’s words and clears it for another try', async () => {
    const { user, dialog, client, network } = await renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    const code = dialog.getByLabelText<HTMLInputElement>('Verification code');
    await waitFor(() => expect(code.disabled).toBe(false));
    await user.type(code, otherCode(await lastCodeTo(sandbox, DEMO_PHONE)));
    await user.click(dialog.getByRole('button', { name: 'Verify' }));

    const alert = await screen.findByRole('alert');
    const refusal = network.answersTo('customer/updatephone').at(-1);
    expect(refusal?.body?.success).toBe(false);
    expect(alert.textContent).toBe(refusal?.body?.message);
    await waitFor(() => expect(code.value).toBe(''));
    expect(dialog.getByText('Step 2 of 2')).toBeVisible();
    expect(client.$auth.get()?.smsVerified).toBe(false);
  });

  it('keeps Send Code disabled until the number is whole enough, and explains after the field is left', async () => {
    const { user, dialog } = await renderDialog({ phone: '' });
    const phone = dialog.getByLabelText<HTMLInputElement>('Phone number');
    const send = dialog.getByRole<HTMLButtonElement>('button', { name: 'Send Code' });
    expect(send.disabled).toBe(true);
    await user.click(phone);
    await user.tab();
    expect(dialog.getByText('This field is required')).toBeVisible();
    await user.type(phone, '555111');
    expect(send.disabled).toBe(false);
  });

  it('closes every dialog on Skip Verification', async () => {
    const { user, dialog } = await renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Skip Verification' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Turkish', async () => {
    const { dialog } = await renderDialog(undefined, { locale: 'tr' });
    expect(dialog.getByRole('button', { name: 'Kod Gönder' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Doğrulamayı Atla' })).toBeVisible();
    expect(dialog.getByLabelText('Doğrulama kodu')).toBeVisible();
  });
});

describe('PhoneVerificationDialog stories', () => {
  itRendersEveryStory(stories);
});
