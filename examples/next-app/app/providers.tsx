'use client';
// The one Oyna client of the app, made where it runs: a client component. The widgets themselves
// need no wrapper of ours: @oyna/ui marks its files as client code, so a server component renders them.
import { createOyna } from '@oyna/sdk';
import { startOyna } from '@oyna/sdk/start';
import { DialogHost, OynaProvider, Toaster } from '@oyna/ui';
import { useEffect, useState, type ReactNode } from 'react';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => createOyna({ storagePrefix: 'oyna:' }));
  useEffect(() => {
    void startOyna(client);
    return () => client.dispose();
  }, [client]);
  return (
    <OynaProvider client={client}>
      {children}
      <DialogHost />
      <Toaster />
    </OynaProvider>
  );
}
