export { sessionOf } from './session';
export type { LoginInput, Session, SessionState } from './session';
export { hasBetcoAccess, isVip, VIP_GROUPS } from './session.rules';
export {
  BALANCE_POLL_INTERVAL_MS,
  HANDOFF_MESSAGE_TYPE,
  HOME_PATH,
  LOGOUT_RELOAD_DELAY_MS,
} from './session.constants';
export { listenForHandoff } from './handoff';
