import { callRequestMessages } from './callRequest/callRequest.messages';
import { changePasswordMessages } from './changePassword/changePassword.messages';
import { phoneMessages } from './phoneVerification/phoneVerification.messages';
import { recoveryMessages } from './recovery/recovery.messages';
import { registerMessages } from './register/register.messages';
import type { FeatureMessages } from './shared/featureMessages';

const features: ReadonlyArray<FeatureMessages<string>> = [
  registerMessages,
  recoveryMessages,
  phoneMessages,
  changePasswordMessages,
  callRequestMessages,
];

/**
 * The texts the dialogs bundle in their own chunks, by language. A host that renders pages on a
 * server can leave out of a page's inlined translation list every one the operator did not change:
 * the dialog shows its bundled text then, which is the same. Not for the browser: importing it there
 * would load every dialog's words with the page.
 */
export const bundledFeatureTexts: Readonly<Record<'tr' | 'en', Readonly<Record<string, string>>>> = {
  tr: Object.assign({}, ...features.map((messages) => messages.tr)),
  en: Object.assign({}, ...features.map((messages) => messages.en)),
};
