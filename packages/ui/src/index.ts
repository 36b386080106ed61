// Theme
export { themeContract, defaultTheme } from './theme/theme.css';
export { defaultThemeValues } from './theme/defaultTheme.values';
export { OynaRoot } from './theme/OynaRoot';
export type { OynaRootProps } from './theme/OynaRoot';
export { BREAKPOINTS, media } from './theme/breakpoints';

// Page frame
export { AppLayout } from './layout/AppLayout';
export type { AppLayoutProps } from './layout/AppLayout';

// Provider and hooks
export { OynaProvider } from './provider/OynaProvider';
export type { OynaProviderProps } from './provider/OynaProvider';
export { useOyna, useT, useLocale, useSession, useBalance } from './provider/hooks';
export type { Translate } from './provider/hooks';
export { useHydrated } from './provider/useHydrated';
export { MissingOynaProviderError } from './provider/provider.errors';

// Toasts
export { toast, createToastQueue } from './toast/toast.store';
export type { ToastQueue, ToastOptions } from './toast/toast.store';
export {
  LOADING_TOAST_DURATION_MS,
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  TOAST_ENTER_MS,
  TOAST_EXIT_MS,
} from './toast/toast.model';
export type { Toast, ToastKind, ToastText } from './toast/toast.model';
export { Toaster } from './toast/Toaster';
export type { ToasterProps } from './toast/Toaster';
export { errorText, toastError } from './toast/toast.error';
export { SessionExpiredNotice } from './session/SessionExpiredNotice';
export type { SessionExpiredNoticeProps } from './session/SessionExpiredNotice';

// Dialogs
export { closeDialogs, createDialogStore, dialogs, openDialog } from './dialog/dialog.store';
export type { DialogName, DialogPropsArg, DialogPropsByName, DialogStore, OpenedDialog } from './dialog/dialog.store';
// The dialogs each feature adds: exported, so the names they add to `DialogPropsByName` reach the published types.
export { builtInDialogs } from './dialogHost/builtInDialogs';
export { loginDialogs } from './login/loginDialogs';
export { betslipDialogs } from './sportsbook/betslip/betslipDialogs';
export type { DialogRegistry } from './dialog/dialog.registry';
export { Dialog } from './dialog/Dialog';
export type { DialogProps } from './dialog/Dialog';
export type { DialogSize } from './dialog/Dialog.css';
export { DialogHost } from './dialogHost/DialogHost';
export type { DialogHostProps } from './dialogHost/DialogHost';
export { DialogBrandAside } from './dialog/DialogBrandAside';
export { DialogOutsideHostError, useDialogControls } from './dialog/dialog.context';
export type { DialogControls } from './dialog/dialog.context';

// Header
export { Header } from './header/Header';
export type { HeaderProps } from './header/Header';
export { BottomBar } from './header/BottomBar';
export type { BottomBarProps } from './header/BottomBar';
export { Balance } from './header/Balance';
export { HEADER_HIDE_THRESHOLD_PX, initialHeaderScroll, nextHeaderScroll } from './header/header.scroll';
export type { HeaderScroll } from './header/header.scroll';
export { searchHref } from './header/header.links';
export { RoutePath } from './routes/route.paths';
export { useHeaderHidden } from './header/useHeaderHidden';

// Left menu
export { LeftMenu } from './menu/LeftMenu';
export type { LeftMenuProps } from './menu/LeftMenu';
export { AVIATOR_SEARCH, MENU_SITE_OPTIONS, buildMenu, liveBettingsHref } from './menu/menu.model';
export type {
  Menu,
  MenuAction,
  MenuCapabilities,
  MenuGroup,
  MenuInput,
  MenuItem,
  SocialLink,
} from './menu/menu.model';
export { createSidebarStore, sidebar } from './menu/sidebar.store';
export type { SidebarStore } from './menu/sidebar.store';
export { LEFT_MENU_ID } from './menu/menu.ids';

// Footer
export { Footer } from './footer/Footer';
export type { FooterProps } from './footer/Footer';
export { FOOTER_CATEGORY_ID, LICENCE_NUMBER_OPTION, footerLinks } from './footer/footer.model';
export type { FooterLinks } from './footer/footer.model';
export { GAME_PROVIDERS } from './footer/providers';
export type { GameProvider } from './footer/providers';

// Route guard and content links
export { RouteGuard } from './guard/RouteGuard';
export type { RouteGuardProps } from './guard/RouteGuard';
export { routeAccess } from './guard/routeGuard.model';
export type { RouteAccess, RouteGuardKind } from './guard/routeGuard.model';
export { ContentLinks } from './content/ContentLinks';
export { ContentArticle } from './content/ContentArticle';
export type { ContentArticleProps } from './content/ContentArticle';
export type { ContentLink, ContentLinksProps } from './content/ContentLinks';

// Breadcrumbs
export { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/Breadcrumbs';

// Login
export { LoginDialog } from './login/LoginDialog';
export { openLogin } from './login/openLogin';
export { useOpenLogin } from './login/useOpenLogin';
export { capabilitiesOf } from './host/host.flows';
export type { Capabilities, Capability, GameSearch, HostFlows } from './host/host.flows';
export { useHostFlows } from './host/HostFlowsContext';
export type { LoginDialogProps } from './login/LoginDialog';

// Notifications
export { NotificationBell, NotificationBellView } from './notifications/NotificationBell';
export { NotificationPanel } from './notifications/NotificationPanel';
export type { NotificationPanelProps } from './notifications/NotificationPanel';
export { createNotificationPanelStore, notificationPanel } from './notifications/notificationPanel.store';
export type { NotificationPanelState, NotificationPanelStore } from './notifications/notificationPanel.store';
export { panelView } from './notifications/notificationPanel.model';
export type { PanelItem, PanelView } from './notifications/notificationPanel.model';
export type { NotificationBellProps, NotificationBellViewProps } from './notifications/NotificationBell';
export { shouldShake } from './notifications/bell.model';


// Building blocks
export { Button, ButtonLink } from './shared/Button';
export type { ButtonLinkProps, ButtonProps } from './shared/Button';
export { button } from './shared/button.css';
export type { ButtonVariants } from './shared/button.css';
export { Icon } from './shared/Icon';
export type { IconProps } from './shared/Icon';
export type { IconName } from './shared/icons';
export { Logo } from './shared/Logo';
export type { LogoProps } from './shared/Logo';
export { Spinner } from './shared/Spinner';
export { TextField } from './shared/TextField';
export type { TextFieldProps } from './shared/TextField';
export { visibleErrors } from './shared/form.model';
export type { FormProgress } from './shared/form.model';
export { useZodForm } from './shared/useZodForm';
export type { FormSchema, ZodForm } from './shared/useZodForm';
export { useViewportWidth } from './shared/useViewportWidth';
export { useClientStore } from './shared/useClientStore';
export { visuallyHidden } from './shared/a11y.css';
