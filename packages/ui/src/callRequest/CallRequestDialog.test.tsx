import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthData } from '@oyna/sdk';
import { DialogHost } from '../dialogHost/DialogHost';
import { expectNoAxeViolations } from '../test/axe';
import { recordingFetch } from '../test/recordingFetch';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Toaster } from '../toast/Toaster';
import * as stories from './CallRequestDialog.stories';
import { openCallRequest } from './openCallRequest';

const sandbox = useSandbox();

/** Keeps the bodies sent to cms/callme. */
function sentBodies(base: typeof fetch) {
  const bodies: unknown[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('cms/callme') && typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
    return base(input, init);
  };
  return { fetch: wrapped, bodies };
}

async function renderDialog({ locale = 'en', player = null as AuthData | null } = {}) {
  const network = recordingFetch(globalThis.fetch);
  const sent = sentBodies(network.fetch);
  const result = renderWithOyna(
    <>
      <DialogHost />
      <Toaster />
    </>,
    sandbox,
    { locale, user: player, fetch: sent.fetch },
  );
  act(() => openCallRequest());
  const en = locale === 'en';
  const dialog = within(await screen.findByRole('dialog', { name: en ? 'Call Request Form' : 'Sizi Arayalım Formu' }));
  const addContact = dialog.getByRole('button', { name: en ? 'Add Contact' : 'İletişim Ekle' });
  const save = dialog.getByRole('button', { name: en ? 'Save Request' : 'Talebi Kaydet' });
  return { ...result, network, sent: sent.bodies, dialog, addContact, save };
}

describe('CallRequestDialog', () => {
  it('saves a request with two contacts, shows the server’s word and closes every dialog', async () => {
    const { user, dialog, addContact, save, network, sent, baseElement } = await renderDialog();
    expect(dialog.getByText('To add contact information, click the "Add Contacts" button above')).toBeVisible();
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(baseElement);

    await user.type(dialog.getByLabelText('Name Surname'), 'Deniz Kaya');
    await user.type(dialog.getByLabelText('Username'), 'demouser');
    await user.type(dialog.getByLabelText('Message'), 'Para yatırma hakkında bilgi almak istiyorum');
    await user.selectOptions(dialog.getByLabelText('Call time'), '14:30 - 15:30');

    await user.click(addContact);
    const first = within(dialog.getByRole('group', { name: 'Contact 1' }));
    expect(document.activeElement).toBe(first.getByLabelText('Type'));
    expect(first.queryByRole('textbox')).toBeNull();
    await user.selectOptions(first.getByLabelText('Type'), 'Phone');
    const phone = first.getByLabelText<HTMLInputElement>('Phone');
    expect(phone.placeholder).toBe('Enter your phone number');
    await user.type(phone, '05321234567');

    await user.click(addContact);
    const second = within(dialog.getByRole('group', { name: 'Contact 2' }));
    expect(second.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a type', 'Phone', 'Telegram', 'Email']);
    await user.selectOptions(second.getByLabelText('Type'), 'Email');
    await user.type(second.getByLabelText('Email'), 'deniz@example.com');
    expect(save.getAttribute('aria-disabled')).toBe('false');
    await expectNoAxeViolations(baseElement);

    await user.click(save);
    const status = await screen.findByRole('status');
    const [answer] = network.answersTo('cms/callme');
    expect(answer?.body?.success).toBe(true);
    expect(status.textContent).toBe(answer?.body?.message);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        name: 'Deniz Kaya',
        message: expect.stringMatching(/^Para yatırma hakkında bilgi almak istiyorum\n.*demouser\n.*14:30 - 15:30$/),
        contacts: [
          { type: 1, contact: '05321234567' },
          { type: 4, contact: 'deniz@example.com' },
        ],
      },
    ]);
  });

  it('says in Turkish what is missing, in the spec’s order, and sends nothing', async () => {
    const { user, dialog, addContact, save, sent } = await renderDialog({ locale: 'tr' });
    await user.type(dialog.getByLabelText('Ad Soyad'), 'Deniz Kaya');
    await user.type(dialog.getByLabelText('Mesajınız'), 'Beni arar mısınız?');
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen kullanıcı adınızı girin');
    expect(document.activeElement).toBe(dialog.getByLabelText('Kullanıcı Adı'));

    await user.type(dialog.getByLabelText('Kullanıcı Adı'), 'demouser');
    await user.click(save);
    await screen.findByText('En az bir iletişim bilgisi eklemelisiniz');

    await user.click(addContact);
    const row = within(dialog.getByRole('group', { name: '1. iletişim bilgisi' }));
    await user.selectOptions(row.getByLabelText('Tür'), 'Telegram');
    const telegram = row.getByLabelText<HTMLInputElement>('Telegram');
    expect(telegram.placeholder).toBe('Telegram kullanıcı adınızı girin');
    await user.type(telegram, '@deniz_k');
    await user.click(save);
    await screen.findByText('Lütfen bir saat aralığı seçin');
    expect(dialog.getByText('Bu alan zorunludur')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('refuses a sixth contact with the spec’s warning, and removes rows', async () => {
    const { user, dialog, addContact, baseElement } = await renderDialog({ locale: 'tr' });
    for (let index = 0; index < 5; index += 1) await user.click(addContact);
    expect(dialog.getAllByRole('group')).toHaveLength(5);
    // Focus went into each new row and on: no row is scolded for a type not chosen yet.
    expect(dialog.queryByText('Seçeneklerden birini seçin')).toBeNull();
    await user.click(addContact);
    expect((await screen.findByRole('alert')).textContent).toBe('Maksimum 5 iletişim bilgisi ekleyebilirsiniz');
    expect(dialog.getAllByRole('group')).toHaveLength(5);
    await expectNoAxeViolations(baseElement);

    await user.click(dialog.getByRole('button', { name: '2. iletişim bilgisini kaldır' }));
    expect(dialog.getAllByRole('group')).toHaveLength(4);
    expect(dialog.queryByRole('group', { name: '5. iletişim bilgisi' })).toBeNull();
    expect(document.activeElement).toBe(addContact);
    for (let index = 1; index <= 4; index += 1) {
      await user.click(dialog.getByRole('button', { name: '1. iletişim bilgisini kaldır' }));
    }
    expect(dialog.getByText('İletişim bilgisi eklemek için yukarıdaki "İletişim Ekle" düğmesine tıklayın')).toBeVisible();
  });

  it('fills in a player’s username', async () => {
    const player = await sandbox.login('demouser');
    const { dialog } = await renderDialog({ player });
    expect(dialog.getByLabelText<HTMLInputElement>('Username').value).toBe('demouser');
  });

  it('shows a field’s rule once it is left', async () => {
    const { user, dialog } = await renderDialog();
    await user.type(dialog.getByLabelText('Name Surname'), 'Ali');
    expect(dialog.queryByText('Enter at least 5 characters')).toBeNull();
    await user.tab();
    expect(dialog.getByText('Enter at least 5 characters')).toBeVisible();
  });
});

describe('CallRequestDialog stories', () => {
  itRendersEveryStory(stories);
});
