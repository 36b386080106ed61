import type { FeatureMessages } from '../shared/featureMessages';

const en = {
  'payments.deposit.intro': 'Choose how you would like to deposit.',
  'payments.withdraw.intro': 'Choose where your winnings should go.',
  'payments.methods': 'Payment methods',
  'payments.limits': 'Min {min} · Max {max}',
  'payments.methodsFailed': 'The payment methods could not be loaded.',
  'payments.noMethods': 'No payment method is available right now.',
  'payments.retry': 'Try again',
  'payments.noData': 'No data found',
  'payments.deposit.submit': 'Deposit',
  'payments.withdraw.submit': 'Withdraw',
  'payments.continue': 'Continue',
  'payments.continueHint': 'Your payment page opened in a new tab. Closed it by mistake? Continue opens it again.',
  'payments.blocked': 'Your browser blocked the payment page. Press Continue to open it.',
  'payments.pasteLabel': 'Paste the IBAN from the clipboard',
  'payments.increase': 'Increase {field}',
  'payments.decrease': 'Decrease {field}',
  'payments.choose': 'Choose',
} as const;

export type PaymentsMessageKey = keyof typeof en;

const tr: Record<PaymentsMessageKey, string> = {
  'payments.deposit.intro': 'Nasıl yatırmak istediğinizi seçin.',
  'payments.withdraw.intro': 'Kazancınızın nereye gönderileceğini seçin.',
  'payments.methods': 'Ödeme yöntemleri',
  'payments.limits': 'En az {min} · En çok {max}',
  'payments.methodsFailed': 'Ödeme yöntemleri yüklenemedi.',
  'payments.noMethods': 'Şu anda kullanılabilir bir ödeme yöntemi yok.',
  'payments.retry': 'Tekrar dene',
  'payments.noData': 'Veri bulunamadı',
  'payments.deposit.submit': 'Yatır',
  'payments.withdraw.submit': 'Çek',
  'payments.continue': 'Devam et',
  'payments.continueHint': 'Ödeme sayfanız yeni bir sekmede açıldı. Yanlışlıkla kapattıysanız Devam et ile yeniden açabilirsiniz.',
  'payments.blocked': 'Tarayıcınız ödeme sayfasını engelledi. Açmak için Devam et düğmesine basın.',
  'payments.pasteLabel': 'IBAN’ı panodan yapıştır',
  'payments.increase': '{field} artır',
  'payments.decrease': '{field} azalt',
  'payments.choose': 'Seçin',
};

/** The deposit and withdraw pages' and the payment dialog's texts, in tr and en. */
export const paymentsMessages: FeatureMessages<PaymentsMessageKey> = { tr, en };
