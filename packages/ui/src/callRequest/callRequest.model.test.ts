import { describe, expect, it } from 'vitest';
import { CALL_REQUEST_MAX_CONTACTS, ContactType } from '@oyna/sdk/forms';
import { addContact, changeContact, contactInput, contactTypeOptions, draftErrors, draftInput, emptyDraft, removeContact, submitWarning } from './callRequest.model';

const complete = () => {
  let draft = addContact(emptyDraft('demouser')).draft;
  draft = changeContact(draft, 1, { type: ContactType.Telegram, contact: '@deniz_k' });
  return { ...draft, name: 'Deniz Kaya', message: 'Para yatırma hakkında', timeSlot: '10:30 - 11:30' };
};

describe('the call request draft', () => {
  it('adds rows up to five, then refuses with the spec’s warning', () => {
    let draft = emptyDraft();
    for (let index = 0; index < CALL_REQUEST_MAX_CONTACTS; index += 1) {
      const added = addContact(draft);
      expect(added.warning).toBeNull();
      draft = added.draft;
    }
    expect(draft.contacts.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(addContact(draft)).toEqual({ draft, warning: 'callRequest.warning.contactLimit' });
  });

  it('keeps a row’s identity when rows above it go, and gives a new row a fresh one', () => {
    let draft = addContact(addContact(emptyDraft()).draft).draft;
    draft = removeContact(draft, 1);
    expect(draft.contacts.map((row) => row.id)).toEqual([2]);
    expect(addContact(draft).draft.contacts.map((row) => row.id)).toEqual([2, 3]);
  });

  it('is valid once every field and a typed contact are there', () => {
    expect(draftErrors(complete())).toEqual({});
    expect(draftInput(complete()).contacts).toEqual([{ type: ContactType.Telegram, contact: '@deniz_k' }]);
  });

  it('names the rule each field breaks, by path', () => {
    const draft = addContact(emptyDraft()).draft;
    expect(Object.keys(draftErrors(draft))).toEqual(expect.arrayContaining(['name', 'username', 'message', 'timeSlot', 'contacts.0.type', 'contacts.0.contact']));
    expect(draftErrors(emptyDraft()).contacts?.key).toBe('validation.minItems');
  });

  it('warns in the spec’s order: username, contact, time range', () => {
    expect(submitWarning(emptyDraft())).toBe('callRequest.warning.username');
    expect(submitWarning(emptyDraft('demouser'))).toBe('callRequest.warning.contact');
    expect(submitWarning({ ...complete(), timeSlot: '' })).toBe('callRequest.warning.timeSlot');
    expect(submitWarning(complete())).toBeNull();
  });

  it('offers Phone, Telegram and Email, each asked for its own way', () => {
    expect(contactTypeOptions().map((option) => option.value)).toEqual([ContactType.Phone, ContactType.Telegram, ContactType.Email]);
    expect(contactInput(ContactType.Phone)).toMatchObject({ inputType: 'tel', placeholderKey: 'callRequest.placeholder.phone' });
    expect(contactInput(ContactType.Email)).toMatchObject({ inputType: 'email', labelKey: 'callRequest.contactType.email' });
    expect(contactInput(ContactType.Telegram)).toMatchObject({ inputType: 'text', placeholderKey: 'callRequest.placeholder.telegram' });
  });
});
