import { describe, expect, it } from 'vitest';
import { searchHref } from './header.links';

describe('header search link', () => {
  it('stays on live casino when the player is there', () => {
    expect(searchHref('/casino/live')).toBe('/casino/live');
    expect(searchHref('/casino/live/roulette')).toBe('/casino/live');
  });

  it('goes to slots from anywhere else', () => {
    expect(searchHref('/')).toBe('/casino/slot');
    expect(searchHref('/casino/slot')).toBe('/casino/slot');
    expect(searchHref('/casino/livewire')).toBe('/casino/slot');
    expect(searchHref('/spor/live/event-view')).toBe('/casino/slot');
  });
});
