import type { Locale } from './locale.ts';
import { interpolate } from '@oyna/sdk/i18n';

const en = {
  'auth.invalidCredentials': 'Incorrect username or password.',
  'auth.registered': 'Your account is ready. Welcome aboard, {name}!',
  'auth.usernameTaken': 'The username {username} is already taken. Please choose another one.',
  'auth.emailTaken': 'An account with this email address already exists. Try logging in instead.',
  'auth.underage': 'You must be at least 18 years old to register.',
  'auth.loggedOut': 'You have been logged out. See you soon!',
  'auth.tokenMissing': 'This call needs a session token. Request one from auth/token first.',
  'auth.tokenInvalid': 'Your session has expired or is not valid. Please log in again.',
  'notifications.notFound': 'Notification not found.',
  'notifications.marked': 'Notification marked as read.',
  'http.notFound': 'There is no {method} {path} endpoint.',
  'http.internal': 'An unexpected server error occurred. Please try again later.',
  'http.invalidJson': 'The request body is not valid JSON.',
  'http.emptyJson': 'The request body is empty; send a JSON object.',
  'http.unsupportedMediaType': 'The request body must be sent as application/json.',
  'http.bodyTooLarge': 'The request body is too large.',
  'http.websocketRequired': 'This address only accepts SignalR WebSocket connections.',
  'http.badRequest': 'The request could not be understood.',
  'http.tooManyRequests': 'Too many attempts. Please try again in {seconds} seconds.',
  'http.headersTooLarge': 'The request headers are too large.',
  'validation.unknownCountry': 'Choose a country from the list',
  'validation.atLeast': 'Must be at least {min}',
  'validation.atMost': 'Must be at most {max}',
  'validation.unknownCurrency': 'Choose a supported currency',
  'testHooks.unknownPlayer': 'There is no player called {username}.',
  'testHooks.reset': 'The sandbox was reset to its seed data.',
  'field.username': 'Username',
  'field.password': 'Password',
  'field.password2': 'Password confirmation',
  'field.name': 'Name',
  'field.surname': 'Surname',
  'field.email': 'Email',
  'field.phone': 'Phone',
  'field.PersonalNo': 'National ID number',
  'field.country': 'Country',
  'field.currencyId': 'Currency',
  'field.birthDate': 'Date of birth',
  'field.trialBonus': 'Trial bonus',
  'field.refId': 'Referrer id',
  'field.skip': 'Skip',
  'field.take': 'Take',
  'field.id': 'Notification ids',
  'field.title': 'Title',
  'field.note': 'Note',
  'field.type': 'Type',
  'field.balance': 'Balance',
  'field.hub': 'Hub',
  'field.command': 'Command',
  'field.message': 'Message',
} as const;

export type MessageKey = keyof typeof en;

const tr: Record<MessageKey, string> = {
  'auth.invalidCredentials': 'Kullanıcı adı veya şifre hatalı.',
  'auth.registered': 'Hesabın hazır. Aramıza hoş geldin, {name}!',
  'auth.usernameTaken': '{username} kullanıcı adı zaten alınmış. Lütfen başka bir kullanıcı adı seçin.',
  'auth.emailTaken': 'Bu e-posta adresiyle açılmış bir hesap zaten var. Giriş yapmayı deneyin.',
  'auth.underage': 'Kayıt olmak için en az 18 yaşında olmalısınız.',
  'auth.loggedOut': 'Oturumunuz kapatıldı. Yine bekleriz!',
  'auth.tokenMissing': 'Bu işlem için oturum anahtarı gerekli. Önce auth/token ile bir anahtar alın.',
  'auth.tokenInvalid': 'Oturumunuzun süresi dolmuş veya oturum geçersiz. Lütfen tekrar giriş yapın.',
  'notifications.notFound': 'Bildirim bulunamadı.',
  'notifications.marked': 'Bildirim okundu olarak işaretlendi.',
  'http.notFound': '{method} {path} adresinde bir servis yok.',
  'http.internal': 'Beklenmeyen bir sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.',
  'http.invalidJson': 'İstek gövdesi geçerli bir JSON değil.',
  'http.emptyJson': 'İstek gövdesi boş; bir JSON nesnesi gönderin.',
  'http.unsupportedMediaType': 'İstek gövdesi application/json olarak gönderilmelidir.',
  'http.bodyTooLarge': 'İstek gövdesi çok büyük.',
  'http.websocketRequired': 'Bu adres yalnızca SignalR WebSocket bağlantılarını kabul eder.',
  'http.badRequest': 'İstek anlaşılamadı.',
  'http.tooManyRequests': 'Çok fazla deneme yapıldı. Lütfen {seconds} saniye sonra tekrar deneyin.',
  'http.headersTooLarge': 'İstek başlıkları çok büyük.',
  'validation.unknownCountry': 'Listeden bir ülke seçin',
  'validation.atLeast': 'En az {min} olmalıdır',
  'validation.atMost': 'En fazla {max} olabilir',
  'validation.unknownCurrency': 'Desteklenen bir para birimi seçin',
  'testHooks.unknownPlayer': '{username} adında bir oyuncu yok.',
  'testHooks.reset': 'Sandbox başlangıç verilerine sıfırlandı.',
  'field.username': 'Kullanıcı adı',
  'field.password': 'Şifre',
  'field.password2': 'Şifre tekrarı',
  'field.name': 'Ad',
  'field.surname': 'Soyad',
  'field.email': 'E-posta',
  'field.phone': 'Telefon',
  'field.PersonalNo': 'T.C. kimlik numarası',
  'field.country': 'Ülke',
  'field.currencyId': 'Para birimi',
  'field.birthDate': 'Doğum tarihi',
  'field.trialBonus': 'Deneme bonusu',
  'field.refId': 'Referans numarası',
  'field.skip': 'Atlanacak kayıt',
  'field.take': 'Alınacak kayıt',
  'field.id': 'Bildirim numaraları',
  'field.title': 'Başlık',
  'field.note': 'Not',
  'field.type': 'Tür',
  'field.balance': 'Bakiye',
  'field.hub': 'Hub',
  'field.command': 'Komut',
  'field.message': 'Mesaj',
};

const messages: Record<Locale, Record<MessageKey, string>> = { tr, en };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** A server message in the caller's language. */
export function message(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return interpolate(messages[locale][key], params);
}

/** The label of a request field, or the field's own name when it has none. */
export function fieldLabel(locale: Locale, field: string): string {
  const key = `field.${field}`;
  return Object.hasOwn(messages[locale], key) ? messages[locale][key as MessageKey] : field;
}
