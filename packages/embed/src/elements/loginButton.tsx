import { formatTry } from '@oyna/sdk/i18n';
import { sessionOf } from '@oyna/sdk/session';
import { openLogin, useBalance, useOyna, useSession, useT } from '@oyna/ui';
import { useState } from 'react';
import { accountFlows } from '../runtime/hostBridge';

/**
 * `<oyna-login-button>`: 'Login' for a guest (the host hears `oyna:login-requested` first); for a
 * player their name, balance and 'Logout'.
 */
export default function LoginButton() {
  const t = useT();
  const session = useSession();
  if (session.status === 'guest') {
    return (
      <div className="oyna-embed-bar">
        <button type="button" className="oyna-embed-button" aria-haspopup="dialog" onClick={() => openLogin(accountFlows)}>
          {t('header.login')}
        </button>
      </div>
    );
  }
  return <PlayerBar username={session.user.username} />;
}

function PlayerBar({ username }: { username: string }) {
  const t = useT();
  const client = useOyna();
  const balance = useBalance();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="oyna-embed-bar">
      <p className="oyna-embed-player">
        <span>{username}</span>
        <span className="oyna-embed-muted">
          {t('header.balance')}: {balance === null ? '—' : formatTry(balance)}
        </span>
      </p>
      <button
        type="button"
        className="oyna-embed-button"
        data-tone="ghost"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void sessionOf(client).logout().finally(() => setLeaving(false));
        }}
      >
        {t('header.logout')}
      </button>
    </div>
  );
}
