import { atom, type ReadableAtom } from 'nanostores';

/**
 * The dialogs there are, by name, with the props each takes, so `openDialog('login', …)` is checked
 * at compile time and the store never holds a component: a custom element opens the same dialogs.
 * Empty here: each feature adds its dialogs by declaration merging from its own folder (the login
 * form in `login/loginDialogs.ts`), the way a partner adds theirs and passes them to `<DialogHost>`.
 */
export interface DialogPropsByName {}
export type DialogName = keyof DialogPropsByName & string;

export interface OpenedDialog {
  /** Changes on every `openDialog`, so opening the same dialog again starts it afresh. */
  id: number;
  name: string;
  props: object;
}

/** Props argument of `openDialog`: optional when the dialog needs none. */
export type DialogPropsArg<P> = object extends P ? [props?: P] : [props: P];

export interface DialogStore {
  readonly $dialog: ReadableAtom<OpenedDialog | null>;
  /** Opens a dialog by name, closing any other first. Throws `TypeError` for anything but a name. */
  openDialog<N extends DialogName>(name: N, ...props: DialogPropsArg<DialogPropsByName[N]>): void;
  /** Closes whatever dialog is open. */
  closeDialogs(): void;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'function') return 'a function (pass the dialog name instead)';
  if (typeof value === 'object' && '$$typeof' in value) return 'a React element';
  return typeof value === 'string' ? 'an empty name' : typeof value;
}

/** A dialog slot of its own; most apps use the shared {@link openDialog} and {@link closeDialogs}. */
export function createDialogStore(): DialogStore {
  const $dialog = atom<OpenedDialog | null>(null);
  let seq = 0;
  return {
    $dialog,
    openDialog(name, ...[props]) {
      if (typeof name !== 'string' || (name as string) === '') {
        throw new TypeError(`openDialog expects a dialog name, got ${describe(name)}`);
      }
      // Warned in every build: NODE_ENV is not defined where a page serves this module unbundled.
      if (!$dialog.lc) {
        console.warn(`openDialog('${name}'): no <DialogHost /> is rendered for this dialog slot, so nothing shows it. Render one inside <OynaProvider>.`);
      }
      $dialog.set({ id: ++seq, name, props: props ?? {} });
    },
    closeDialogs() {
      $dialog.set(null);
    },
  };
}

/** The shared dialog slot that `<DialogHost />` shows by default. */
export const dialogs: DialogStore = createDialogStore();
export const openDialog: DialogStore['openDialog'] = dialogs.openDialog;
export const closeDialogs: DialogStore['closeDialogs'] = dialogs.closeDialogs;
