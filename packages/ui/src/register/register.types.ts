export interface RegisterDialogProps {
  /**
   * Opens at the trial bonus offer (its Yes) instead of the form: the new player who ticked the
   * bonus has verified the phone. Without a bonus on offer the form shows.
   * @default false
   */
  trialBonusOffer?: boolean;
}
