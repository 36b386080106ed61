import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18nOf } from '@oyna/sdk/i18n';
import { sessionOf } from '@oyna/sdk/session';
import { betslipOf } from '@oyna/sdk/betslip';
import { liveWorld } from '../test/live.sandbox';
import { createTestClient, renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { useBalance, useLocale, useOyna, useOynaStore, useSession, useT } from './hooks';
import { OynaProvider } from './OynaProvider';
import { MissingOynaProviderError } from './provider.errors';

function Probe() {
  const t = useT();
  const session = useSession();
  const balance = useBalance();
  const locale = useLocale();
  return (
    <p>
      {locale} | {t('header.login')} | {session.status === 'player' ? session.user.username : 'guest'} | {String(balance)}
    </p>
  );
}

const sandbox = useSandbox();

describe('OynaProvider and hooks', () => {
  it('reads texts, session and balance from the client it is given', async () => {
    const player = await sandbox.login('demouser');
    expect([player.username, player.balance]).toEqual(['demouser', 1500]);
    renderWithOyna(<Probe />, sandbox, { user: player });
    expect(screen.getByText('tr | Giriş Yap | demouser | 1500')).toBeVisible();
  });

  it('re-renders when the language changes', () => {
    const { client } = renderWithOyna(<Probe />, sandbox);
    act(() => i18nOf(client).setLocale('en'));
    expect(screen.getByText('en | Login | guest | null')).toBeVisible();
  });

  it('follows login and logout', async () => {
    const { client } = renderWithOyna(<Probe />, sandbox);
    await act(() => sessionOf(client).login({ username: 'demouser', password: 'demo12345' }));
    expect(screen.getByText(/demouser \| 1500/)).toBeVisible();
    await act(() => sessionOf(client).logout());
    expect(screen.getByText(/guest \| null/)).toBeVisible();
  });

  it("follows any of the SDK's stores with useOynaStore, a piece of the host's own", async () => {
    function SlipCount() {
      const slip = useOynaStore(betslipOf(useOyna()).$betslip);
      return <p>{slip.picks.length} picks</p>;
    }
    const world = await liveWorld(sandbox);
    const [event] = world.eventsOf(1);
    const detail = await sandbox.sb<{ markets: Array<{ odds: Array<{ id: number }> }> }>('feed/eventdetail', { body: { eventId: event!.id } });
    const { client } = renderWithOyna(<SlipCount />, sandbox);
    expect(await screen.findByText('0 picks')).toBeTruthy();
    act(() => betslipOf(client).toggle({ oddId: detail.data.markets[0]!.odds[0]!.id, isLive: true }));
    expect(await screen.findByText('1 picks')).toBeTruthy();
  });

  it('keeps two clients apart', () => {
    const one = createTestClient(sandbox, { locale: 'tr' });
    const two = createTestClient(sandbox, { locale: 'en' });
    render(
      <>
        <OynaProvider client={one.client}>
          <Probe />
        </OynaProvider>
        <OynaProvider client={two.client}>
          <Probe />
        </OynaProvider>
      </>,
    );
    expect(screen.getByText(/^tr \| Giriş Yap/)).toBeVisible();
    expect(screen.getByText(/^en \| Login/)).toBeVisible();
  });

  it('gives the wrapper the active language, for Turkish case rules', () => {
    const { container } = renderWithOyna(<Probe />, sandbox);
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('tr');
  });

  it('says what is missing when a widget is used without a provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useOyna();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(MissingOynaProviderError);
    quiet.mockRestore();
  });
});

describe('the language’s catalogue, loaded on its own', () => {

  it('hydrates a server-rendered page once it is in, the server’s HTML standing until then, without a mismatch', async () => {
    // Fresh modules: a page that has just started, no catalogue loaded yet.
    vi.resetModules();
    const [{ act: freshAct }, { hydrateRoot }, { createOyna }, { createMemoryStorage }, i18n, provider, hooks] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('@oyna/sdk'),
      import('@oyna/sdk/platform'),
      import('@oyna/sdk/i18n'),
      import('./OynaProvider'),
      import('./hooks'),
    ]);
    expect(i18n.loadedCatalog('tr')).toBeUndefined();
    function Login() {
      return <p>{hooks.useT()('header.login')}</p>;
    }
    const client = createOyna({
      locale: 'tr',
      platform: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage(), fetch: async () => new Response('{}', { status: 503 }) },
      fingerprint: async () => 'fp',
    });
    const container = document.createElement('div');
    container.innerHTML = '<p>Giriş Yap</p>';
    const serverParagraph = container.firstChild;
    const recoverable = vi.fn();

    freshAct(() => void hydrateRoot(container, <provider.OynaProvider client={client}><Login /></provider.OynaProvider>, { onRecoverableError: recoverable }));
    expect(container.innerHTML).toBe('<p>Giriş Yap</p>');
    await freshAct(() => i18n.loadCatalog('tr'));

    expect(container.firstChild).toBe(serverParagraph);
    expect(container.textContent).toBe('Giriş Yap');
    expect(recoverable).not.toHaveBeenCalled();
    client.dispose();
  });
});
