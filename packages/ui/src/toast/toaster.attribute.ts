/** Marks the toast viewport so an open modal dialog keeps it readable and clickable. */
export const TOASTER_ATTRIBUTE = 'data-oyna-toaster';
