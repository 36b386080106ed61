import { describe, expect, it } from 'vitest';
import { siteOption } from './bootstrap.calc';

const bootstrap = {
  siteOptionList: [
    { key: 'LiveChatUrl', value: 'https://chat.example', status: true },
    { key: 'TelegramUrl', value: 'https://t.me/oyna', status: false },
    { key: 'WhatsappUrl', value: '', status: true },
  ],
};

describe('siteOption', () => {
  it('gives the value of an enabled option with a value', () => {
    expect(siteOption(bootstrap, 'LiveChatUrl')).toBe('https://chat.example');
  });

  it('treats a switched-off, empty or missing option, or no bootstrap, as absent', () => {
    expect(siteOption(bootstrap, 'TelegramUrl')).toBeUndefined();
    expect(siteOption(bootstrap, 'WhatsappUrl')).toBeUndefined();
    expect(siteOption(bootstrap, 'Nope')).toBeUndefined();
    expect(siteOption(null, 'LiveChatUrl')).toBeUndefined();
  });
});
