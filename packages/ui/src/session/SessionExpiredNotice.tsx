import { useEffect } from 'react';
import { useOyna } from '../provider/hooks';
import { toast as sharedToast, type ToastQueue } from '../toast/toast.store';

export interface SessionExpiredNoticeProps {
  /** @default the shared toast queue */
  toaster?: ToastQueue;
}

/**
 * Says so, with a warning toast, when the server ends the player's session (expired or revoked
 * token), instead of the header silently turning into a guest's. Place it once per page.
 */
export function SessionExpiredNotice({ toaster = sharedToast }: SessionExpiredNoticeProps) {
  const client = useOyna();
  useEffect(() => client.onSessionExpired(() => toaster.warning({ key: 'session.expired' })), [client, toaster]);
  return null;
}
