import { act, fireEvent, screen, within } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { Button } from '../shared/Button';
import { tabbables } from '../shared/focus';
import { Toaster } from '../toast/Toaster';
import { toast } from '../toast/toast.store';
import { TOASTER_ATTRIBUTE } from '../toast/toaster.attribute';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Dialog, type DialogProps } from './Dialog';
import * as stories from './Dialog.stories';
import { DialogHost } from '../dialogHost/DialogHost';
import { closeDialogs, openDialog } from './dialog.store';

const sandbox = useSandbox();

function Greeting({ name, ...settings }: { name: string } & Partial<DialogProps>) {
  return (
    <Dialog title={`Merhaba ${name}`} {...settings}>
      <label>
        Takma ad
        <input />
      </label>
      <Button>Kaydet</Button>
    </Dialog>
  );
}

function Farewell() {
  return <Dialog title="Güle güle">Görüşmek üzere</Dialog>;
}

// Dialogs of this test's own, as a partner would add theirs.
declare module './dialog.store' {
  interface DialogPropsByName {
    greeting: { name: string } & Partial<DialogProps>;
    farewell: object;
  }
}
const registry = { greeting: Greeting, farewell: Farewell };

function renderPage(settings: Partial<DialogProps> = {}) {
  return renderWithOyna(
    <>
      <Button onClick={() => openDialog('greeting', { name: 'Ada', ...settings })}>Aç</Button>
      <DialogHost registry={registry} />
    </>,
    sandbox,
    { locale: 'en' },
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog labelled by its title, focus inside', async () => {
    const { user, baseElement } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    const dialog = screen.getByRole('dialog', { name: 'Merhaba Ada' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(baseElement);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = renderPage();
    const opener = screen.getByRole('button', { name: 'Aç' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('Kaydet'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(backdropOf(dialog));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and backdrop clicks when the dialog says so', async () => {
    const { user } = renderPage({ closeOnEscape: false, closeOnBackdrop: false });
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    const dialog = screen.getByRole('dialog');
    await user.keyboard('{Escape}');
    await user.click(backdropOf(dialog));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('keeps toasts readable and dismissable while open', async () => {
    const { user } = renderWithOyna(
      <>
        <Button onClick={() => openDialog('greeting', { name: 'Ada' })}>Aç</Button>
        <DialogHost registry={registry} />
        <Toaster />
      </>,
      sandbox,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    act(() => void toast.error('Kullanıcı adı veya şifre hatalı'));
    const alert = screen.getByRole('alert');
    expect(alert.closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aç' }).closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(alert.parentElement?.dataset.phase).toBe('leaving');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it("in an element's shadow root, keeps that root's toasts usable and no other tree's", async () => {
    // An embedded element: its dialog and toasts in its shadow root; the page has a toaster of its own.
    const element = document.body.appendChild(document.createElement('div'));
    const inside = element.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const pageToaster = document.body.appendChild(document.createElement('div'));
    pageToaster.setAttribute(TOASTER_ATTRIBUTE, '');
    try {
      renderWithOyna(
        createPortal(
          <>
            <DialogHost registry={registry} />
            <Toaster />
          </>,
          inside,
        ),
        sandbox,
        { locale: 'en' },
      );
      act(() => openDialog('greeting', { name: 'Ada' }));
      act(() => void toast.error('Kullanıcı adı veya şifre hatalı'));
      expect(within(inside).getByRole('dialog', { name: 'Merhaba Ada' })).toBeVisible();
      const alert = within(inside).getByRole('alert');
      expect(alert.closest('[inert]')).toBeNull();
      expect(element.closest('[inert]')).toBeNull();
      expect(within(inside).getByRole('button', { name: 'Dismiss' }).closest('[inert]')).toBeNull();
      expect(pageToaster.hasAttribute('inert')).toBe(true);
      act(() => closeDialogs());
      expect(pageToaster.hasAttribute('inert')).toBe(false);
    } finally {
      element.remove();
      pageToaster.remove();
    }
  });

  it("in an element's shadow root inside another (a partner's web component), keeps the dialog usable and the rest of the page inert", async () => {
    const partnerShell = document.body.appendChild(document.createElement('div'));
    const element = partnerShell.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const inside = element.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const pageContent = document.body.appendChild(document.createElement('main'));
    try {
      renderWithOyna(createPortal(<DialogHost registry={registry} />, inside), sandbox, { locale: 'en' });
      act(() => openDialog('greeting', { name: 'Ada' }));
      expect(within(inside).getByRole('dialog', { name: 'Merhaba Ada' })).toBeVisible();
      expect(partnerShell.hasAttribute('inert')).toBe(false);
      expect(pageContent.hasAttribute('inert')).toBe(true);
      // Tab on the dialog's last control comes back to its first (the document sees only the outer host focused).
      const dialog = within(inside).getByRole('dialog');
      const controls = tabbables(dialog);
      controls.at(-1)!.focus();
      fireEvent.keyDown(controls.at(-1)!, { key: 'Tab' });
      expect((inside.getRootNode() as ShadowRoot).activeElement).toBe(controls[0]);
      act(() => closeDialogs());
      expect(pageContent.hasAttribute('inert')).toBe(false);
    } finally {
      partnerShell.remove();
      pageContent.remove();
    }
  });

  it('shows one dialog at a time: opening another closes the first', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    act(() => openDialog('farewell'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Güle güle' })).toBeVisible();
    act(() => closeDialogs());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** The dimmed layer around the panel. */
function backdropOf(dialog: HTMLElement): HTMLElement {
  let node: HTMLElement | null = dialog;
  while (node && getComputedStyle(node).position !== 'fixed') node = node.parentElement;
  if (!node) throw new Error('no backdrop');
  return node;
}

describe('Dialog stories', () => {
  itRendersEveryStory(stories);
});
