import { createContext, useContext } from 'react';

export interface DialogControls {
  /** Closes the dialog this component was opened in. */
  close(): void;
  /**
   * Whether the host shows a dialog of this name (a built-in one or one it was given), so a
   * dialog can lead on to another feature's dialog only when the page has it.
   */
  has(name: string): boolean;
}

export const DialogContext = createContext<DialogControls | null>(null);

/** A dialog frame was rendered without `<DialogHost>` opening it. */
export class DialogOutsideHostError extends Error {
  override readonly name = 'DialogOutsideHostError';
  readonly code = 'DIALOG_OUTSIDE_HOST';

  constructor() {
    super('Open dialogs with openDialog(name) and render <DialogHost /> once on the page.');
  }
}

export function useDialogControls(): DialogControls {
  const controls = useContext(DialogContext);
  if (!controls) throw new DialogOutsideHostError();
  return controls;
}
