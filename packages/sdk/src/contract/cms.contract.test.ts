import { describe, expect, it } from 'vitest';
import { en } from '../i18n/catalog/en';
import { tr } from '../i18n/catalog/tr';
import { useContractSandbox } from './contract.sandbox';

// The widgets fall back to their bundled texts, but the operator's CMS is meant to word every one of
// them: a key the demo operator lacks is a text nobody there can change.
const { call } = useContractSandbox();

describe("the demo operator's CMS", () => {
  it.each([['tr', tr], ['en', en]] as const)('words every text the widgets show in %s', async (locale, catalogue) => {
    const { body } = await call('cms/grouped', undefined, locale);
    const served = new Map((body.data.translationList as Array<{ key: string; value: string }>).map(({ key, value }) => [key, value]));
    const missing = Object.keys(catalogue).filter((key) => !served.get(key)?.trim());
    expect(missing).toEqual([]);
  });
});
