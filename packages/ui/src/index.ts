// Theme
export { themeContract, defaultTheme, lightTheme } from './theme/theme.css';
export { defaultThemeValues } from './theme/defaultTheme.values';
export { lightThemeValues } from './theme/lightTheme.values';
export type { ThemeValues } from './theme/lightTheme.values';
export { OYNA_THEME_VARIABLES, themeLeaves, themeVariableName } from './theme/themeVariables';
export { OynaRoot } from './theme/OynaRoot';
export type { OynaRootProps } from './theme/OynaRoot';

// Page frame
export { AppLayout } from './layout/AppLayout';
export type { AppLayoutProps } from './layout/AppLayout';

// Provider and hooks
export { OynaProvider } from './provider/OynaProvider';
export type { OynaProviderProps } from './provider/OynaProvider';
export { useOyna, useT, useLocale, useSession, useBalance, useOynaNavigate, useOynaStore } from './provider/hooks';
export type { Translate } from './provider/hooks';
export { MissingOynaProviderError } from './provider/provider.errors';

// Navigation: the host's pages and router
export { OynaLink } from './provider/navigation';
export type { OynaLinkProps, OynaNavigation } from './provider/navigation';

// Toasts
export { toast } from './toast/toast.store';
export type { ToastQueue, ToastOptions } from './toast/toast.store';
export type { Toast, ToastKind, ToastText } from './toast/toast.model';
export { Toaster } from './toast/Toaster';
export type { ToasterProps } from './toast/Toaster';
export { toastError } from './toast/toast.error';
export { SessionExpiredNotice } from './session/SessionExpiredNotice';
export type { SessionExpiredNoticeProps } from './session/SessionExpiredNotice';

// Dialogs
export { closeDialogs, dialogs, openDialog } from './dialog/dialog.store';
export type { DialogName, DialogPropsArg, DialogPropsByName, DialogStore, OpenedDialog } from './dialog/dialog.store';
// The dialogs each feature adds: exported, so the names they add to `DialogPropsByName` reach the published types.
export { builtInDialogs } from './dialogHost/builtInDialogs';
export { loginDialogs } from './login/loginDialogs';
export { registerDialogs } from './register/registerDialogs';
export { recoveryDialogs } from './recovery/recoveryDialogs';
export { phoneVerificationDialogs } from './phoneVerification/phoneVerificationDialogs';
export { changePasswordDialogs } from './changePassword/changePasswordDialogs';
export { paymentDialogs } from './payments/paymentDialogs';
export { callRequestDialogs } from './callRequest/callRequestDialogs';
export { betslipDialogs } from './sportsbook/betslip/betslipDialogs';
export { casinoDialogs } from './casino/play/casinoDialogs';
export type { DialogRegistry } from './dialog/dialog.registry';
export { Dialog } from './dialog/Dialog.lazy';
export type { DialogProps } from './dialog/Dialog';
export type { DialogSize } from './dialog/Dialog.css';
export { DialogHost } from './dialogHost/DialogHost';
export type { DialogHostProps } from './dialogHost/DialogHost';
export { DialogOutsideHostError, useDialogControls } from './dialog/dialog.context';
export type { DialogControls } from './dialog/dialog.context';

// Header, left menu and footer
export { Header } from './header/Header';
export type { HeaderProps } from './header/Header';
export { LeftMenu } from './menu/LeftMenu';
export type { LeftMenuProps } from './menu/LeftMenu';
export { sidebar } from './menu/sidebar.store';
export type { SidebarStore } from './menu/sidebar.store';
export { Footer } from './footer/Footer';
export type { FooterProps } from './footer/Footer';

// Route guard and content
export { RouteGuard } from './guard/RouteGuard';
export type { RouteGuardProps } from './guard/RouteGuard';
export type { RouteGuardKind } from './guard/routeGuard.model';
export { ContentLinks } from './content/ContentLinks';
export type { ContentLink, ContentLinksProps } from './content/ContentLinks';
export { contentDialogs } from './content/contentDialogs';

// Breadcrumbs
export { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/Breadcrumbs';

// Login and the host page's flows
export { openLogin } from './login/openLogin';
export type { LoginDialogProps } from './login/LoginDialog';
export type { RegisterDialogProps } from './register/register.types';
export type { RecoveryDialogProps } from './recovery/RecoveryDialog';
export type { GameSearch, HostFlows } from './host/host.flows';

// Account: phone verification (the dialog, and the panel of the Personal information page), change password, call request
export { PhoneVerificationPanel } from './phoneVerification/PhoneVerificationPanel.lazy';
export type { PhoneVerificationPanelProps } from './phoneVerification/PhoneVerificationPanel';
export type { PhoneVerificationDialogProps } from './phoneVerification/phoneVerification.types';
export { openChangePassword } from './changePassword/openChangePassword';
export { openCallRequest } from './callRequest/openCallRequest';
