import { bootstrapOf } from '@oyna/sdk/bootstrap';
import { startOyna } from '@oyna/sdk/start';
import { DialogHost, OynaRoot, SessionExpiredNotice, Toaster, toastError, useOyna } from '@oyna/ui';
import { useEffect } from 'react';
import { injectCoverScript } from '../lib/coverScript';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** Toasts, the dialog host and start-up: one per page. */
export default function SiteOverlays({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <OynaRoot>
        <Startup />
        <SessionExpiredNotice />
        <Toaster />
        <DialogHost />
      </OynaRoot>
    </SiteProviders>
  );
}

function Startup() {
  const client = useOyna();
  useEffect(() => {
    const bootstrap = bootstrapOf(client);
    const stop = bootstrap.$coverScript.subscribe((script) => script && injectCoverScript(script));
    startOyna(client).catch((error: unknown) => toastError(error));
    return stop;
  }, [client]);
  return null;
}
