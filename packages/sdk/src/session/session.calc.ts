import type { AuthData } from '../client/auth.schema';

/** Groups 3 and 4 get the crown instead of the My Account button. */
export const VIP_GROUPS: readonly number[] = [3, 4];

export function isVip(user: Pick<AuthData, 'group'>): boolean {
  return VIP_GROUPS.includes(user.group);
}

/** Betco access exists only when the login carries a non-empty betcoUrl. */
export function hasBetcoAccess(user: Pick<AuthData, 'betcoUrl'> | null | undefined): boolean {
  return Boolean(user?.betcoUrl?.trim());
}
