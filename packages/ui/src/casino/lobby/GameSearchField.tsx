import { useT } from '../../provider/hooks';
import { SearchField } from '../../shared/SearchField';

export interface GameSearchFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The lobby's 'Search games' box, with a clear button while it holds text. */
export function GameSearchField({ value, onChange }: GameSearchFieldProps) {
  const t = useT();
  return (
    <SearchField
      boxRole="search"
      label={t('casino.search')}
      clearLabel={t('casino.clearSearch')}
      value={value}
      onChange={onChange}
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}
