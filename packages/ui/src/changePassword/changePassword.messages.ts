import type { FeatureMessages } from '../shared/featureMessages';

const en = {
  'changePassword.title': 'Change Password',
  'changePassword.intro': 'Choose a new password of at least 5 characters. Your other devices will be signed out.',
  'changePassword.oldPassword': 'Current password',
  'changePassword.password': 'New password',
  'changePassword.confirmPassword': 'Confirm new password',
  'changePassword.showPasswords': 'Show passwords',
  'changePassword.submit': 'Change Password',
} as const;

export type ChangePasswordMessageKey = keyof typeof en;

const tr: Record<ChangePasswordMessageKey, string> = {
  'changePassword.title': 'Şifre Değiştir',
  'changePassword.intro': 'En az 5 karakterli yeni bir şifre belirleyin. Diğer cihazlarınızdaki oturumlar kapatılacak.',
  'changePassword.oldPassword': 'Mevcut şifre',
  'changePassword.password': 'Yeni şifre',
  'changePassword.confirmPassword': 'Yeni şifre (tekrar)',
  'changePassword.showPasswords': 'Şifreleri göster',
  'changePassword.submit': 'Şifreyi Değiştir',
};

/** The Change Password dialog's texts, in tr and en: they load with it, not with every page. */
export const changePasswordMessages: FeatureMessages<ChangePasswordMessageKey> = { tr, en };
