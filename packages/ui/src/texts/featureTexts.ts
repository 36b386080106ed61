import { callRequestMessages } from '../callRequest/callRequest.messages';
import { changePasswordMessages } from '../changePassword/changePassword.messages';
import { contentMessages } from '../content/content.messages';
import { paymentsMessages } from '../payments/payments.messages';
import { phoneMessages } from '../phoneVerification/phoneVerification.messages';
import { recoveryMessages } from '../recovery/recovery.messages';
import { registerMessages } from '../register/register.messages';
import type { FeatureMessages } from '../shared/featureMessages';

const features: ReadonlyArray<FeatureMessages<string>> = [
  registerMessages,
  recoveryMessages,
  phoneMessages,
  changePasswordMessages,
  callRequestMessages,
  paymentsMessages,
  contentMessages,
];

/**
 * The texts the dialogs bundle in their own chunks, in a language ('tr' or 'en'; none for another).
 * A host that renders pages on a server can leave out of a page's inlined translation list every
 * one the operator did not change: the dialog shows its bundled text then, which is the same. For
 * the server: a browser that called it would load every dialog's words with the page.
 *
 * An entry of its own (`@oyna/ui/texts`): from the main entry, esbuild put the dialogs' texts in the
 * first load of every page that imports anything from `@oyna/ui`, called or not, because it places
 * a file by which entries reach it, not by whether its code is used.
 */
export function bundledFeatureTexts(locale: string): Readonly<Record<string, string>> {
  if (locale !== 'tr' && locale !== 'en') return {};
  return Object.assign({}, ...features.map((messages) => messages[locale]));
}
