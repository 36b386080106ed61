import '@oyna/ui/styles.css';
import type { ReactNode } from 'react';
import { Providers } from './providers';

export const metadata = { title: 'Maç Keyfi: canlı bahis' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="tr">
      <body style={{ margin: 0, background: '#10231c', fontFamily: 'Georgia, serif' }}>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
