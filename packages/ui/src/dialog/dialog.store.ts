import { atom, type ReadableAtom } from 'nanostores';
import type { ComponentType } from 'react';

export interface OpenedDialog {
  /** Changes on every `openDialog`, so opening the same dialog again starts it afresh. */
  id: number;
  component: ComponentType<any>;
  props: object;
}

/** Props argument of `openDialog`: optional when the component needs none. */
export type DialogPropsArg<P> = object extends P ? [props?: P] : [props: P];

export interface DialogStore {
  readonly $dialog: ReadableAtom<OpenedDialog | null>;
  /** Opens a dialog component, closing any other first. Throws `TypeError` for anything else. */
  openDialog<P extends object>(component: ComponentType<P>, ...props: DialogPropsArg<P>): void;
  /** Closes whatever dialog is open. */
  closeDialogs(): void;
}

const componentTypes = new Set([
  Symbol.for('react.memo'),
  Symbol.for('react.forward_ref'),
  Symbol.for('react.lazy'),
]);

/** True for function and class components and for `memo`, `forwardRef` and `lazy` wrappers. */
export function isComponent(value: unknown): value is ComponentType<any> {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null || !('$$typeof' in value)) return false;
  return componentTypes.has((value as { $$typeof: symbol }).$$typeof);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object' && value !== null && '$$typeof' in value) return 'a React element';
  return typeof value;
}

/** A dialog slot of its own; most apps use the shared {@link openDialog} and {@link closeDialogs}. */
export function createDialogStore(): DialogStore {
  const $dialog = atom<OpenedDialog | null>(null);
  let seq = 0;
  return {
    $dialog,
    openDialog(component, ...[props]) {
      if (!isComponent(component)) {
        throw new TypeError(`openDialog expects a React component, got ${describe(component)}`);
      }
      $dialog.set({ id: ++seq, component, props: props ?? {} });
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
