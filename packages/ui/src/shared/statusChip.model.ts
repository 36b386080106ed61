import type { MessageKey } from '@oyna/sdk/i18n';

/** How a status chip is coloured; its text always says the status too, never the colour alone. */
export type ChipTone = 'open' | 'won' | 'lost' | 'returned' | 'neutral';

/** A status shown as a chip: its text (a catalogue key) and its colour. */
export interface Chip<K extends string = MessageKey> {
  key: K;
  tone: ChipTone;
}
