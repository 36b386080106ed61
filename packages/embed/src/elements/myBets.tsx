import { openDialog, useT } from '@oyna/ui';

/**
 * `<oyna-my-bets>`: the My Bets button; the list opens as a dialog in this element (`settled`
 * opens it on the settled bets).
 */
export default function MyBets({ attributes }: { attributes: Readonly<Record<string, string>> }) {
  const t = useT();
  const settled = 'settled' in attributes && attributes.settled !== 'false';
  return (
    <button type="button" className="oyna-embed-button" aria-haspopup="dialog" onClick={() => openDialog('myBets', { settled })}>
      {t('betslip.myBets')}
    </button>
  );
}
