import type { FeatureMessages } from '../shared/featureMessages';

const en = {
  'recovery.title': 'Password Recovery',
  'recovery.step': 'Step {step} of {count}',
  'recovery.usernameHint': 'Enter your username and we will email a reset code to the address of your account.',
  'recovery.username': 'Username',
  'recovery.sendCode': 'Send Code',
  'recovery.code': 'Reset code',
  'recovery.checkCode': 'Verify Code',
  'recovery.otherUsername': 'Use another username',
  'recovery.password': 'New password',
  'recovery.password2': 'Confirm new password',
  'recovery.changePassword': 'Change Password',
  'recovery.changed': 'Your password has been changed.',
  'recovery.toLogin': 'The login form opens in a moment.',
} as const;

export type RecoveryMessageKey = keyof typeof en;

const tr: Record<RecoveryMessageKey, string> = {
  'recovery.title': 'Şifre Sıfırlama',
  'recovery.step': 'Adım {step} / {count}',
  'recovery.usernameHint': 'Kullanıcı adınızı girin; hesabınızın e-posta adresine bir sıfırlama kodu gönderelim.',
  'recovery.username': 'Kullanıcı adı',
  'recovery.sendCode': 'Kod Gönder',
  'recovery.code': 'Sıfırlama kodu',
  'recovery.checkCode': 'Kodu Doğrula',
  'recovery.otherUsername': 'Başka bir kullanıcı adı kullan',
  'recovery.password': 'Yeni şifre',
  'recovery.password2': 'Yeni şifre (tekrar)',
  'recovery.changePassword': 'Şifreyi Değiştir',
  'recovery.changed': 'Şifreniz değiştirildi.',
  'recovery.toLogin': 'Giriş formu birazdan açılacak.',
};

/** The password recovery dialog's texts, in tr and en: they load with it, not with every page. */
export const recoveryMessages: FeatureMessages<RecoveryMessageKey> = { tr, en };
