import { loadedWhenShown } from '../shared/loadedWhenShown';

/**
 * The frame of every dialog (see `Dialog.tsx`), with its modal focus handling (@floating-ui/react),
 * loaded with the first dialog a page opens. Exported eagerly, the frame shared a chunk with the
 * dialog host every page renders. The built-in dialogs, loaded on demand themselves, use the frame
 * directly.
 */
export const Dialog = loadedWhenShown(() => import('./Dialog').then((module) => module.Dialog));
