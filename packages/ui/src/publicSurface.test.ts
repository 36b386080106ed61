// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What each entry of @oyna/ui publishes at run time, name by name, so a change to the public surface
// is a visible diff here. Types are exported by name beside these in each barrel. An entry offers the
// widgets a page places and the stores and hooks they are driven by; view models, internal hooks
// and the parts a widget is made of stay in their module files, where their own tests import them.
const SURFACE: Record<string, { source: string; names: readonly string[] }> = {
  '.': {
    source: './index',
    names: [
      'AppLayout', 'Breadcrumbs', 'ContentLinks', 'Dialog', 'DialogHost',
      'DialogOutsideHostError', 'Footer', 'Header', 'LeftMenu',
      'MissingOynaProviderError', 'OYNA_THEME_VARIABLES', 'OynaLink', 'OynaProvider', 'OynaRoot', 'PhoneVerificationPanel',
      'RouteGuard', 'SessionExpiredNotice', 'Toaster', 'betslipDialogs',
      'builtInDialogs', 'callRequestDialogs', 'casinoDialogs', 'changePasswordDialogs',
      'closeDialogs', 'contentDialogs', 'defaultTheme', 'defaultThemeValues', 'dialogs', 'lightTheme', 'lightThemeValues',
      'loginDialogs', 'openCallRequest', 'openChangePassword', 'openDialog', 'openLogin', 'paymentDialogs',
      'phoneVerificationDialogs', 'recoveryDialogs', 'registerDialogs', 'sidebar', 'themeContract', 'themeLeaves', 'themeVariableName', 'toast',
      'toastError', 'useBalance', 'useDialogControls', 'useLocale', 'useOyna', 'useOynaNavigate', 'useOynaStore', 'useSession', 'useT',
    ],
  },
  './sportsbook': {
    source: './sportsbook/index',
    names: [
      'BetslipDock', 'BetslipLauncher', 'BetslipPanel', 'BetslipSheet', 'EventMarkets', 'FavouriteEvents',
      'LiveEventView', 'LiveOverview', 'LivePanel', 'LiveTracker', 'MyBetsDialog', 'OddsButton',
      'PrematchDetail', 'PrematchHome', 'PrematchPanel', 'SelectedCompetitions', 'SportsbookCarousel',
      'SportsbookLayout', 'UpcomingEvents',
    ],
  },
  './betslip': {
    source: './betslip/index',
    names: ['BetslipDock', 'BetslipLauncher', 'BetslipPanel', 'BetslipSheet', 'MyBetsDialog'],
  },
  './casino': {
    source: './casino/index',
    names: [
      'CasinoLobby', 'GameFrame', 'GameGrid', 'GamePlayDialog', 'GamePlayPage', 'GameTile', 'JackpotCards',
      'gameOfRoute', 'playGame', 'playGameBySearch',
    ],
  },
  './content': {
    source: './content/index',
    names: ['ContentArticle', 'DomainBanner', 'HomeCarousel', 'PromoPopup', 'PromotionList', 'TopNotifyBar', 'createCmsSanitizer'],
  },
  './texts': {
    source: './texts/index',
    names: ['bundledFeatureTexts'],
  },
  './dashboard': {
    source: './dashboard/index',
    names: [
      'BonusesPage', 'DashboardHome', 'DepositPage', 'FinancialHistoryPage', 'GameActivitiesPage', 'PaymentMethodsPage',
      'PersonalInformationPage', 'SessionHistoryPage', 'WithdrawPage',
    ],
  },
};

const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as {
  exports: Record<string, string | { types: string }>;
};
const entries = Object.entries(manifest.exports).flatMap(([subpath, target]) =>
  typeof target === 'object' && 'types' in target ? [subpath] : [],
);

describe('public surface', () => {
  it('lists every entry with types', () => {
    expect([...entries].sort()).toEqual(Object.keys(SURFACE).sort());
  });

  it.each(entries)('%s publishes exactly its listed names', async (subpath) => {
    const entry = (await import(SURFACE[subpath]!.source)) as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual(SURFACE[subpath]!.names);
  });
});
