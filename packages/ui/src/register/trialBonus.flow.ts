import type { OynaClient } from '@oyna/sdk';
import { phoneVerificationOf } from '@oyna/sdk/account';
import { dialogs as sharedDialogs, type DialogStore } from '../dialog/dialog.store';

/** The phone verification dialog's name: another feature's, so sign-up leads there only when the page has it. */
export const PHONE_VERIFICATION_DIALOG = 'phoneVerification';

/**
 * After a sign-up that ticked the trial bonus the player verifies the phone in the phone dialog;
 * once that dialog is left with the number verified, the sign-up dialog comes back with the
 * bonus offer (its Yes). Left without verifying (Skip Verification), nothing follows. Returns what
 * stops waiting; the client's dispose stops it too.
 */
export function offerTrialBonusAfterVerification(client: OynaClient, dialogs: DialogStore = sharedDialogs): () => void {
  const phone = phoneVerificationOf(client);
  let verified = phone.$dialog.get().step === 'verified';
  const stopPhone = phone.$dialog.listen((state) => {
    if (state.step === 'verified') verified = true;
  });
  const stopDialogs = dialogs.$dialog.listen((opened) => {
    if (opened?.name === PHONE_VERIFICATION_DIALOG) return;
    stop();
    if (opened === null && verified) dialogs.openDialog('register', { trialBonusOffer: true });
  });
  function stop() {
    stopPhone();
    stopDialogs();
  }
  return client.track(stop);
}
