import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneVerificationOf } from '@oyna/sdk/account';
import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { sessionOf } from '@oyna/sdk/session';
import { useDialogControls } from '../dialog/dialog.context';
import { dialogs, openDialog } from '../dialog/dialog.store';
import type { DialogRegistry } from '../dialog/dialog.registry';
import { DialogHost } from '../dialogHost/DialogHost';
import type { HostFlows } from '../host/host.flows';
import { expectNoAxeViolations } from '../test/axe';
import { recordingFetch } from '../test/recordingFetch';
import { manualClock } from '../test/manualClock';
import { renderWithOyna, type TestClientOptions } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Toaster } from '../toast/Toaster';
import * as stories from './RegisterDialog.stories';
import type { RegisterDialogProps } from './register.types';
import { CONFETTI_DELAY_MS } from './confetti';

const confetti = vi.hoisted(() => ({ bursts: [] as unknown[] }));
vi.mock('canvas-confetti', () => ({
  default: {
    create: () => Object.assign((options: unknown) => void confetti.bursts.push(options), { reset() {} }),
  },
}));

const sandbox = useSandbox();

/** The sandbox's start-up data by language: it offers a trial bonus. */
const bootstraps: Record<string, Bootstrap> = {};
beforeEach(async () => {
  confetti.bursts.length = 0;
  for (const locale of ['en', 'tr']) bootstraps[locale] ??= await sandbox.bootstrap(locale);
});
afterEach(() => vi.unstubAllGlobals());

interface RenderOptions {
  props?: RegisterDialogProps;
  flows?: HostFlows;
  /** @default the sandbox's bootstrap, which offers a trial bonus */
  trialBonusAmount?: number;
  registry?: DialogRegistry;
  locale?: string;
  timers?: TestClientOptions['timers'];
}

function renderRegister({ props = {}, flows, trialBonusAmount, registry, locale = 'en', timers }: RenderOptions = {}) {
  const network = recordingFetch(globalThis.fetch);
  const served = bootstraps[locale]!;
  const bootstrap = trialBonusAmount === undefined ? served : { ...served, trialBonusAmount };
  const result = renderWithOyna(
    <>
      <DialogHost registry={registry} />
      <Toaster />
    </>,
    sandbox,
    { locale, fetch: network.fetch, bootstrap, flows, timers },
  );
  act(() => openDialog('register', props));
  return { ...result, network };
}

const registerDialog = async () => within(await screen.findByRole('dialog', { name: 'Register' }));

let serial = 0;
/** A visitor nobody has signed up as: a username, email and phone of their own. */
function newcomer() {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return { username: `gokce${n}`, email: `gokce${n}@example.com`, national: `532700${n}` };
}

type Dialog = Awaited<ReturnType<typeof registerDialog>>;

async function fillCommon(user: UserEvent, dialog: Dialog, who = newcomer()) {
  await user.type(dialog.getByLabelText('Name'), 'Gökçe Şule');
  await user.type(dialog.getByLabelText('Surname'), 'Işıkoğlu');
  await user.type(dialog.getByLabelText('Username'), who.username);
  await user.type(dialog.getByLabelText('Email'), who.email);
  await user.type(dialog.getByLabelText('Phone number'), who.national);
  await user.type(dialog.getByLabelText('Password'), 'gizli12345');
  await user.type(dialog.getByLabelText('Confirm password'), 'gizli12345');
  return who;
}

