import { describe, expect, it } from 'vitest';
import { bootstrapSchema } from '../bootstrap/bootstrap.schema';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { createTestClient } from '../test/testClient';
import { i18nOf } from './i18n.store';

const bootstrap = (translationList: Array<{ key: string; value: string }>) => bootstrapSchema.parse({ translationList });

describe('i18n', () => {
  it("translates with the server's list first, then the bundled catalogue of the language", () => {
    const { client } = createTestClient({ locale: 'en' });
    const i18n = i18nOf(client);
    expect(i18n.$translate.get()('header.login')).toBe('Login');

    bootstrapOf(client).seed(bootstrap([{ key: 'header.login', value: 'Sign in' }]));

    expect(i18n.$translate.get()('header.login')).toBe('Sign in');
    expect(i18n.$translate.get()('header.register')).toBe('Register');
  });

  it('stores a new language, forgets the old texts and reloads, as the spec asks', () => {
    const { client, platform, navigations } = createTestClient({ locale: 'tr' });
    bootstrapOf(client).seed(bootstrap([]));

    i18nOf(client).setLocale('en');

    expect(platform.storage.getItem('lang')).toBe('en');
    expect(platform.storage.getItem('bootstrap')).toBeNull();
    expect(i18nOf(client).$locale.get()).toBe('en');
    expect(navigations).toEqual(['reload']);
  });
});
