import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionOf } from '@oyna/sdk/session';
import { DialogHost } from '../dialogHost/DialogHost';
import { openDialog } from '../dialog/dialog.store';
import { expectNoAxeViolations } from '../test/axe';
import { recordingFetch } from '../test/recordingFetch';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Toaster } from '../toast/Toaster';
import type { LoginDialogProps } from './LoginDialog';
import * as stories from './LoginDialog.stories';

const sandbox = useSandbox();

async function renderLogin(props: LoginDialogProps = {}) {
  const network = recordingFetch(globalThis.fetch);
  const result = renderWithOyna(
    <>
      <DialogHost />
      <Toaster />
    </>,
    sandbox,
    { locale: 'en', fetch: network.fetch },
  );
  act(() => openDialog('login', props));
  // Its code loads when it is first opened.
  const dialog = within(await screen.findByRole('dialog', { name: 'Login' }));
  const fields = {
    username: dialog.getByLabelText('Username'),
    password: dialog.getByLabelText('Password'),
    submit: dialog.getByRole('button', { name: 'Login' }),
  };
  return { ...result, network, dialog, ...fields };
}

describe('LoginDialog, validation', () => {
  it('opens with focus in the username field', async () => {
    const { username, baseElement } = await renderLogin();
    await waitFor(() => expect(document.activeElement).toBe(username));
    await expectNoAxeViolations(baseElement);
  });

  it('shows a field error only after the player leaves the field', async () => {
    const { user, dialog, username } = await renderLogin();
    await user.type(username, 'ab');
    expect(dialog.queryByText('Enter at least 3 characters')).toBeNull();
    await user.tab();
    expect(dialog.getByText('Enter at least 3 characters')).toBeVisible();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.queryByText('This field is required')).toBeNull();
  });

  it('does nothing but show every error when submitted invalid', async () => {
    const { user, dialog, submit, username, network } = await renderLogin();
    await user.click(submit);
    expect(dialog.getAllByText('This field is required')).toHaveLength(2);
    expect(document.activeElement).toBe(username);
    expect(network.answersTo('auth/login')).toEqual([]);
  });

  it('reads errors out with their field', async () => {
    const { user, submit, password } = await renderLogin();
    await user.click(submit);
    const described = document.getElementById(password.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('This field is required');
  });
});

describe('LoginDialog against the sandbox', () => {
  it('logs in, shows the server welcome and closes', async () => {
    const { user, username, password, submit, network, client } = await renderLogin();
    await user.type(username, 'demouser');
    await user.type(password, 'demo12345');
    await user.click(submit);
    const status = await screen.findByRole('status');
    const [answer] = network.answersTo('auth/login');
    expect(answer?.body?.success).toBe(true);
    expect(status.textContent).toBe(answer?.body?.message);
    expect(status.textContent).not.toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    const session = sessionOf(client).$session.get();
    expect(session.status === 'player' && session.user.username).toBe('demouser');
  });

  it('shows the server refusal as an error and stays open for another try', async () => {
    const { user, dialog, username, password, submit, network } = await renderLogin();
    await user.type(username, 'demouser');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    const [answer] = network.answersTo('auth/login');
    expect(answer?.body?.success).toBe(false);
    expect(alert.textContent).toBe(answer?.body?.message);
    expect(alert.textContent).toBe('Incorrect username or password.');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Login' }).getAttribute('aria-busy')).toBe('false');
  });

  it('withdraws the refusal when the player tries again and gets in', async () => {
    const { user, username, password, submit } = await renderLogin();
    await user.type(username, 'demouser');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'demo12345');
    await user.click(submit);

    await screen.findByRole('status');
    await waitFor(() => expect(screen.queryByText('Incorrect username or password.')).toBeNull(), { timeout: 2_000 });
  });

  it('shows loading while the request runs and sends it only once however often it is pressed', async () => {
    const { user, username, password, submit, network } = await renderLogin();
    await user.type(username, 'demouser');
    await user.type(password, 'demo12345');
    const release = network.hold('auth/login');
    await user.click(submit);
    await user.click(submit);
    await user.keyboard('{Enter}');
    expect(submit.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.answersTo('auth/login')).toHaveLength(1);
  });
});

describe('LoginDialog links', () => {
  it('offers password recovery and sign-up when the page handles them', async () => {
    const onRecovery = vi.fn();
    const onRegister = vi.fn();
    const { user, dialog } = await renderLogin({ onRecovery, onRegister });
    await user.click(dialog.getByRole('button', { name: 'Recovery Password' }));
    await user.click(dialog.getByRole('button', { name: 'Not a Member? Sign Up Now!' }));
    expect(onRecovery).toHaveBeenCalledOnce();
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('leaves the links out otherwise', async () => {
    const { dialog } = await renderLogin();
    expect(dialog.queryByRole('button', { name: 'Recovery Password' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Not a Member? Sign Up Now!' })).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { user, dialog, password } = await renderLogin();
    await user.click(dialog.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(dialog.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('LoginDialog stories', () => {
  itRendersEveryStory(stories);
});
