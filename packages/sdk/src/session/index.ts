export { goHomeAfterLogout } from './afterLogout.task';
export { sessionOf } from './session.store';
export type { LoginInput, Session, SessionState } from './session.store';
export { hasBetcoAccess, isVip } from './session.calc';
export { HANDOFF_MESSAGE_TYPE } from './session.constants';
