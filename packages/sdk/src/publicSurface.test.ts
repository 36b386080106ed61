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
    'FINGERPRINT_COMPONENT_TIMEOUT_MS', 'OfflineWebSocket', 'SessionStorageKey', 'StorageKey', 'afterPaint', 'createMemoryStorage',
    'thumbmarkFingerprint',
  ],
  './http': ['BackendPath'],
  './session': ['HANDOFF_MESSAGE_TYPE', 'goHomeAfterLogout', 'hasBetcoAccess', 'isVip', 'sessionOf'],
  './bootstrap': [
    'HOME_CAROUSEL', 'HOME_CAROUSEL_SLUG', 'SPORTSBOOK_CAROUSEL', 'SPORTSBOOK_CAROUSEL_SLUG', 'bannersOf', 'bootstrapOf', 'bootstrapSchema',
    'getBootstrap', 'getCoverScript', 'isExternalUrl', 'siteOption',
  ],
  './i18n': [
    '$catalogs', 'catalogLocaleOf', 'createTranslate', 'formatDateTime', 'formatDay', 'formatTime',
    'formatTry', 'i18nOf', 'loadCatalog', 'loadedCatalog', 'parseServerTime', 'roundKurus', 'slugify',
  ],
  './realtime': ['ConnectionCommand', 'ConnectionState', 'realtimeOf'],
  './notifications': ['NotificationType', 'notificationIconFor', 'notificationsOf', 'unreadBadge'],
  './forms': [
    'CALL_MESSAGE_LENGTH', 'CALL_NAME_LENGTH', 'CALL_REQUEST_MAX_CONTACTS', 'CONTACT_PLACEHOLDER_KEYS',
    'CONTACT_TYPE_LABEL_KEYS', 'CONTACT_TYPE_OPTIONS', 'CONTACT_VALUE_LENGTH', 'ContactType',
    'DEFAULT_BIRTH_DATE', 'DEFAULT_COUNTRY_ID', 'DEFAULT_COUNTRY_NAME', 'DEFAULT_CURRENCY_ID',
    'EMAIL_LENGTH', 'LOGIN_PASSWORD_LENGTH', 'LOGIN_USERNAME_LENGTH', 'PASSWORD_MAX_LENGTH', 'PASSWORD_MIN_LENGTH',
    'PERSONAL_NO_LENGTH', 'PERSON_NAME_LENGTH', 'PHONE_CODE_LENGTH', 'PHONE_CODE_MASK_DIALOG',
    'PHONE_CODE_MASK_PAGE', 'PHONE_LENGTH', 'PHONE_MASK', 'PHONE_PREFIX', 'RECOVERY_USERNAME_LENGTH',
    'REGISTER_USERNAME_LENGTH', 'RESET_CODE_LENGTH', 'TIME_SLOTS', 'addContactWarning',
    'callRequestFormSchema', 'callRequestSubmitWarning', 'changePasswordFormSchema', 'defaultCountryId',
    'fastRegisterFormSchema', 'fieldErrors', 'isCalendarDate', 'loginFormSchema', 'phoneCodeStepSchema',
    'phoneStepSchema', 'recoveryCodeSchema', 'recoveryPasswordSchema', 'recoveryUsernameSchema',
    'registerFormSchema', 'toRegisterPayload',
  ],
  './betslip': [
    'BetStatus', 'BetslipType', 'OddsFormat', 'STAKE_BUTTON_STEP', 'SelectionResult', 'betslipOf', 'canSelectBetslipType',
    'formatOdds', 'myBetsOf', 'parseStakeInput', 'roundStake',
  ],
  './feed': [
    'ALL_GROUPS_OPEN', 'OddsFormat', 'ROW_MARKETS', 'SEARCH_MIN_LENGTH', 'TIME_FILTER_HOURS', 'TOP_LEAGUES', 'TRACKER_HEIGHT_DESKTOP_PX',
    'TRACKER_HEIGHT_MOBILE_PX', 'eventStartTime', 'formatOdds', 'groupByDay', 'isEventFinished', 'isEventLocked', 'isHiddenLiveSport',
    'liveFeedOf', 'matchName', 'oddsOf', 'parseTimeFilter', 'prematchOf', 'readLiveSeed',
    'rowOdds', 'scoreText', 'showsTracker', 'toLiveListing', 'toggleAllGroups', 'toggleGroup', 'topLeaguesOf', 'trackerFrameFor',
    'trackerVariantFor', 'treeCompetitions', 'visibleTree',
  ],
  './casino': [
    'GAME_SEARCH_MIN_LENGTH', 'GameLaunchError', 'GameRouteError', 'Lobby', 'casinoOf', 'decodeGameRoute',
    'encodeGameRoute', 'gameFavouritesOf', 'gamePlayHref', 'gamePlayOf', 'jackpotCards', 'jackpotsOf',
    'launchOrigin', 'lobbyCategories', 'searchesLive',
  ],
  './account': [
    'AFFILIATE_KEYS', 'HISTORY_PAGE_SIZE', 'PhoneVerificationStep', 'RECOVERY_LOGIN_DELAY_MS', 'RESEND_CODE_COUNTDOWN_S', 'VerificationPage',
    'WinBetType', 'changePassword', 'historyOf', 'initialPhoneDialog', 'initialPhonePage', 'phoneDialogReducer', 'phonePageReducer',
    'phoneVerificationOf', 'readAffiliate', 'recoveryOf', 'registerFormQuery', 'registrationOf', 'requestCall',
    'resendSecondsLeft', 'sendCodePayload', 'toCallRequestPayload', 'verifyCodePayload',
  ],
  './payments': [
    'IBAN_DIGITS', 'IBAN_MASK', 'IBAN_PREFIX', 'MoneyDirection', 'PAYMENT_DETAIL_FAILURE_CLOSE_MS', 'PaymentObjectType',
    'PaymentRecordStatus', 'ProcessingStatus', 'WITHDRAW_SUCCESS_CLOSE_MS', 'depositRedirectUrl',
    'isDropdownField', 'isIbanField', 'isNumericField', 'isTemplateMask', 'normalizeIban', 'paymentDetailRequest', 'paymentFieldSchema', 'paymentFormSchema',
    'paymentMethodSchema', 'paymentsOf', 'toPaymentPayload',
  ],
  './favourites': [
    'FAVOURITE_STORAGE_KEYS', 'STAR_ADDED', 'STAR_REMOVED', 'competitionFavouriteSchema', 'favouritesOf',
    'keepLive', 'liveFavouriteSchema', 'parseCompetitionFavourites', 'parseLiveFavourites',
    'parsePrematchFavourites', 'prematchFavouriteSchema', 'toggleById', 'withoutFavourites',
  ],
  './search': ['foldSearchText', 'matchesSearch'],
  './start': ['startOyna'],
  './routes': ['DEFAULT_SPORT_ID', 'RoutePath', 'RoutePattern', 'fillRoute', 'routes'],
  './content': [
    'LiveChatOption', 'LiveChatUnavailableError', 'TOP_NOTIFY_HIDE_DELAY_MS', 'domainBanner',
    'getContentPage', 'getPromotions', 'loadLiveChat', 'popupHash', 'popupOf', 'popupToShow', 'readLiveChatConfig',
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
