import type { FeatureMessages } from '../shared/featureMessages';

const en = {
  'content.homeOffers': 'Offers',
  'content.topNotify': 'Our current address is {current}. Our next address will be {next}.',
  'content.topNotifyCurrent': 'Our current address is {current}.',
  'content.topNotifyClose': 'Close the address notice',
  'content.domainBanner': 'You are on a mirror of Oyna. Our official address is {current}.',
  'content.domainBannerLink': 'Go to {current}',
  'content.promotionsEmpty': 'There are no promotions right now. Check back soon.',
  'content.promotionDetails': 'Details',
  'content.promotionDetailsOf': 'Details: {title}',
  'content.popupOpen': '{title}: see the offer',
} as const;

export type ContentMessageKey = keyof typeof en;

const tr: Record<ContentMessageKey, string> = {
  'content.homeOffers': 'Kampanyalar',
  'content.topNotify': 'Güncel adresimiz {current}. Bir sonraki adresimiz {next} olacak.',
  'content.topNotifyCurrent': 'Güncel adresimiz {current}.',
  'content.topNotifyClose': 'Adres bildirimini kapat',
  'content.domainBanner': 'Oyna’nın yedek adresindesiniz. Resmi adresimiz {current}.',
  'content.domainBannerLink': '{current} adresine git',
  'content.promotionsEmpty': 'Şu anda kampanya yok. Yakında tekrar göz atın.',
  'content.promotionDetails': 'Detaylar',
  'content.promotionDetailsOf': 'Detaylar: {title}',
  'content.popupOpen': '{title}: kampanyayı gör',
};

/** The content widgets' texts (home, promotions, popup, domain notices), in tr and en: they load with those widgets. */
export const contentMessages: FeatureMessages<ContentMessageKey> = { tr, en };
