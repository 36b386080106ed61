export { DashboardHome } from './DashboardHome';
export type { DashboardHomeProps } from './DashboardHome';
export { BonusesPage, FinancialHistoryPage, GameActivitiesPage, SessionHistoryPage } from './DashboardPages';
export { PersonalInformationPage } from './PersonalInformationPage';
export type { PersonalInformationPageProps } from './PersonalInformationPage';
export type { DashboardKey } from './dashboard.messages';
export { DepositPage, PaymentMethodsPage, WithdrawPage } from '../payments/PaymentMethodsPage';
