import { PrematchHome, PrematchPanel } from '@oyna/ui/sportsbook';

/**
 * `<oyna-prematch>`: the prematch home (Top Leagues, upcoming events); `view="tree"` shows the sports
 * and leagues tree instead.
 */
export default function Prematch({ attributes }: { attributes: Readonly<Record<string, string>> }) {
  return attributes.view === 'tree' ? <PrematchPanel /> : <PrematchHome />;
}
