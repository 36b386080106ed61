import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { DialogContext } from './dialog.context';
import { dialogs as sharedDialogs, type DialogStore } from './dialog.store';

export interface DialogHostProps {
  /** The dialog slot to show. @default the shared one behind `openDialog` */
  dialogs?: DialogStore;
}

/** Renders the open dialog, if any. Place it once per page, inside `<OynaProvider>` and `<OynaRoot>`. */
export function DialogHost({ dialogs = sharedDialogs }: DialogHostProps) {
  const opened = useStore(dialogs.$dialog);
  const controls = useMemo(
    () => ({
      close() {
        if (dialogs.$dialog.get()?.id === opened?.id) dialogs.closeDialogs();
      },
    }),
    [dialogs, opened?.id],
  );
  if (!opened) return null;
  const Component = opened.component;
  return (
    <DialogContext.Provider value={controls}>
      <Component key={opened.id} {...opened.props} />
    </DialogContext.Provider>
  );
}
