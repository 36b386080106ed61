import type { PhoneVerification } from '@oyna/sdk/account';
import { fieldErrors, phoneCodeStepSchema, phoneStepSchema } from '@oyna/sdk/forms';
import { useId, useState, type FormEvent } from 'react';
import { usePending } from '../shared/usePending';
import { toastOutcome } from '../toast/toast.outcome';

/**
 * What the SMS verify dialog and the Personal information panel share: the number and the code as
 * typed, their errors once left or sent, and the two sends, each with the server's word as a toast.
 * A code sent clears the one typed before and moves the focus to the code field (`codeId`); a code
 * refused is cleared for the next try.
 */
export function usePhoneCodeForm(verification: PhoneVerification, initialPhone: string | (() => string)) {
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ phone: false, code: false });
  const { pending, run } = usePending();
  const codeId = useId();

  const phoneCheck = phoneStepSchema.safeParse({ phone });
  const codeCheck = phoneCodeStepSchema.safeParse({ phone, code });
  const touch = (field: 'phone' | 'code') => setTouched((current) => ({ ...current, [field]: true }));

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    if (!phoneCheck.success) return touch('phone');
    void run(async () => {
      const result = await verification.sendCode({ phone });
      toastOutcome(result);
      if (result.status !== 'done') return;
      setCode('');
      setTouched((current) => ({ ...current, code: false }));
      requestAnimationFrame(() => document.getElementById(codeId)?.focus());
    });
  };

  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    if (!codeCheck.success) return touch('code');
    void run(async () => {
      const result = await verification.verifyCode({ phone, code });
      toastOutcome(result);
      if (result.status === 'refused') setCode('');
    });
  };

  return {
    phone,
    setPhone,
    code,
    setCode,
    codeId,
    pending,
    phoneValid: phoneCheck.success,
    codeValid: codeCheck.success,
    phoneError: touched.phone && !phoneCheck.success ? fieldErrors(phoneCheck.error).phone : undefined,
    codeError: touched.code && !codeCheck.success ? fieldErrors(codeCheck.error).code : undefined,
    touch,
    /** Forgets the code and what was left, as 'Change phone number' does. */
    startOver() {
      setCode('');
      setTouched({ phone: false, code: false });
    },
    sendCode,
    verifyCode,
  };
}
