import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { ContentArticle } from './ContentArticle';

const sandbox = useSandbox();

describe('ContentArticle', () => {
  it('shows the page body with its headings, lists and links', async () => {
    const { container } = renderWithOyna(
      <ContentArticle sanitizedHtml={'<h2>About Oyna</h2><p>Safe fun.</p><ul><li>Limits</li></ul><a href="/pages/7">Contact Us</a>'} />,
      sandbox,
    );
    expect(screen.getByRole('heading', { name: 'About Oyna' })).toBeVisible();
    expect(screen.getByRole('listitem').textContent).toBe('Limits');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/pages/7');
    await expectNoAxeViolations(container);
  });
});
