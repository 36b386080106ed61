import type { Locale } from '../i18n/locale.ts';
import { MoneyDirection } from '../history/financial.enums.ts';

/** The value kinds of the spec's payment detail field. */
export type FieldType = 'String' | 'Int' | 'Long' | 'Decimal' | 'Dropdown';

export interface MethodField {
  key: string;
  objectType: FieldType;
  /** The player's words for the field (a sandbox extension: the spec's field has a key only). */
  label: Readonly<Record<Locale, string>>;
  /** Its presence makes a dropdown: ids are numbers or text. */
  option?: ReadonlyArray<{ id: number | string; name: string }>;
  /** Input mask: `0` a digit, `A` a letter, anything else itself. */
  mask?: string;
}

/**
 * What confirming a request leads to: `page` answers the URL of a payment page the sandbox serves
 * (the method's hosted checkout); `message` answers instructions (a transfer to make, an address to
 * pay to) and waits for the operator.
 */
export type MethodFlow = 'page' | 'message';

export interface PaymentMethod {
  id: number;
  direction: MoneyDirection;
  name: string;
  description: Readonly<Record<Locale, string>>;
  flow: MethodFlow;
  /** Kuruş, inclusive. */
  minMinor: number;
  maxMinor: number;
  /** Prefix of the method's own references (`EFT-17WDRQP`, see payment.reference.ts). */
  referencePrefix: string;
  fields: readonly MethodField[];
}

/** The amount every method asks for: Decimal TRY with at most 2 decimals. */
export const AMOUNT_KEY = 'Amount';

const amount: MethodField = { key: AMOUNT_KEY, objectType: 'Decimal', label: { tr: 'Tutar', en: 'Amount' } };
const fullName: MethodField = { key: 'FullName', objectType: 'String', label: { tr: 'Ad soyad', en: 'Full name' } };
const iban: MethodField = { key: 'Iban', objectType: 'String', label: { tr: 'IBAN', en: 'IBAN' } };
const bank: MethodField = {
  key: 'Bank',
  objectType: 'Dropdown',
  label: { tr: 'Banka', en: 'Bank' },
  option: [
    { id: 10, name: 'Ziraat Bankası' },
    { id: 12, name: 'Halkbank' },
    { id: 15, name: 'VakıfBank' },
    { id: 46, name: 'Akbank' },
    { id: 62, name: 'Garanti BBVA' },
    { id: 64, name: 'İş Bankası' },
    { id: 67, name: 'Yapı Kredi' },
  ],
};
const paparaNo: MethodField = { key: 'PaparaNo', objectType: 'Long', label: { tr: 'Papara numarası', en: 'Papara number' }, mask: '0000000000' };
const network: MethodField = {
  key: 'Network',
  objectType: 'Dropdown',
  label: { tr: 'Ağ', en: 'Network' },
  option: [
    { id: 'TRC20', name: 'Tron (TRC20)' },
    { id: 'ERC20', name: 'Ethereum (ERC20)' },
  ],
};

const MINOR = 100;

/**
 * The sandbox operator's payment methods. Every field type of the spec appears: String (names, a
 * wallet address), Int (installments), Long (a Papara number, masked), Decimal (the amount) and
 * Dropdown with numeric ids (banks) and text ids (crypto networks).
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 1,
    direction: MoneyDirection.Deposit,
    name: 'Havale/EFT',
    description: { tr: 'Banka hesabınızdan havale veya EFT ile yatırın', en: 'Send a transfer from your bank account' },
    flow: 'message',
    minMinor: 100 * MINOR,
    maxMinor: 250_000 * MINOR,
    referencePrefix: 'EFT',
    fields: [amount, fullName, bank, iban],
  },
  {
    id: 2,
    direction: MoneyDirection.Deposit,
    name: 'Papara',
    description: { tr: 'Papara cüzdanınızla anında yatırın', en: 'Pay at once from your Papara wallet' },
    flow: 'page',
    minMinor: 50 * MINOR,
    maxMinor: 50_000 * MINOR,
    referencePrefix: 'PPR',
    fields: [amount, paparaNo],
  },
  {
    id: 3,
    direction: MoneyDirection.Deposit,
    name: 'Kredi Kartı',
    description: { tr: 'Kartınızla güvenli ödeme sayfasında ödeyin', en: 'Pay by card on a secure payment page' },
    flow: 'page',
    minMinor: 100 * MINOR,
    maxMinor: 20_000 * MINOR,
    referencePrefix: 'CC',
    fields: [
      amount,
      { key: 'CardHolder', objectType: 'String', label: { tr: 'Kart sahibi', en: 'Cardholder' } },
      { key: 'Installments', objectType: 'Int', label: { tr: 'Taksit sayısı', en: 'Installments' } },
    ],
  },
  {
    id: 4,
    direction: MoneyDirection.Deposit,
    name: 'Kripto (USDT)',
    description: { tr: 'USDT gönderin, onaylanınca hesabınıza geçer', en: 'Send USDT; it is credited once confirmed' },
    flow: 'message',
    minMinor: 500 * MINOR,
    maxMinor: 1_000_000 * MINOR,
    referencePrefix: 'TRX',
    fields: [amount, network],
  },
  {
    id: 1,
    direction: MoneyDirection.Withdraw,
    name: 'Havale/EFT',
    description: { tr: 'Kendi adınıza kayıtlı banka hesabına', en: 'To a bank account in your own name' },
    flow: 'message',
    minMinor: 200 * MINOR,
    maxMinor: 100_000 * MINOR,
    referencePrefix: 'EFT',
    fields: [amount, fullName, bank, iban],
  },
  {
    id: 2,
    direction: MoneyDirection.Withdraw,
    name: 'Papara',
    description: { tr: 'Papara cüzdanınıza', en: 'To your Papara wallet' },
    flow: 'message',
    minMinor: 100 * MINOR,
    maxMinor: 50_000 * MINOR,
    referencePrefix: 'PPR',
    fields: [amount, paparaNo],
  },
  {
    id: 4,
    direction: MoneyDirection.Withdraw,
    name: 'Kripto (USDT)',
    description: { tr: 'USDT cüzdan adresinize', en: 'To your USDT wallet address' },
    flow: 'message',
    minMinor: 1_000 * MINOR,
    maxMinor: 500_000 * MINOR,
    referencePrefix: 'TRX',
    fields: [amount, network, { key: 'WalletAddress', objectType: 'String', label: { tr: 'Cüzdan adresi', en: 'Wallet address' } }],
  },
];

export const methodsFor = (direction: MoneyDirection): PaymentMethod[] => PAYMENT_METHODS.filter((method) => method.direction === direction);

export const findMethod = (id: number, direction: MoneyDirection): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((method) => method.id === id && method.direction === direction);
