import type { DatabaseSync } from 'node:sqlite';
import { hashPassword, type PasswordHash } from '../auth/password.ts';
import { TURKIYE_ID } from '../content/countries.ts';
import { CURRENCY_TRY } from '../content/currencies.ts';
import { seedCatalogue } from '../casino/games.repository.ts';
import { seedDemoHistory } from '../history/history.seed.ts';
import { transaction } from './database.ts';
import { NotificationType, NotificationsRepository, type NewNotification } from './notifications.repository.ts';
import { PlayersRepository, type NewPlayer } from './players.repository.ts';

/** The demo accounts documented in the README; both use this password. */
export const DEMO_PASSWORD = 'demo12345';

type SeedPlayer = Omit<NewPlayer, 'passwordSalt' | 'passwordHash'> & {
  notifications: (NewNotification & { hoursAgo: number; isRead: boolean })[];
};

const HOUR_MS = 60 * 60 * 1000;

const affiliateNone = { refId: null, partner: null, subid: null, source: null };

const seedPlayers: SeedPlayer[] = [
  {
    username: 'demouser',
    email: 'deniz.yilmaz@example.com',
    name: 'Deniz',
    surname: 'Yılmaz',
    phone: '905321234567',
    personalNo: '10000000146',
    countryId: TURKIYE_ID,
    currencyId: CURRENCY_TRY,
    birthDate: '1992-04-17',
    group: 1,
    balance: 1500,
    smsVerified: false,
    trialBonus: 250,
    ...affiliateNone,
    notifications: [
      {
        type: NotificationType.Bonus,
        title: 'Hoş geldin bonusun hesabında',
        note: '250,00 ₺ deneme bonusun tanımlandı. Slot oyunlarında 7 gün içinde kullanabilirsin.',
        hoursAgo: 50,
        isRead: true,
      },
      {
        type: NotificationType.Deposit,
        title: 'Para yatırma işlemin onaylandı',
        note: 'Papara ile yaptığın 1.000,00 ₺ tutarındaki yatırım hesabına aktarıldı. İyi eğlenceler!',
        hoursAgo: 26,
        isRead: false,
      },
      {
        type: NotificationType.System,
        title: 'Telefon numaranı doğrula',
        note: 'Telefon numaranı SMS ile doğrulayarak para çekme taleplerinin daha hızlı onaylanmasını sağlayabilirsin.',
        hoursAgo: 3,
        isRead: false,
      },
    ],
  },
  {
    username: 'vipuser',
    email: 'selin.aydin@example.com',
    name: 'Selin',
    surname: 'Aydın',
    phone: '905419876543',
    personalNo: '10000000078',
    countryId: TURKIYE_ID,
    currencyId: CURRENCY_TRY,
    birthDate: '1987-11-02',
    group: 3,
    balance: 48250.75,
    smsVerified: true,
    trialBonus: 0,
    betcoUrl: 'https://betco.oyna.example/sportsbook',
    betsyUrl: 'https://betsy.oyna.example/sport',
    ...affiliateNone,
    notifications: [
      {
        type: NotificationType.Withdraw,
        title: 'Para çekme talebin tamamlandı',
        note: '12.500,00 ₺ tutarındaki çekim talebin banka hesabına gönderildi.',
        hoursAgo: 30,
        isRead: true,
      },
      {
        type: NotificationType.Jackpot,
        title: 'Clover Chance jackpot kazandın!',
        note: 'Tebrikler! Clover Chance jackpotunun Maça seviyesinden 8.430,20 ₺ kazandın.',
        hoursAgo: 5,
        isRead: false,
      },
    ],
  },
];

/** The seed with its passwords hashed: the slow part, done before any table is touched. */
export interface PreparedSeed {
  passwords: PasswordHash[];
}

export async function prepareSeed(): Promise<PreparedSeed> {
  return { passwords: await Promise.all(seedPlayers.map(() => hashPassword(DEMO_PASSWORD))) };
}

/** Fills an empty, migrated database with the demo players, their notifications and history, and the casino catalogue, at once. */
export function applySeed(db: DatabaseSync, { passwords }: PreparedSeed, now = new Date()): void {
  const players = new PlayersRepository(db);
  const notifications = new NotificationsRepository(db);
  transaction(db, () => {
    seedPlayers.forEach(({ notifications: list, ...player }, index) => {
      const password = passwords[index];
      if (!password) throw new Error('missing seed password hash');
      const created = players.insert({ ...player, passwordSalt: password.salt, passwordHash: password.hash });
      for (const { hoursAgo, isRead, ...notification } of list) {
        const stored = notifications.insert(created.id, notification, new Date(now.getTime() - hoursAgo * HOUR_MS));
        if (isRead) notifications.markRead(created.id, [stored.id]);
      }
    });
    seedCatalogue(db);
    seedDemoHistory(db, now.getTime());
  });
}

/** True when the database holds no player yet (a brand-new file or a reset). */
export const needsSeed = (db: DatabaseSync): boolean =>
  db.prepare('SELECT 1 FROM players LIMIT 1').get() === undefined;
