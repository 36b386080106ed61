import type { FeatureMessages } from '../shared/featureMessages';

const en = {
  'callRequest.title': 'Call Request Form',
  'callRequest.intro': 'Leave your details and our team will call you back in the hour you choose.',
  'callRequest.name': 'Name Surname',
  'callRequest.username': 'Username',
  'callRequest.message': 'Message',
  'callRequest.timeSlot': 'Call time',
  'callRequest.timeSlotPlaceholder': 'Choose a time range',
  'callRequest.contacts': 'Contact details',
  'callRequest.addContact': 'Add Contact',
  'callRequest.noContacts': 'To add contact information, click the "Add Contacts" button above',
  'callRequest.contact': 'Contact {number}',
  'callRequest.contactType': 'Type',
  'callRequest.contactTypePlaceholder': 'Choose a type',
  'callRequest.removeContact': 'Remove contact {number}',
  'callRequest.submit': 'Save Request',
} as const;

export type CallRequestMessageKey = keyof typeof en;

const tr: Record<CallRequestMessageKey, string> = {
  'callRequest.title': 'Sizi Arayalım Formu',
  'callRequest.intro': 'Bilgilerinizi bırakın, ekibimiz seçtiğiniz saat aralığında sizi geri arasın.',
  'callRequest.name': 'Ad Soyad',
  'callRequest.username': 'Kullanıcı Adı',
  'callRequest.message': 'Mesajınız',
  'callRequest.timeSlot': 'Aranma saati',
  'callRequest.timeSlotPlaceholder': 'Saat aralığı seçin',
  'callRequest.contacts': 'İletişim bilgileri',
  'callRequest.addContact': 'İletişim Ekle',
  'callRequest.noContacts': 'İletişim bilgisi eklemek için yukarıdaki "İletişim Ekle" düğmesine tıklayın',
  'callRequest.contact': '{number}. iletişim bilgisi',
  'callRequest.contactType': 'Tür',
  'callRequest.contactTypePlaceholder': 'Tür seçin',
  'callRequest.removeContact': '{number}. iletişim bilgisini kaldır',
  'callRequest.submit': 'Talebi Kaydet',
};

/** The Call Request Form's texts (its warnings, contact types and placeholders are the SDK's, which its rules return), in tr and en: they load with it, not with every page. */
export const callRequestMessages: FeatureMessages<CallRequestMessageKey> = { tr, en };
