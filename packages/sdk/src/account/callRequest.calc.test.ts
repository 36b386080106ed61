import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_SLOTS, callRequestFormSchema, callRequestPayloadSchema } from '../forms/callRequest.form';
import { composeCallRequestMessage, toCallRequestPayload } from './callRequest.calc';

const form = {
  name: 'Ayşe Yılmaz',
  username: 'ayse34',
  message: 'Para çekme hakkında bilgi istiyorum',
  contacts: [{ type: 3 as const, contact: '@ayse_34 ' }],
  timeSlot: '16:30 - 17:30',
};

describe('composeCallRequestMessage', () => {
  it('joins the text, username and hour range with Turkish labels', () => {
    expect(composeCallRequestMessage(form)).toBe(
      'Para çekme hakkında bilgi istiyorum\nKullanıcı Adı: ayse34\nAranma Saati: 16:30 - 17:30',
    );
  });

  it('keeps all three parts of any request', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 100 }), fc.stringMatching(/^\w{1,20}$/), fc.constantFrom(...TIME_SLOTS), (message, username, timeSlot) => {
        const composed = composeCallRequestMessage({ message, username, timeSlot });
        expect(composed.startsWith(message.trim())).toBe(true);
        expect(composed).toContain(`Kullanıcı Adı: ${username}`);
        expect(composed.endsWith(`Aranma Saati: ${timeSlot}`)).toBe(true);
      }),
    );
  });
});

describe('toCallRequestPayload', () => {
  it('sends the name, the composed message and the trimmed contacts', () => {
    const valid = callRequestFormSchema.parse(form);
    const payload = toCallRequestPayload(valid);
    expect(payload).toEqual({
      name: 'Ayşe Yılmaz',
      message: composeCallRequestMessage(form),
      contacts: [{ type: 3, contact: '@ayse_34' }],
    });
    expect(callRequestPayloadSchema.safeParse(payload).success).toBe(true);
  });
});