async function outboxCode(to: string): Promise<string> {
  const answer = await fetch(`${sandbox.url}/__test/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await answer.json()) as { data: { code: string | null }[] };
  const code = data[0]?.code;
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

describe('RegisterDialog, the form', () => {
  it('opens on Fast Register with focus in its first field, and passes axe', async () => {
    const { baseElement } = renderRegister();
    const dialog = await registerDialog();
    const [fast, standard] = dialog.getAllByRole('tab');
    expect(fast).toHaveProperty('textContent', 'Fast Register');
    expect(fast!.getAttribute('aria-selected')).toBe('true');
    expect(standard).toHaveProperty('textContent', 'Default Register');
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Name')));
    expect(dialog.queryByLabelText('National ID number')).toBeNull();
    expect(dialog.queryByLabelText('Country')).toBeNull();
    await expectNoAxeViolations(baseElement);
  });

  it('asks for the national id, the birth date and the country on Default Register, Turkiye chosen', async () => {
    const { user, baseElement } = renderRegister();
    const dialog = await registerDialog();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Name')));
    await user.click(dialog.getByRole('tab', { name: 'Default Register' }));
    // Focus left the Name field it was given on opening: nothing was typed, so nothing is wrong yet.
    expect(dialog.queryByText('This field is required')).toBeNull();
    expect(dialog.getByLabelText('National ID number')).toBeVisible();
    const birth = within(dialog.getByRole('group', { name: 'Date of birth' }));
    expect(['Day', 'Month', 'Year'].map((part) => (birth.getByLabelText(part) as HTMLInputElement).value)).toEqual(['01', '01', '1970']);
    const country = dialog.getByLabelText<HTMLSelectElement>('Country');
    await waitFor(() => expect(country.selectedOptions[0]?.textContent).toBe('Turkiye'));
    expect(country.options.length).toBeGreaterThan(10);
    await expectNoAxeViolations(baseElement);
  });

  it('moves between the tabs with the arrow keys, keeping what was typed', async () => {
    const { user } = renderRegister();
    const dialog = await registerDialog();
    await user.type(dialog.getByLabelText('Name'), 'Deniz');
    dialog.getByRole('tab', { name: 'Fast Register' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(dialog.getByRole('tab', { name: 'Default Register' }));
    expect(dialog.getByRole('tab', { name: 'Default Register' }).getAttribute('aria-selected')).toBe('true');
    expect(dialog.getByLabelText<HTMLInputElement>('Name').value).toBe('Deniz');
    await user.keyboard('{ArrowLeft}');
    expect(dialog.getByRole('tab', { name: 'Fast Register' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a field error after the field is left, and every error on submit without sending anything', async () => {
    const { user, network } = renderRegister();
    const dialog = await registerDialog();
    await user.type(dialog.getByLabelText('Username'), 'ab!');
    expect(dialog.queryByText('Enter at least 5 characters')).toBeNull();
    await user.tab();
    expect(dialog.getByText('Enter at least 5 characters')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    expect(dialog.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    expect(document.activeElement).toBe(dialog.getByLabelText('Name'));
    expect(network.answersTo('auth/register')).toEqual([]);
  });

  it('says when the passwords do not match, and reads the error out with its field', async () => {
    const { user } = renderRegister();
    const dialog = await registerDialog();
    await fillCommon(user, dialog);
    const confirm = dialog.getByLabelText('Confirm password');
    await user.clear(confirm);
    await user.type(confirm, 'gizli54321');
    await user.tab();
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe('Passwords do not match');
  });

  it('refuses a day the calendar does not have', async () => {
    const { user, network } = renderRegister();
    const dialog = await registerDialog();
    await user.click(dialog.getByRole('tab', { name: 'Default Register' }));
    await fillCommon(user, dialog);
    await user.type(dialog.getByLabelText('National ID number'), '12345678901');
    for (const [part, value] of [['Day', '31'], ['Month', '02']] as const) {
      await user.clear(dialog.getByLabelText(part));
      await user.type(dialog.getByLabelText(part), value);
    }
    await user.tab();
    expect(within(dialog.getByRole('group', { name: 'Date of birth' })).getByText('Enter a valid date')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    expect(network.answersTo('auth/register')).toEqual([]);
  });

  it('offers the trial bonus only when the bootstrap has one', async () => {
    renderRegister();
    expect((await registerDialog()).getByRole('checkbox', { name: /Yes, I want the ₺250,00 trial bonus/ })).toBeVisible();
  });

  it('has no trial bonus box when none is offered', async () => {
    renderRegister({ trialBonusAmount: 0 });
    expect((await registerDialog()).queryByRole('checkbox')).toBeNull();
  });

  it('opens the login form from its link', async () => {
    const register = vi.fn();
    const { user } = renderRegister({ flows: { register } });
    await user.click((await registerDialog()).getByRole('button', { name: 'Log in' }));
    const login = within(await screen.findByRole('dialog', { name: 'Login' }));
    await user.click(login.getByRole('button', { name: 'Not a Member? Sign Up Now!' }));
    expect(register).toHaveBeenCalledOnce();
  });
});

describe('RegisterDialog against the sandbox', () => {
  it('signs a visitor up fast, logs them in and congratulates them with confetti', async () => {
    const liveChat = vi.fn();
    const { user, client, network, baseElement } = renderRegister({ flows: { liveChat } });
    const dialog = await registerDialog();
    const who = await fillCommon(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));

    const done = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    const [answer] = network.answersTo('auth/register');
    expect(answer?.body?.success).toBe(true);
    expect(done.getByText(answer!.body!.message!)).toBeVisible();
    expect(answer!.body!.message).toContain('Gökçe Şule');
    const session = sessionOf(client).$session.get();
    expect(session.status === 'player' && session.user.username).toBe(who.username);

    expect(done.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/dashboard/deposit');
    expect(done.getByText('Make your first deposit and start playing, or ask us anything on live chat.')).toBeVisible();
    await waitFor(() => expect(confetti.bursts).toEqual([expect.objectContaining({ particleCount: 150, spread: 180 })]));
    await expectNoAxeViolations(baseElement);

    await user.click(done.getByRole('button', { name: 'Live Chat' }));
    expect(liveChat).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the fast sign-up with the default country it does not show and the number behind +90', async () => {
    const { user, client } = renderRegister({ trialBonusAmount: 0 });
    const dialog = await registerDialog();
    const who = await fillCommon(user, dialog);
    expect(dialog.getByLabelText<HTMLInputElement>('Phone number').value).toBe(
      `+90 (532) 700 ${who.national.slice(6, 8)} ${who.national.slice(8)}`,
    );
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    const profile = await sandbox.api('customer/profile', { token: client.$auth.get()!.token });
    expect(profile.data).toMatchObject({ username: who.username, phone: `90${who.national}`, country: { id: 235 }, birthDate: null });
  });

  it('leaves out Live Chat when the page has no live chat', async () => {
    const { user } = renderRegister();
    await fillCommon(user, await registerDialog());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const done = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    expect(done.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    expect(done.getByText('Make your first deposit and start playing.')).toBeVisible();
  });

  it('signs up with the national id and the birth date from three fields on Default Register', async () => {
    const { user, network } = renderRegister();
    const dialog = await registerDialog();
    await user.click(dialog.getByRole('tab', { name: 'Default Register' }));
    await fillCommon(user, dialog);
    await user.type(dialog.getByLabelText('National ID number'), '12345678901');
    for (const [part, value] of [['Day', '29'], ['Month', '02'], ['Year', '1992']] as const) {
      await user.clear(dialog.getByLabelText(part));
      await user.type(dialog.getByLabelText(part), value);
    }
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(network.answersTo('auth/register')[0]?.body?.success).toBe(true);
  });

  it('shows the refusal of an under-18 birth date and stays open for another try', async () => {
    const { user, network } = renderRegister();
    const dialog = await registerDialog();
    await user.click(dialog.getByRole('tab', { name: 'Default Register' }));
    await fillCommon(user, dialog);
    await user.type(dialog.getByLabelText('National ID number'), '12345678901');
    const year = dialog.getByLabelText('Year');
    await user.clear(year);
    await user.type(year, String(new Date().getFullYear() - 10));
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You must be at least 18 years old to register.');
    expect(network.answersTo('auth/register')[0]?.body?.message).toBe(alert.textContent);
    expect(dialog.getByRole('button', { name: 'Sign Up' }).getAttribute('aria-busy')).toBe('false');
  });

  it('shows the refusal of a taken username, and the visitor stays a guest', async () => {
    const { user, client } = renderRegister();
    const dialog = await registerDialog();
    await fillCommon(user, dialog, { ...newcomer(), username: 'demouser' });
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The username demouser is already taken. Please choose another one.');
    expect(sessionOf(client).$session.get().status).toBe('guest');
  });

  it('shows loading while the request runs and sends it only once', async () => {
    const { user, network } = renderRegister();
    const dialog = await registerDialog();
    await fillCommon(user, dialog);
    const submit = dialog.getByRole('button', { name: 'Sign Up' });
    const release = network.hold('auth/register');
    await user.click(submit);
    await user.click(submit);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(network.answersTo('auth/register')).toHaveLength(1);
  });

  it('is done with the keyboard alone', async () => {
    const { user } = renderRegister({ trialBonusAmount: 0 });
    await registerDialog();
    await waitFor(() => expect(document.activeElement).toHaveProperty('name', 'name'));
    const who = newcomer();
    for (const text of ['Gökçe', 'Işıkoğlu', who.username, who.email, who.national, 'gizli12345', 'gizli12345']) {
      await user.keyboard(text);
      await user.tab();
    }
    expect(document.activeElement).toHaveProperty('textContent', 'Sign Up');
    await user.keyboard('{Enter}');
    const done = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Welcome aboard, Gökçe'));
    await user.tab();
    expect(document.activeElement).toBe(done.getByRole('link', { name: 'Deposit' }));
  });

  it('throws no confetti for a player who asked for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    const clock = manualClock();
    const { user } = renderRegister({ trialBonusAmount: 0, timers: clock });
    await fillCommon(user, await registerDialog());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    act(() => clock.tick(CONFETTI_DELAY_MS));
    expect(confetti.bursts).toEqual([]);
  });
});

describe('RegisterDialog and the trial bonus', () => {
  /** What the phone verification feature would be: a dialog the player leaves when done. */
  function PhoneVerificationStandIn() {
    const { close } = useDialogControls();
    return (
      <div role="dialog" aria-label="Phone verification">
        <button type="button" onClick={close}>
          Done
        </button>
      </div>
    );
  }

  async function signUpWithBonus(registry?: DialogRegistry) {
    const rendered = renderRegister({ registry });
    const dialog = await registerDialog();
    const who = await fillCommon(rendered.user, dialog);
    await rendered.user.click(dialog.getByRole('checkbox', { name: /trial bonus/ }));
    await rendered.user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    return { ...rendered, who, phone: `90${who.national}` };
  }

  it('goes on to phone verification with the new number locked, then offers the bonus once it is verified', async () => {
    const { user, client, network, phone } = await signUpWithBonus({ phoneVerification: PhoneVerificationStandIn });
    const verification = await screen.findByRole('dialog', { name: 'Phone verification' });
    expect(network.answersTo('auth/register')[0]?.body?.success).toBe(true);
    expect(phoneVerificationOf(client).$dialog.get()).toMatchObject({ step: 1, phone, phoneLocked: true });

    const verifying = phoneVerificationOf(client);
    expect((await verifying.sendCode({ phone })).status).toBe('done');
    expect((await verifying.verifyCode({ phone, code: await outboxCode(phone) })).status).toBe('done');
    await user.click(within(verification).getByRole('button', { name: 'Done' }));

    const offer = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    expect(offer.getByText('Your phone number is verified. Would you like to receive your ₺250,00 trial bonus now?')).toBeVisible();
    await waitFor(() => expect(confetti.bursts).toHaveLength(1));
    await user.click(offer.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/trial bonus/);
    await waitFor(() => expect(confetti.bursts).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2_000 });
    expect(network.answersTo('bonus/definetrialbonus')[0]?.body?.success).toBe(true);
  });

  it('offers nothing more when the player skips verification', async () => {
    const { user } = await signUpWithBonus({ phoneVerification: PhoneVerificationStandIn });
    await user.click(within(await screen.findByRole('dialog', { name: 'Phone verification' })).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogs.$dialog.get()).toBeNull();
  });

  it('shows the server refusal of Yes and stays open', async () => {
    const { user } = renderRegister({ props: { trialBonusOffer: true } });
    // A guest has no bonus to claim: the server says why.
    const offer = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    await user.click(offer.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  });
});

describe('RegisterDialog in Turkish', () => {
  it('names its tabs and button in Turkish', async () => {
    renderRegister({ locale: 'tr' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Kayıt Ol' }));
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hızlı Kayıt', 'Standart Kayıt']);
    expect(dialog.getByRole('button', { name: 'Üye Ol' })).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: /Evet, ₺250,00 deneme bonusunu istiyorum/ })).toBeVisible();
  });
});

describe('RegisterDialog stories', () => {
  itRendersEveryStory(stories);
});
