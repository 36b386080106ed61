import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What each entry of @oyna/sdk publishes at run time, name by name, so a change to the public
// surface is a visible diff here. Types are exported by name beside these in each barrel. A name
// belongs in a barrel only when a partner or a widget needs it: a store's `xOf` and its types, error
// classes, the data it hands out, the constants a widget shows. Internals stay in their module files,
// where their own tests import them.
const SURFACE: Record<string, readonly string[]> = {
  '.': [
    'ApiError', 'FingerprintError', 'MalformedResponseError', 'NetworkError', 'OynaError', 'ValidationError',
    'assetUrl', 'createOyna', 'isOynaError', 'valueOf',
  ],
  './platform': [
    'OfflineWebSocket', 'SessionStorageKey', 'StorageKey', 'afterPaint', 'createMemoryStorage',
    'thumbmarkFingerprint',
  ],
  './http': ['BackendPath'],
  './session': ['HANDOFF_MESSAGE_TYPE', 'goHomeAfterLogout', 'hasBetcoAccess', 'isVip', 'sessionOf'],
  './bootstrap': [
    'HOME_CAROUSEL', 'HOME_CAROUSEL_SLUG', 'SPORTSBOOK_CAROUSEL', 'SPORTSBOOK_CAROUSEL_SLUG', 'bannersOf', 'bootstrapOf', 'bootstrapSchema',
    'getBootstrap', 'getCoverScript', 'isExternalUrl', 'siteOption',
  ],
  './i18n': [
    '$catalogs', 'createTranslate', 'formatDateTime', 'formatDay', 'formatTime',
    'formatTry', 'i18nOf', 'loadCatalog', 'loadedCatalog', 'parseServerTime', 'roundKurus', ],
  './realtime': ['ConnectionState', 'realtimeOf'],
  './notifications': ['NotificationType', 'notificationIconFor', 'notificationsOf', 'unreadBadge'],
  './forms': [
    'CALL_REQUEST_MAX_CONTACTS', 'CONTACT_PLACEHOLDER_KEYS',
    'CONTACT_TYPE_LABEL_KEYS', 'CONTACT_TYPE_OPTIONS', 'ContactType',
    'DEFAULT_BIRTH_DATE', 'DEFAULT_COUNTRY_ID', 'DEFAULT_CURRENCY_ID',
    'PERSONAL_NO_LENGTH', 'PHONE_CODE_MASK_DIALOG',
    'PHONE_CODE_MASK_PAGE', 'PHONE_MASK', 'PHONE_PREFIX', 'TIME_SLOTS', 'addContactWarning',
    'callRequestFormSchema', 'callRequestSubmitWarning', 'changePasswordFormSchema', 'defaultCountryId',
    'fastRegisterFormSchema', 'fieldErrors', 'isCalendarDate', 'loginFormSchema', 'phoneCodeStepSchema',
    'phoneStepSchema', 'recoveryCodeSchema', 'recoveryPasswordSchema', 'recoveryUsernameSchema',
    'registerFormSchema', ],
  './betslip': [
    'BetStatus', 'BetslipType', 'OddsFormat', 'STAKE_BUTTON_STEP', 'SelectionResult', 'betslipOf', 'canSelectBetslipType',
    'formatOdds', 'myBetsOf', 'parseStakeInput', 'roundStake',
  ],
  './feed': [
    'ALL_GROUPS_OPEN', 'OddsFormat', 'SEARCH_MIN_LENGTH', 'TIME_FILTER_HOURS', 'TOP_LEAGUES', 'TRACKER_HEIGHT_DESKTOP_PX',
    'TRACKER_HEIGHT_MOBILE_PX', 'eventStartTime', 'formatOdds', 'groupByDay', 'isEventFinished', 'isEventLocked', 'isHiddenLiveSport',
    'liveFeedOf', 'matchName', 'oddsOf', 'parseTimeFilter', 'prematchOf', 'readLiveSeed',
    'rowOdds', 'scoreText', 'showsTracker', 'toLiveListing', 'toggleAllGroups', 'toggleGroup', 'topLeaguesOf', 'trackerFrameFor',
    'trackerVariantFor', 'treeCompetitions', 'visibleTree',
  ],
  './casino': [
    'GameLaunchError', 'GameRouteError', 'Lobby', 'casinoOf', 'decodeGameRoute',
    'encodeGameRoute', 'gamePlayHref', 'gamePlayOf', 'jackpotCards', 'jackpotsOf',
    'launchOrigin', 'lobbyCategories', 'searchesLive',
  ],
  './account': [
    'HISTORY_PAGE_SIZE', 'VerificationPage',
    'WinBetType', 'changePassword', 'historyOf', 'initialPhoneDialog', 'initialPhonePage', 'phoneDialogReducer', 'phonePageReducer',
    'phoneVerificationOf', 'recoveryOf', 'registrationOf', 'requestCall',
    ],
  './payments': [
    'IBAN_DIGITS', 'IBAN_MASK', 'IBAN_PREFIX', 'MoneyDirection', 'PaymentObjectType',
    'PaymentRecordStatus', 'ProcessingStatus', 'isDropdownField', 'isIbanField', 'isNumericField', 'isTemplateMask', 'normalizeIban', 'paymentFormSchema',
    'paymentsOf', ],
  './favourites': [
    'favouritesOf',
    ],
  './search': ['foldSearchText', 'matchesSearch'],
  './start': ['startOyna'],
  './routes': ['DEFAULT_SPORT_ID', 'RoutePath', 'RoutePattern', 'fillRoute', 'routes'],
  './content': [
    'LiveChatOption', 'LiveChatUnavailableError', 'TOP_NOTIFY_HIDE_DELAY_MS', 'domainBanner',
    'getContentPage', 'getPromotions', 'loadLiveChat', 'popupOf', 'readLiveChatConfig',
    'topNotifyOf',
  ],
};

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  exports: Record<string, string | { default: string }>;
};
const subpaths = Object.entries(manifest.exports).flatMap(([subpath, target]) =>
  typeof target === 'object' ? [subpath] : [],
);
const sourceOf = (subpath: string) => (subpath === '.' ? './index' : `./${subpath.slice(2)}/index`);

describe('public surface', () => {
  it('lists every subpath export', () => {
    expect([...subpaths].sort()).toEqual(Object.keys(SURFACE).sort());
  });

  it.each(subpaths)('%s publishes exactly its listed names', async (subpath) => {
    const entry = (await import(sourceOf(subpath))) as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual(SURFACE[subpath]);
  });
});
