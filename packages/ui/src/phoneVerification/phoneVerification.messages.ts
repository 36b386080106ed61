import type { FeatureMessages } from '../shared/featureMessages';

const en = {
  'phone.number': 'Phone number',
  'phone.code': 'Verification code',
  'phone.sendCode': 'Send Code',
  'phone.verify': 'Verify',
  'phone.codeIntro': 'Enter the 6-digit code we texted to {phone}.',
  'phoneVerify.title': 'Phone Verification',
  'phoneVerify.tagline': 'Verify your number, secure your account',
  'phoneVerify.asideText': 'A verified phone keeps your account safe and unlocks the bonuses that need one.',
  'phoneVerify.step': 'Step {step} of 2',
  'phoneVerify.phoneIntro': 'Enter your mobile number and we will text you a 6-digit code.',
  'phoneVerify.changePhone': 'Change phone number',
  'phoneVerify.skip': 'Skip Verification',
  'phoneVerify.doneTitle': 'Your phone number is verified',
  'phoneVerify.doneText': '{phone} is now linked to your account: important notices and bonus offers will reach you by SMS.',
  'phoneVerify.done': 'Continue',
  'phonePage.title': 'Phone verification',
  'phonePage.verifiedText': 'Your phone number is verified.',
  'phonePage.notVerifiedText': 'Verify your phone number to keep your account safe.',
  'phonePage.updateNumber': 'Update Number',
  'phonePage.resendIn': 'You can ask for a new code in {seconds} s',
  'phonePage.resend': 'Click to resend',
} as const;

export type PhoneMessageKey = keyof typeof en;

const tr: Record<PhoneMessageKey, string> = {
  'phone.number': 'Telefon numarası',
  'phone.code': 'Doğrulama kodu',
  'phone.sendCode': 'Kod Gönder',
  'phone.verify': 'Doğrula',
  'phone.codeIntro': '{phone} numarasına gönderdiğimiz 6 haneli kodu girin.',
  'phoneVerify.title': 'Telefon Doğrulama',
  'phoneVerify.tagline': 'Numaranızı doğrulayın, hesabınızı güvenceye alın',
  'phoneVerify.asideText': 'Doğrulanmış bir telefon hesabınızı korur ve doğrulama gerektiren bonusların kilidini açar.',
  'phoneVerify.step': 'Adım {step}/2',
  'phoneVerify.phoneIntro': 'Cep telefonu numaranızı girin, size 6 haneli bir kod gönderelim.',
  'phoneVerify.changePhone': 'Telefon numarasını değiştir',
  'phoneVerify.skip': 'Doğrulamayı Atla',
  'phoneVerify.doneTitle': 'Telefon numaranız doğrulandı',
  'phoneVerify.doneText': '{phone} artık hesabınıza bağlı: önemli bildirimler ve bonus fırsatları size SMS ile ulaşacak.',
  'phoneVerify.done': 'Devam Et',
  'phonePage.title': 'Telefon doğrulama',
  'phonePage.verifiedText': 'Telefon numaranız doğrulandı.',
  'phonePage.notVerifiedText': 'Hesabınızı güvende tutmak için telefon numaranızı doğrulayın.',
  'phonePage.updateNumber': 'Numarayı Güncelle',
  'phonePage.resendIn': '{seconds} sn sonra yeni kod isteyebilirsiniz',
  'phonePage.resend': 'Tekrar göndermek için tıklayın',
};

/** The phone verification's texts (the SMS verify dialog and the Personal information panel), in tr and en: they load with it, not with every page. */
export const phoneMessages: FeatureMessages<PhoneMessageKey> = { tr, en };
