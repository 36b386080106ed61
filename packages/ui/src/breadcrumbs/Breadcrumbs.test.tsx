import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithDemoApi } from '../test/render.demo';
import { itRendersEveryStory } from '../test/stories';
import { Breadcrumbs } from './Breadcrumbs';
import * as stories from './Breadcrumbs.stories';

const trail = [
  { label: 'Home', url: '/' },
  { label: 'My Account', url: '/dashboard' },
  { label: 'Deposit Money', url: '/dashboard/deposit' },
];

describe('Breadcrumbs', () => {
  it('lists the trail in order inside a labelled navigation', async () => {
    const { container } = renderWithDemoApi(<Breadcrumbs items={trail} />, { locale: 'en' });
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
    renderWithDemoApi(<Breadcrumbs items={trail} />);
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Deposit Money']);
  });

  it('renders nothing for an empty trail', () => {
    renderWithDemoApi(<Breadcrumbs items={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('Breadcrumbs stories', () => {
  itRendersEveryStory(stories);
});
