import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from '../shared/a11y.css';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import '../test/storyAnnotations';
import { AppLayout } from './AppLayout';
import * as stories from './AppLayout.stories';

const { GuestPage } = composeStories(stories);

const sandbox = useSandbox();

describe('AppLayout', () => {
  it('puts the page title in the one h1 inside main, after the breadcrumbs', () => {
    renderWithOyna(
      <AppLayout title="Promosyonlar" breadcrumbs={<nav aria-label="Sayfa konumu" />}>
        <p>İçerik</p>
      </AppLayout>,
      sandbox,
    );
    const main = screen.getByRole('main');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Promosyonlar']);
    expect(main.firstElementChild?.getAttribute('aria-label')).toBe('Sayfa konumu');
    expect(main.textContent).toContain('İçerik');
  });

  it('keeps the title as the one h1 of a page that fills the window, for assistive technology only', () => {
    renderWithOyna(
      <AppLayout title="Golden Galleon" fillWindow>
        <section aria-label="Golden Galleon, Digitain" />
      </AppLayout>,
      sandbox,
    );
    const [title] = screen.getAllByRole('heading', { level: 1 });
    expect(title?.textContent).toBe('Golden Galleon');
    expect(title?.className).toBe(visuallyHidden);
  });

  it('composes a full page whose landmarks pass axe', async () => {
    await GuestPage.load();
    render(<GuestPage />);
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});

describe('AppLayout stories', () => {
  itRendersEveryStory(stories);
});
