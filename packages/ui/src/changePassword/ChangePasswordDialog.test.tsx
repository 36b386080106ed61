import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../dialogHost/DialogHost';
import { expectNoAxeViolations } from '../test/axe';
import { recordingFetch } from '../test/recordingFetch';
import { renderWithOyna } from '../test/render';
import { SANDBOX_PASSWORD, useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Toaster } from '../toast/Toaster';
import * as stories from './ChangePasswordDialog.stories';
import { openChangePassword } from './openChangePassword';

const sandbox = useSandbox();
const NEW_PASSWORD = 'yeni12345';

async function renderDialog({ locale = 'en' } = {}) {
  const player = await sandbox.login('demouser');
  const network = recordingFetch(globalThis.fetch);
  const result = renderWithOyna(
    <>
      <DialogHost />
      <Toaster />
    </>,
    sandbox,
    { locale, user: player, fetch: network.fetch },
  );
  act(() => openChangePassword());
  const dialog = within(await screen.findByRole('dialog', { name: locale === 'en' ? 'Change Password' : 'Şifre Değiştir' }));
  return {
    ...result,
    network,
    dialog,
    oldPassword: dialog.getByLabelText<HTMLInputElement>(locale === 'en' ? 'Current password' : 'Mevcut şifre'),
    password: dialog.getByLabelText<HTMLInputElement>(locale === 'en' ? 'New password' : 'Yeni şifre'),
    confirmPassword: dialog.getByLabelText<HTMLInputElement>(locale === 'en' ? 'Confirm new password' : 'Yeni şifre (tekrar)'),
    submit: dialog.getByRole('button', { name: locale === 'en' ? 'Change Password' : 'Şifreyi Değiştir' }),
  };
}

describe('ChangePasswordDialog', () => {
  it('changes the password with the server’s word, closes, and the new password logs in', async () => {
    const { user, oldPassword, password, confirmPassword, submit, network, baseElement } = await renderDialog();
    await expectNoAxeViolations(baseElement);
    await user.type(oldPassword, SANDBOX_PASSWORD);
    await user.type(password, NEW_PASSWORD);
    await user.type(confirmPassword, NEW_PASSWORD);
    await user.click(submit);

    const status = await screen.findByRole('status');
    const [answer] = network.answersTo('customer/changepassword');
    expect(answer?.body?.success).toBe(true);
    expect(status.textContent).toBe(answer?.body?.message);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const login = await sandbox.api('auth/login', { body: { username: 'demouser', password: NEW_PASSWORD } });
    expect(login.success).toBe(true);
  });

  it('shows a wrong current password refused in the server’s words and stays open', async () => {
    const { user, oldPassword, password, confirmPassword, submit, network, dialog } = await renderDialog();
    await user.type(oldPassword, 'yanlis12345');
    await user.type(password, NEW_PASSWORD);
    await user.type(confirmPassword, NEW_PASSWORD);
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    const [answer] = network.answersTo('customer/changepassword');
    expect(answer?.body?.success).toBe(false);
    expect(alert.textContent).toBe(answer?.body?.message);
    expect(dialog.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  it('sends nothing while the form is invalid, and says why', async () => {
    const { user, oldPassword, password, confirmPassword, submit, network, dialog, baseElement } = await renderDialog();
    await user.click(submit);
    expect(dialog.getAllByText('This field is required')).toHaveLength(3);
    expect(document.activeElement).toBe(oldPassword);
    await user.type(oldPassword, SANDBOX_PASSWORD);
    await user.type(password, NEW_PASSWORD);
    await user.type(confirmPassword, 'baska12345');
    await user.click(submit);
    expect(dialog.getByText('Passwords do not match')).toBeVisible();
    expect(confirmPassword.getAttribute('aria-invalid')).toBe('true');
    expect(network.answersTo('customer/changepassword')).toEqual([]);
    await expectNoAxeViolations(baseElement);
  });

  it('shows the passwords on request', async () => {
    const { user, dialog, password } = await renderDialog({ locale: 'tr' });
    const toggle = dialog.getByRole('button', { name: 'Şifreleri göster' });
    expect(password.type).toBe('password');
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('ChangePasswordDialog stories', () => {
  itRendersEveryStory(stories);
});
