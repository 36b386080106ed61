import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithDemoApi } from '../test/render.demo';
import { ContentArticle } from './ContentArticle';

describe('ContentArticle', () => {
  it('shows the page body with its headings, lists and links', async () => {
    const { container } = renderWithDemoApi(
      <ContentArticle sanitizedHtml={'<h2>About Oyna</h2><p>Safe fun.</p><ul><li>Limits</li></ul><a href="/pages/7">Contact Us</a>'} />,
    );
    expect(screen.getByRole('heading', { name: 'About Oyna' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Limits');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/pages/7');
    await expectNoAxeViolations(container);
  });
});
