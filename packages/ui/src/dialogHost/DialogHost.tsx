import { useStore } from '@nanostores/react';
import { Suspense, useMemo } from 'react';
import { DialogContext } from '../dialog/dialog.context';
import type { DialogRegistry } from '../dialog/dialog.registry';
import { dialogs as sharedDialogs, type DialogStore } from '../dialog/dialog.store';
import { useHydrated } from '../provider/useHydrated';
import { builtInDialogs } from './builtInDialogs';

export interface DialogHostProps {
  /** The dialog slot to show. @default the shared one behind `openDialog` */
  dialogs?: DialogStore;
  /** Components for dialog names of your own, added to (or replacing) the built-in ones. */
  registry?: DialogRegistry;
}

/** Renders the open dialog, if any. Place it once per page, inside `<OynaProvider>` and `<OynaRoot>`. */
export function DialogHost({ dialogs = sharedDialogs, registry }: DialogHostProps) {
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
      has: (name: string) => Boolean(registry?.[name] ?? builtInDialogs[name]),
    }),
    [dialogs, opened?.id, registry],
  );
  if (!opened) return null;
  const Component = registry?.[opened.name] ?? builtInDialogs[opened.name];
  if (!Component) {
    console.error(`<DialogHost> has no component for the dialog '${opened.name}'; pass it in \`registry\`.`);
    return null;
  }
  return (
    <DialogContext.Provider value={controls}>
      {/* Some dialogs load their code when first opened. */}
      <Suspense fallback={null}>
        <Component key={opened.id} {...opened.props} />
      </Suspense>
    </DialogContext.Provider>
  );
}
