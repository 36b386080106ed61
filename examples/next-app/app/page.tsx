// A server component: it imports Oyna's widgets and places them in the app's own layout.
import { OynaRoot } from '@oyna/ui';
import { BetslipPanel, LiveEventView, LivePanel } from '@oyna/ui/sportsbook';

export default function Home() {
  return (
    <main>
      <h1 style={{ color: '#fff', padding: '12px 24px', margin: 0 }}>Maç Keyfi</h1>
      <OynaRoot className="sportsbook">
        <div style={{ display: 'grid', gap: 16, padding: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <LivePanel />
          <LiveEventView currentPath="/" />
          <BetslipPanel />
        </div>
      </OynaRoot>
    </main>
  );
}
