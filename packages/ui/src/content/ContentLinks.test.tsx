import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { itRendersEveryStory } from '../test/stories';
import { ContentLinks } from './ContentLinks';
import * as stories from './ContentLinks.stories';

describe('ContentLinks', () => {
  it('lists the pages of a category under its title, without needing a client', async () => {
    const { container } = render(
      <ContentLinks
        title="Yardım"
        links={[
          { label: 'Nasıl Üye Olurum?', url: '/pages/12' },
          { label: 'Sıkça Sorulan Sorular', url: '/pages/14' },
        ]}
      />,
    );
    const section = within(screen.getByRole('region', { name: 'Yardım' }));
    expect(section.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Nasıl Üye Olurum?', '/pages/12'],
      ['Sıkça Sorulan Sorular', '/pages/14'],
    ]);
    await expectNoAxeViolations(container);
  });
});

describe('ContentLinks stories', () => {
  itRendersEveryStory(stories);
});
