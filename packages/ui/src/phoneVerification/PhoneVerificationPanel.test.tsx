import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyOf } from '@oyna/sdk/account';
import { expectNoAxeViolations } from '../test/axe';
import { lastCodeTo, otherCode } from '../test/outbox';
import { recordingFetch } from '../test/recordingFetch';
import { renderWithOyna } from '../test/render';
import { useSandbox, type SandboxPlayer } from '../test/sandbox';
import { SANDBOX_CLOCK } from '../test/sandbox.clock';
import { itRendersEveryStory } from '../test/stories';
import { Toaster } from '../toast/Toaster';
import { PhoneVerificationPanel } from './PhoneVerificationPanel';
import * as stories from './PhoneVerificationPanel.stories';

const sandbox = useSandbox();
const DEMO_PHONE = '905321234567';
const NEW_PHONE = '905551112233';

async function renderPanel(player: SandboxPlayer = 'demouser', { locale = 'en' } = {}) {
  const user = await sandbox.login(player);
  // The page's clock stands still until the test moves it on: the countdown reads it, the sandbox keeps its own.
  const clock = { now: Date.parse(SANDBOX_CLOCK) };
  const network = recordingFetch(globalThis.fetch);
  const result = renderWithOyna(
    <>
      <PhoneVerificationPanel />
      <Toaster />
    </>,
    sandbox,
    { locale, user, fetch: network.fetch, now: () => clock.now },
  );
  const panel = within(screen.getByRole('group', { name: locale === 'en' ? 'Phone verification' : 'Telefon doğrulama' }));
  const later = (seconds: number) => {
    clock.now += seconds * 1000;
  };
  return { ...result, panel, network, later };
}

describe('PhoneVerificationPanel', () => {
  it('shows a verified number as verified, with nothing to do', async () => {
    const { panel, baseElement } = await renderPanel('vipuser');
    expect(panel.getByText('Your phone number is verified.')).toBeVisible();
    expect(panel.getByLabelText<HTMLInputElement>('Phone number').readOnly).toBe(true);
    expect(panel.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(baseElement);
  });

  it('sends a code, counts 60 s down to Click to resend, takes a wrong code back and verifies the right one', async () => {
    const { user, panel, later, network, client, baseElement } = await renderPanel();
    expect(panel.getByText('Verify your phone number to keep your account safe.')).toBeVisible();
    const phone = panel.getByLabelText<HTMLInputElement>('Phone number');
    expect(phone.value).toBe('+90 (532) 123 45 67');
    expect(phone.readOnly).toBe(true);
    expect(panel.getByRole('button', { name: 'Update Number' })).toBeVisible();
    await expectNoAxeViolations(baseElement);

    await user.click(panel.getByRole('button', { name: 'Send Code' }));
    const code = await panel.findByLabelText<HTMLInputElement>('Verification code');
    expect(panel.getByText('You can ask for a new code in 60 s')).toBeVisible();
    expect(panel.queryByRole('button', { name: 'Send Code' })).toBeNull();
    await expectNoAxeViolations(baseElement);

    await user.type(code, otherCode(await lastCodeTo(sandbox, DEMO_PHONE)));
    expect(code.value).toMatch(/^\d{3}-\d{3}$/);
    await user.click(panel.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(network.answersTo('customer/updatephone').at(-1)?.body?.message);
    await waitFor(() => expect(code.value).toBe(''));

    later(59);
    await panel.findByText('You can ask for a new code in 1 s', {}, { timeout: 3_000 });
    later(1);
    const resend = await panel.findByRole('button', { name: 'Click to resend' }, { timeout: 3_000 });
    // The sandbox allows a new code 60 s after the last on its own clock.
    await sandbox.hook('clock', { advanceMinutes: 1 });
    await user.click(resend);
    await panel.findByText('You can ask for a new code in 60 s');
    expect(network.answersTo('customer/updatephone').filter((answer) => answer.body?.success)).toHaveLength(2);

    await user.type(code, await lastCodeTo(sandbox, DEMO_PHONE));
    await user.click(panel.getByRole('button', { name: 'Verify' }));
    await panel.findByText('Your phone number is verified.');
    expect(client.$auth.get()).toMatchObject({ phone: DEMO_PHONE, smsVerified: true });
  });

  it('lets the player type another number with Update Number', async () => {
    const { user, panel, client } = await renderPanel();
    await user.click(panel.getByRole('button', { name: 'Update Number' }));
    const phone = panel.getByLabelText<HTMLInputElement>('Phone number');
    expect(phone.readOnly).toBe(false);
    expect(panel.queryByRole('button', { name: 'Update Number' })).toBeNull();
    await user.clear(phone);
    await user.type(phone, '5551112233');
    await user.click(panel.getByRole('button', { name: 'Send Code' }));
    const code = await panel.findByLabelText<HTMLInputElement>('Verification code');
    expect(phone.readOnly).toBe(true);
    expect(panel.getByText('Enter the 6-digit code we texted to +90 (555) 111 22 33.')).toBeVisible();

    const history = historyOf(client);
    // Personal information is on show meanwhile (another tab of the dashboard).
    client.track(history.$profile.listen(() => {}));
    await history.showProfile();
    await user.type(code, await lastCodeTo(sandbox, NEW_PHONE));
    await user.click(panel.getByRole('button', { name: 'Verify' }));
    await panel.findByText('Your phone number is verified.');
    expect(client.$auth.get()).toMatchObject({ phone: NEW_PHONE, smsVerified: true });
    expect(history.$profile.get()).toMatchObject({ status: 'ready', value: { phone: NEW_PHONE, smsVerified: true } });
  });

  it('speaks Turkish', async () => {
    const { panel } = await renderPanel('demouser', { locale: 'tr' });
    expect(panel.getByText('Hesabınızı güvende tutmak için telefon numaranızı doğrulayın.')).toBeVisible();
    expect(panel.getByRole('button', { name: 'Kod Gönder' })).toBeVisible();
    expect(panel.getByRole('button', { name: 'Numarayı Güncelle' })).toBeVisible();
  });

  it('shows nothing to a guest', () => {
    const { container } = renderWithOyna(<PhoneVerificationPanel />, sandbox, { locale: 'en' });
    expect(container.textContent).toBe('');
  });
});

describe('PhoneVerificationPanel stories', () => {
  itRendersEveryStory(stories);
});
