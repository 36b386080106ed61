import { PhoneVerificationPanel, openChangePassword } from '@oyna/ui';
import {
  BonusesPage,
  DashboardHome,
  FinancialHistoryPage,
  GameActivitiesPage,
  PersonalInformationPage,
  SessionHistoryPage,
} from '@oyna/ui/dashboard';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

export type DashboardPage = 'home' | 'gameHistory' | 'bonuses' | 'financialActivities' | 'sessionHistory' | 'account';

function Page({ page }: { page: DashboardPage }) {
  switch (page) {
    case 'home':
      return <DashboardHome onChangePassword={openChangePassword} />;
    case 'gameHistory':
      return <GameActivitiesPage />;
    case 'bonuses':
      return <BonusesPage />;
    case 'financialActivities':
      return <FinancialHistoryPage />;
    case 'sessionHistory':
      return <SessionHistoryPage />;
    case 'account':
      return <PersonalInformationPage phoneVerification={<PhoneVerificationPanel />} />;
  }
}

/** A dashboard page's content: the tiles, a history list or Personal information. */
export default function DashboardIsland({ locale, page }: SiteIslandProps & { page: DashboardPage }) {
  return (
    <SiteProviders locale={locale}>
      <Page page={page} />
    </SiteProviders>
  );
}
