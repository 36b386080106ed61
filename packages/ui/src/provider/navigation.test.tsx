import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { isPlainClick, OynaLink, type LinkClick } from './navigation';

const sandbox = useSandbox();
const link = () => screen.getByRole('link', { name: 'Galatasaray – Fenerbahçe' });

function renderLink(options: Parameters<typeof renderWithOyna>[2] = {}) {
  const inPlace = vi.fn();
  const rendered = renderWithOyna(
    <OynaLink to="/spor/live/event-view/1/42" inPlace={inPlace}>
      Galatasaray – Fenerbahçe
    </OynaLink>,
    sandbox,
    options,
  );
  return { ...rendered, inPlace };
}

describe('OynaLink', () => {
  it("carries the host's base path and sends a plain click to the host's router", async () => {
    const navigate = vi.fn();
    const { user, inPlace } = renderLink({ navigation: { basePath: '/sports', navigate } });
    expect(link().getAttribute('href')).toBe('/sports/spor/live/event-view/1/42');
    await user.click(link());
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sports/spor/live/event-view/1/42');
    expect(inPlace).not.toHaveBeenCalled();
  });

  it('leaves a click meant for a new tab to the browser', async () => {
    const navigate = vi.fn();
    const { user } = renderLink({ navigation: { navigate } });
    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', opened);
    await user.keyboard('{Control>}');
    await user.click(link());
    await user.keyboard('{/Control}');
    document.removeEventListener('click', opened);
    expect(navigate).not.toHaveBeenCalled();
    expect(opened).toHaveBeenCalledOnce();
  });

  it('shows the page in place where the host serves none of Oyna’s pages', async () => {
    const { user, inPlace, navigations } = renderLink();
    await user.click(link());
    expect(inPlace).toHaveBeenCalledOnce();
    expect(navigations).toEqual([]);
  });

  it('lets the browser load the page when the host serves it without a router', async () => {
    const { user, inPlace } = renderLink({ navigation: {} });
    let followed = false;
    const follow = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    await user.click(link());
    document.removeEventListener('click', follow);
    expect(followed).toBe(true);
    expect(inPlace).not.toHaveBeenCalled();
  });
});

const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('a click on a link', () => {
  it('is the widget’s to answer when plain', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['a click another handler took', { defaultPrevented: true }],
  ])('is left to the browser with %s', (_, override) => {
    expect(isPlainClick({ ...plain, ...override })).toBe(false);
  });
});
