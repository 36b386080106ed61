/** `openDialog('betslip')`: the betslip as a bottom sheet. */
export type BetslipSheetProps = Record<never, never>;

/** `openDialog('myBets', { settled })`. */
export interface MyBetsDialogProps {
  /** Opens on the settled coupons instead of the open ones. @default false */
  settled?: boolean;
}
