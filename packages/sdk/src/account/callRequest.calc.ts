import type { CallRequestForm, CallRequestPayload } from '../forms/callRequest.form';

/** Turkish labels of the composed call request message; the call centre reads Turkish. */
export const CALL_REQUEST_LABELS = { username: 'Kullanıcı Adı', timeSlot: 'Aranma Saati' } as const;

/**
 * The message sent to cms/callme: the player's text, then their username and the chosen hour
 * range, each on its own labelled line.
 */
export function composeCallRequestMessage(form: Pick<CallRequestForm, 'message' | 'username' | 'timeSlot'>): string {
  return [
    form.message.trim(),
    `${CALL_REQUEST_LABELS.username}: ${form.username.trim()}`,
    `${CALL_REQUEST_LABELS.timeSlot}: ${form.timeSlot}`,
  ].join('\n');
}

/** Body of POST cms/callme from a validated call request form. */
export function toCallRequestPayload(form: CallRequestForm): CallRequestPayload {
  return {
    name: form.name.trim(),
    message: composeCallRequestMessage(form),
    contacts: form.contacts.map(({ type, contact }) => ({ type, contact: contact.trim() })),
  };
}
