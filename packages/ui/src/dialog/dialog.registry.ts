import type { ComponentType } from 'react';
import type { DialogName, DialogPropsByName } from './dialog.store';

/** Which component shows each dialog name: the React side of the framework-free dialog store. */
export type DialogRegistry = { [N in DialogName]?: ComponentType<DialogPropsByName[N]> } & {
  [name: string]: ComponentType<any> | undefined;
};
