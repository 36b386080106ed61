import { lazy, Suspense } from 'react';
import type { DialogProps } from './Dialog';

// The frame and its modal focus handling (@floating-ui/react) load with the first dialog a page opens.
// Exported eagerly, the frame shared a chunk with the dialog host every page renders, and the popper
// library travelled in every page's first load.
const Frame = lazy(() => import('./Dialog').then((module) => ({ default: module.Dialog })));

/**
 * The frame of every dialog (see `Dialog.tsx`), loaded when a page first shows one; nothing shows
 * until it has. The built-in dialogs, loaded on demand themselves, use the frame directly.
 */
export function Dialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <Frame {...props} />
    </Suspense>
  );
}
