import { atom, type ReadableAtom } from 'nanostores';

export interface SidebarStore {
  /** Whether the left menu is open on a narrow screen. */
  readonly $open: ReadableAtom<boolean>;
  open(): void;
  close(): void;
  toggle(): void;
}

/** Open state of the left menu, shared by the header's hamburger and the menu itself. */
export function createSidebarStore(): SidebarStore {
  const $open = atom(false);
  return {
    $open,
    open: () => $open.set(true),
    close: () => $open.set(false),
    toggle: () => $open.set(!$open.get()),
  };
}

/** The shared sidebar state the `<Header>` and `<LeftMenu>` use by default. */
export const sidebar: SidebarStore = createSidebarStore();
