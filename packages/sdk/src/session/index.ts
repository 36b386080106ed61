export { sessionOf } from './session.store';
export { getBalance, loginPlayer, logoutPlayer } from './session.api';
export type { LoginInput, Session, SessionState } from './session.store';
export { hasBetcoAccess, isVip, VIP_GROUPS } from './session.calc';
export {
  BALANCE_POLL_INTERVAL_MS,
  HANDOFF_MESSAGE_TYPE,
  LOGOUT_RELOAD_DELAY_MS,
} from './session.constants';
export { listenForHandoff } from './handoff.transport';
