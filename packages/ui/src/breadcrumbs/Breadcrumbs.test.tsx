import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Breadcrumbs } from './Breadcrumbs';
import * as stories from './Breadcrumbs.stories';

const trail = [
  { label: 'Home', url: '/' },
  { label: 'My Account', url: '/dashboard' },
  { label: 'Deposit Money', url: '/dashboard/deposit' },
];

const sandbox = useSandbox();

describe('Breadcrumbs', () => {
  it('lists the trail in order inside a labelled navigation', async () => {
    const { container } = renderWithOyna(<Breadcrumbs items={trail} />, sandbox, { locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['My Account', '/dashboard'],
      ['Deposit Money', '/dashboard/deposit'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('marks only the last item as the current page', () => {
    renderWithOyna(<Breadcrumbs items={trail} />, sandbox);
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Deposit Money']);
  });

  it('renders nothing for an empty trail', () => {
    renderWithOyna(<Breadcrumbs items={[]} />, sandbox);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('Breadcrumbs stories', () => {
  itRendersEveryStory(stories);
});
