import { act, screen, within } from '@testing-library/react';
import type { Promotion } from '@oyna/sdk/content';
import { describe, expect, it } from 'vitest';
import { closeDialogs } from '../dialog/dialog.store';
import { DialogHost } from '../dialogHost/DialogHost';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { PromoPopup } from './PromoPopup';
import { PromotionList } from './PromotionList';

const sandbox = useSandbox({ resetEachTest: false });

async function promotionsIn(locale: string): Promise<Promotion[]> {
  return (await sandbox.api<Promotion[]>('cms/promotions', { locale })).data;
}

describe('PromotionList', () => {
  it('shows a card per promotion and opens its detail: second picture, title and text', async () => {
    const promotions = await promotionsIn('en');
    const { user, container } = renderWithOyna(
      <>
        <PromotionList promotions={promotions} />
        <DialogHost />
      </>,
      sandbox,
      { locale: 'en' },
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(promotions.map((promotion) => promotion.title));
    for (const image of container.querySelectorAll('img')) expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['720', '360']);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Details: 100% welcome bonus on your first deposit' }));
    const dialog = await screen.findByRole('dialog', { name: '100% welcome bonus on your first deposit' });
    expect(within(dialog).getByText(/Deposit at least/)).toBeVisible();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(new URL(promotions[0]!.images[1]!, sandbox.url).href);
    act(() => closeDialogs());
  }, 20_000);

  it('says so when there are no promotions', () => {
    renderWithOyna(<PromotionList promotions={[]} />, sandbox, { locale: 'tr' });
    expect(screen.getByText('Şu anda kampanya yok. Yakında tekrar göz atın.')).toBeVisible();
  });
});

describe('PromoPopup', () => {
  it('opens the popup once per content hash', async () => {
    const bootstrap = await sandbox.bootstrap('en');
    const first = renderWithOyna(
      <>
        <PromoPopup />
        <DialogHost />
      </>,
      sandbox,
      { locale: 'en', bootstrap },
    );
    const dialog = await screen.findByRole('dialog', { name: '25% weekend reload bonus' });
    expect(within(dialog).getByRole('link', { name: '25% weekend reload bonus: see the offer' }).getAttribute('href')).toBe('/promotions');
    const seen = first.client.platform.storage.getItem('popupSeen');
    expect(seen).toBe(bootstrap.popup!.hash);
    act(() => closeDialogs());
    first.unmount();

    renderWithOyna(
      <>
        <PromoPopup />
        <DialogHost />
      </>,
      sandbox,
      { locale: 'en', bootstrap, stored: { popupSeen: seen! } },
    );
    await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
