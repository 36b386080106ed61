import type { AuthData } from './auth.schema';
import type { OynaClient } from './createOyna';

/**
 * "Redo this when the login changes": calls `run` with the login now, then each time it becomes
 * another one (a login, a logout, another player; a new balance in the same login is no change).
 * `switched` is false for the first call. Returns the unsubscribe.
 */
export function onLoginChange(client: OynaClient, run: (user: AuthData | null, switched: boolean) => void): () => void {
  let current: string | null | undefined;
  return client.$auth.subscribe((user) => {
    const token = user?.token ?? null;
    if (token === current) return;
    const switched = current !== undefined;
    current = token;
    run(user, switched);
  });
}
