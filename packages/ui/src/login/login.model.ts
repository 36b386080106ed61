/** What the login form offers beside logging in; each link shows only when its flow is given. */
export interface LoginDialogProps {
  /** The 'Recovery Password' link; hidden when not given. */
  onRecovery?: () => void;
  /** The 'Not a Member? Sign Up Now!' link; hidden when not given. */
  onRegister?: () => void;
}
