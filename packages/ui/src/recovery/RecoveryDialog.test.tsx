import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recoveryOf } from '@oyna/sdk/account';
import { sessionOf } from '@oyna/sdk/session';
import { closeDialogs, openDialog } from '../dialog/dialog.store';
import { DialogHost } from '../dialogHost/DialogHost';
import type { HostFlows } from '../host/host.flows';
import { expectNoAxeViolations } from '../test/axe';
import { recordingFetch } from '../test/recordingFetch';
import { renderWithOyna } from '../test/render';
import { SANDBOX_PASSWORD, useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Toaster } from '../toast/Toaster';
import * as stories from './RecoveryDialog.stories';

const sandbox = useSandbox();

/** Where the sandbox mails demouser's reset codes. */
const DEMOUSER_EMAIL = 'deniz.yilmaz@example.com';

async function renderRecovery({ flows, locale = 'en' }: { flows?: HostFlows; locale?: string } = {}) {
  const network = recordingFetch(globalThis.fetch);
  const result = renderWithOyna(
    <>
      <DialogHost />
      <Toaster />
    </>,
    sandbox,
    { locale, fetch: network.fetch, flows },
  );
  act(() => openDialog('recovery'));
  // Its code loads when it is first opened.
  const dialog = within(await screen.findByRole('dialog', { name: 'Password Recovery' }));
  return { ...result, network, dialog };
}

async function mailedCode(to: string): Promise<string> {
  const answer = await fetch(`${sandbox.url}/__test/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await answer.json()) as { data: { code: string | null }[] };
  if (!data[0]?.code) throw new Error(`no code was mailed to ${to}`);
  return data[0].code;
}

describe('RecoveryDialog', () => {
  it('opens at step 1 of 4 with focus in the username, and passes axe', async () => {
    const { dialog, baseElement } = await renderRecovery();
    expect(dialog.getByText('Step 1 of 4')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Username')));
    await expectNoAxeViolations(baseElement);
  });

  it('shows a field error after the field is left, and sends nothing while invalid', async () => {
    const { user, dialog, network } = await renderRecovery();
    await user.type(dialog.getByLabelText('Username'), 'demo');
    await user.tab();
    expect(dialog.getByText('Enter at least 5 characters')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    expect(network.answersTo('auth/sendresetpassword')).toEqual([]);
  });

  it('takes demouser through all four steps with the mailed code, then opens the login form for the new password', async () => {
    const register = vi.fn();
    const { user, dialog, network, client, baseElement } = await renderRecovery({ flows: { register, recovery: vi.fn() } });
    await user.type(dialog.getByLabelText('Username'), 'demouser');
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));

    const code = await dialog.findByLabelText('Reset code');
    expect(dialog.getByText('Step 2 of 4')).toBeVisible();
    expect(dialog.getByText(network.answersTo('auth/sendresetpassword')[0]!.body!.message!)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, await mailedCode(DEMOUSER_EMAIL));
    await user.click(dialog.getByRole('button', { name: 'Verify Code' }));

    const password = await dialog.findByLabelText('New password');
    expect(dialog.getByText('Step 3 of 4')).toBeVisible();
    await expectNoAxeViolations(baseElement);
    await user.type(password, 'yeni12345');
    await user.type(dialog.getByLabelText('Confirm new password'), 'yeni12346');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await user.clear(dialog.getByLabelText('Confirm new password'));
    await user.type(dialog.getByLabelText('Confirm new password'), 'yeni12345');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));

    expect(await dialog.findByText('Step 4 of 4')).toBeTruthy();
    const changed = network.answersTo('auth/changepasswordwithcode')[0]!.body!;
    expect(changed.success).toBe(true);
    expect(dialog.getByText(changed.message!)).toBeVisible();

    const login = within(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 2_500 }));
    expect(login.getByRole('button', { name: 'Not a Member? Sign Up Now!' })).toBeVisible();
    await user.type(login.getByLabelText('Username'), 'demouser');
    await user.type(login.getByLabelText('Password'), 'yeni12345');
    await user.click(login.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(sessionOf(client).$session.get().status).toBe('player'));
    expect((await sandbox.api('auth/login', { body: { username: 'demouser', password: SANDBOX_PASSWORD } })).success).toBe(false);
  });

  it('shows the refusal of a wrong code and stays at step 2; another username goes back to step 1', async () => {
    const { user, dialog } = await renderRecovery();
    await user.type(dialog.getByLabelText('Username'), 'demouser');
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    const code = await dialog.findByLabelText('Reset code');
    const right = await mailedCode(DEMOUSER_EMAIL);
    await user.type(code, right === '000000' ? '111111' : '000000');
    await user.click(dialog.getByRole('button', { name: 'Verify Code' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(dialog.getByText('Step 2 of 4')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Use another username' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Username').value).toBe('');
  });

  it('shows loading while a step is sent, and sends it once', async () => {
    const { user, dialog, network } = await renderRecovery();
    await user.type(dialog.getByLabelText('Username'), 'vipuser');
    const send = dialog.getByRole('button', { name: 'Send Code' });
    const release = network.hold('auth/sendresetpassword');
    await user.click(send);
    await user.keyboard('{Enter}');
    expect(send.getAttribute('aria-busy')).toBe('true');
    release();
    await dialog.findByLabelText('Reset code');
    expect(network.answersTo('auth/sendresetpassword')).toHaveLength(1);
  });

  it('offers sign-up when the page has it', async () => {
    const register = vi.fn();
    const { user, dialog } = await renderRecovery({ flows: { register } });
    await user.click(dialog.getByRole('button', { name: 'Not a Member? Sign Up Now!' }));
    expect(register).toHaveBeenCalledOnce();
  });

  it('has no sign-up link without the flow', async () => {
    const { dialog } = await renderRecovery();
    expect(dialog.queryByRole('button', { name: 'Not a Member? Sign Up Now!' })).toBeNull();
  });

  it('starts again at step 1 when opened again', async () => {
    const { user, dialog, client } = await renderRecovery();
    await user.type(dialog.getByLabelText('Username'), 'demouser');
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    await dialog.findByLabelText('Reset code');
    act(() => closeDialogs());
    act(() => openDialog('recovery'));
    const again = within(await screen.findByRole('dialog', { name: 'Password Recovery' }));
    expect(await again.findByText('Step 1 of 4')).toBeTruthy();
    expect(recoveryOf(client).$recovery.get()).toEqual({ step: 1 });
  });

  it('speaks Turkish', async () => {
    renderWithOyna(<DialogHost />, sandbox, { locale: 'tr' });
    act(() => openDialog('recovery'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Şifre Sıfırlama' }));
    expect(dialog.getByText('Adım 1 / 4')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Kod Gönder' })).toBeVisible();
  });
});

describe('RecoveryDialog stories', () => {
  itRendersEveryStory(stories);
});
