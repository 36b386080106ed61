import { DepositPage, WithdrawPage } from '@oyna/ui/dashboard';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/**
 * Deposit Money or Withdraw Money: the operator's methods; the payment dialog opens in the page's
 * dialog host and loads when first opened.
 */
export default function PaymentMethodsIsland({ locale, direction }: SiteIslandProps & { direction: 'deposit' | 'withdraw' }) {
  return <SiteProviders locale={locale}>{direction === 'deposit' ? <DepositPage /> : <WithdrawPage />}</SiteProviders>;
}
