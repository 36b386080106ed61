import * as z from 'zod/mini';
import { object } from '../schema/zod';
import type { MessageKey } from '../i18n/catalog/en';
import { issue, nonBlankText, requiredText } from './rules.schema';

export const CALL_NAME_LENGTH = { min: 5, max: 30 } as const;
export const CALL_MESSAGE_LENGTH = { min: 5, max: 100 } as const;
export const CONTACT_VALUE_LENGTH = { min: 5, max: 30 } as const;
export const CALL_REQUEST_MAX_CONTACTS = 5;

export const ContactType = { Phone: 1, Whatsapp: 2, Telegram: 3, Email: 4 } as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];

/** The types the contact dropdown offers; Whatsapp exists in the API but is not offered. */
export const CONTACT_TYPE_OPTIONS = [ContactType.Phone, ContactType.Telegram, ContactType.Email] as const;

export const CONTACT_TYPE_LABEL_KEYS = {
  [ContactType.Phone]: 'callRequest.contactType.phone',
  [ContactType.Whatsapp]: 'callRequest.contactType.whatsapp',
  [ContactType.Telegram]: 'callRequest.contactType.telegram',
  [ContactType.Email]: 'callRequest.contactType.email',
} as const satisfies Record<ContactType, MessageKey>;

export const CONTACT_PLACEHOLDER_KEYS = {
  [ContactType.Phone]: 'callRequest.placeholder.phone',
  [ContactType.Whatsapp]: 'callRequest.placeholder.whatsapp',
  [ContactType.Telegram]: 'callRequest.placeholder.telegram',
  [ContactType.Email]: 'callRequest.placeholder.email',
} as const satisfies Record<ContactType, MessageKey>;

/** Call-back hour ranges; each label is also the value. */
export const TIME_SLOTS = [
  '10:30 - 11:30',
  '11:30 - 12:30',
  '12:30 - 13:30',
  '13:30 - 14:30',
  '14:30 - 15:30',
  '15:30 - 16:30',
  '16:30 - 17:30',
  '17:30 - 18:30',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const contactSchema = object({
  type: z.literal(Object.values(ContactType), issue('validation.option')),
  contact: requiredText(CONTACT_VALUE_LENGTH.min, CONTACT_VALUE_LENGTH.max),
});
export interface Contact extends z.output<typeof contactSchema> {}

const contactsField = () =>
  z
    .array(contactSchema, issue('validation.required'))
    .check(z.minLength(1, issue('validation.minItems')), z.maxLength(CALL_REQUEST_MAX_CONTACTS, issue('validation.maxItems')));

/** The call request form as the player fills it in. */
export const callRequestFormSchema = object({
  name: requiredText(CALL_NAME_LENGTH.min, CALL_NAME_LENGTH.max),
  username: nonBlankText(),
  message: requiredText(CALL_MESSAGE_LENGTH.min, CALL_MESSAGE_LENGTH.max),
  contacts: contactsField(),
  timeSlot: nonBlankText().check(
    z.refine((slot) => (TIME_SLOTS as readonly string[]).includes(slot), issue('validation.option')),
  ),
});
export interface CallRequestForm extends z.output<typeof callRequestFormSchema> {}

/**
 * Body of POST cms/callme. Its message already holds the player's text, username and time range
 * (see `composeCallRequestMessage` in `@oyna/sdk/account`), so only its lower bound applies.
 */
export const callRequestPayloadSchema = object({
  name: requiredText(CALL_NAME_LENGTH.min, CALL_NAME_LENGTH.max),
  message: requiredText(CALL_MESSAGE_LENGTH.min),
  contacts: contactsField(),
});
export interface CallRequestPayload extends z.output<typeof callRequestPayloadSchema> {}

export type CallRequestWarningKey = Extract<MessageKey, `callRequest.warning.${string}`>;

/**
 * The toast shown when Save Request is pressed on an incomplete form, checked in the spec's order
 * (username, contact, time range); null when none applies.
 */
export function callRequestSubmitWarning(form: {
  username?: string;
  /** The rows as typed: only how many there are counts here, not whether each is filled in yet. */
  contacts?: readonly unknown[];
  timeSlot?: string;
}): CallRequestWarningKey | null {
  if (!form.username?.trim()) return 'callRequest.warning.username';
  if (!form.contacts?.length) return 'callRequest.warning.contact';
  if (!form.timeSlot?.trim()) return 'callRequest.warning.timeSlot';
  return null;
}

/** The toast shown when Add Contact would exceed the limit; null when another row fits. */
export function addContactWarning(contactCount: number): CallRequestWarningKey | null {
  return contactCount >= CALL_REQUEST_MAX_CONTACTS ? 'callRequest.warning.contactLimit' : null;
}
