import {
  CONTACT_PLACEHOLDER_KEYS,
  CONTACT_TYPE_LABEL_KEYS,
  CONTACT_TYPE_OPTIONS,
  ContactType,
  addContactWarning,
  callRequestFormSchema,
  callRequestSubmitWarning,
  fieldErrors,
  type CallRequestWarningKey,
  type FieldError,
} from '@oyna/sdk/forms';
import type { MessageKey } from '@oyna/sdk/i18n';

/** One row of the contact list as the player fills it in; the type is chosen first. */
export interface ContactRow {
  /** Stays with the row when rows above it are removed. */
  id: number;
  type: ContactType | null;
  contact: string;
}

/** The call request form as typed, before its rules are checked. */
export interface CallRequestDraft {
  name: string;
  username: string;
  message: string;
  timeSlot: string;
  contacts: ContactRow[];
}

export type DraftField = 'name' | 'username' | 'message' | 'timeSlot';

export const emptyDraft = (username = ''): CallRequestDraft => ({ name: '', username, message: '', timeSlot: '', contacts: [] });

/** 'Add Contact': a new empty row, or the spec's warning when five are there already. */
export function addContact(draft: CallRequestDraft): { draft: CallRequestDraft; warning: CallRequestWarningKey | null } {
  const warning = addContactWarning(draft.contacts.length);
  if (warning) return { draft, warning };
  const id = Math.max(0, ...draft.contacts.map((row) => row.id)) + 1;
  return { draft: { ...draft, contacts: [...draft.contacts, { id, type: null, contact: '' }] }, warning: null };
}

export const removeContact = (draft: CallRequestDraft, id: number): CallRequestDraft => ({
  ...draft,
  contacts: draft.contacts.filter((row) => row.id !== id),
});

export const changeContact = (draft: CallRequestDraft, id: number, change: Partial<Omit<ContactRow, 'id'>>): CallRequestDraft => ({
  ...draft,
  contacts: draft.contacts.map((row) => (row.id === id ? { ...row, ...change } : row)),
});

/** The draft as the SDK's form schema reads it. */
export const draftInput = (draft: CallRequestDraft) => ({
  ...draft,
  contacts: draft.contacts.map(({ type, contact }) => ({ type: type ?? undefined, contact })),
});

/** Every rule the draft breaks, by dotted path (`contacts.0.contact`); empty when Save Request may send it. */
export function draftErrors(draft: CallRequestDraft): Record<string, FieldError> {
  const parsed = callRequestFormSchema.safeParse(draftInput(draft));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** The toast a press on an incomplete form shows (username, then contact, then time range), if any. */
export const submitWarning = (draft: CallRequestDraft): CallRequestWarningKey | null =>
  callRequestSubmitWarning({ username: draft.username, contacts: draft.contacts, timeSlot: draft.timeSlot });

/** The contact types the dropdown offers (Whatsapp exists in the API, not in the dropdown). */
export const contactTypeOptions = (): Array<{ value: ContactType; labelKey: MessageKey }> =>
  CONTACT_TYPE_OPTIONS.map((type) => ({ value: type, labelKey: CONTACT_TYPE_LABEL_KEYS[type] }));

/** How a chosen type's value is asked for: its label, placeholder and the keyboard that suits it. */
export function contactInput(type: ContactType): {
  labelKey: MessageKey;
  placeholderKey: MessageKey;
  inputType: 'tel' | 'email' | 'text';
  autoComplete: string;
} {
  const labelKey = CONTACT_TYPE_LABEL_KEYS[type];
  const placeholderKey = CONTACT_PLACEHOLDER_KEYS[type];
  switch (type) {
    case ContactType.Phone:
    case ContactType.Whatsapp:
      return { labelKey, placeholderKey, inputType: 'tel', autoComplete: 'tel' };
    case ContactType.Email:
      return { labelKey, placeholderKey, inputType: 'email', autoComplete: 'email' };
    default:
      return { labelKey, placeholderKey, inputType: 'text', autoComplete: 'off' };
  }
}
