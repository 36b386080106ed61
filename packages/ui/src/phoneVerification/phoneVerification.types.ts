/** How the SMS verify dialog starts when opened with props; without them it goes on where it was, or starts with the player's stored number. */
export interface PhoneVerificationDialogProps {
  /** The number to verify, prefix included: '905321234567'. */
  phone?: string;
  /** The number cannot be edited until 'Change phone number' (after sign-up). @default false */
  lockPhone?: boolean;
}
