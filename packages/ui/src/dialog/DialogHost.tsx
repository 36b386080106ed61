import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useHydrated } from '../shared/useHydrated';
import { DialogContext } from './dialog.context';
import { dialogs as sharedDialogs, type DialogStore } from './dialog.store';

export interface DialogHostProps {
  /** The dialog slot to show. @default the shared one behind `openDialog` */
  dialogs?: DialogStore;
}

/** Renders the open dialog, if any. Place it once per page, inside `<OynaProvider>` and `<OynaRoot>`. */
export function DialogHost({ dialogs = sharedDialogs }: DialogHostProps) {
  // A dialog opened before this island hydrated (a route guard asking for a login) must not change
  // the first render: the server rendered none, and React would throw away the page's HTML (#418).
  const hydrated = useHydrated();
  const current = useStore(dialogs.$dialog);
  const opened = hydrated ? current : null;
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
