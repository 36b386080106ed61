/** Id of the left menu element, so the header's hamburger can point at it with aria-controls. */
export const LEFT_MENU_ID = 'oyna-left-menu';
