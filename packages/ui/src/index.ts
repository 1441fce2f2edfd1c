// @baro/ui — the shared React components of every Baro web app, on Mantine: the kit provider,
// theme, loading bar, toasts, overlay stack, app shell, form fields, pagination, screen states,
// dialogs, paged lists, pickers, the milestone timeline, money and dates (SPEC §2). The package's
// only barrel. Apps import '@baro/ui/styles.css' once and render everything inside
// <AppKitProvider> (or <BaroProvider> alone for a page without data).

export { PlainButton, type PlainButtonProps, type PlainButtonVariant } from './buttons/PlainButton.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog.tsx';
export { DIALOG_LABELS, type DialogLabels } from './dialogs/dialog-labels.ts';
export { ArticleHtml } from './display/ArticleHtml.tsx';
export { DateText, type DateTextProps } from './display/DateText.tsx';
export { Lane, type LaneProps } from './display/Lane.tsx';
export { Money, type MoneyProps } from './display/Money.tsx';
export {
  NEW_TAB_ATTRIBUTES,
  NEW_TAB_LABELS,
  NewTabLink,
  type NewTabLinkProps,
  useNewTabLink,
} from './display/NewTabLink.tsx';
export { TableScroll, type TableScrollProps } from './display/TableScroll.tsx';
export { DOWNLOAD_LABELS, type DownloadLabels } from './downloads/download-labels.ts';
export { type LinkDownload, useLinkDownload } from './downloads/use-link-download.ts';
export { CheckboxField, type CheckboxFieldProps } from './form/CheckboxField.tsx';
export { EmailField, type EmailFieldProps } from './form/EmailField.tsx';
export { type FormError, FormErrorAlert, type FormErrorAlertProps } from './form/FormErrorAlert.tsx';
export { FORM_LABELS, type FormLabels } from './form/form-labels.ts';
export { PasswordField, type PasswordFieldProps } from './form/PasswordField.tsx';
export { PhoneField, type PhoneFieldProps } from './form/PhoneField.tsx';
export { ScanField, type ScanFieldProps, useScanInput } from './form/ScanField.tsx';
export { SubmitButton, type SubmitButtonProps } from './form/SubmitButton.tsx';
export { type FieldBaseProps, TextField, type TextFieldProps } from './form/TextField.tsx';
export { UiLanguageProvider, type UiLanguageProviderProps, useUiLanguage } from './i18n/ui-language.tsx';
export { AppKitProvider, type AppKitProviderProps } from './kit/AppKitProvider.tsx';
export { ClearFiltersButton, type ClearFiltersButtonProps } from './lists/ClearFiltersButton.tsx';
export { LIST_LABELS, type ListLabels } from './lists/list-labels.ts';
export { type ListParamChanges, parseChoice, parsePage, withListParams } from './lists/list-params.ts';
export { PagedList, type PagedListProps, type PagedListTab, type PagedQuery } from './lists/PagedList.tsx';
export { SearchBox, type SearchBoxProps } from './lists/SearchBox.tsx';
export { type StatusTabsOptions, statusTabs } from './lists/status-tabs.ts';
export { type ListParams, type ListParamsOptions, useListParams } from './lists/use-list-params.ts';
export { type ClientPages, usePagedList } from './lists/use-paged-list.ts';
export { LoadingBar, type LoadingBarProps } from './loading-bar/LoadingBar.tsx';
export { LOADING_BAR_LABELS, type LoadingBarLabels } from './loading-bar/loading-bar-labels.ts';
export { DIALOG_SELECTOR, type EscapeOutcome, handleOverlayEscape } from './overlay/handle-overlay-escape.ts';
export { OverlayPanel, type OverlayPanelProps, type OverlayPlacement } from './overlay/OverlayPanel.tsx';
export { OverlayStackProvider, type OverlayStackProviderProps } from './overlay/OverlayStackProvider.tsx';
export { OVERLAY_LABELS, type OverlayLabels } from './overlay/overlay-labels.ts';
export {
  createOverlayStack,
  type OverlayEntry,
  type OverlayHandlers,
  type OverlayStack,
} from './overlay/overlay-stack.ts';
export { type OverlayState, type UseOverlayOptions, useOverlay } from './overlay/use-overlay.ts';
export { NotFoundPage, type NotFoundPageProps } from './pages/NotFoundPage.tsx';
export { ERROR_PAGE_LABELS, type ErrorPageLabels } from './pages/page-labels.ts';
export { RootErrorPage, RouteErrorPage, type RouteErrorPageProps } from './pages/RouteErrorPage.tsx';
export { Pagination, type PaginationProps } from './pagination/Pagination.tsx';
export { PAGINATION_LABELS, type PaginationLabels } from './pagination/pagination-labels.ts';
export { CurrencyPicker, type CurrencyPickerProps } from './pickers/CurrencyPicker.tsx';
export { CURRENCY_OPTIONS } from './pickers/currency-options.ts';
export {
  LOCATION_SEARCH_DEBOUNCE_MS,
  LOCATION_SUGGESTIONS,
  LocationPicker,
  type LocationPickerProps,
} from './pickers/LocationPicker.tsx';
export { LOCATION_PICKER_LABELS, type LocationPickerLabels } from './pickers/picker-labels.ts';
export { renderRouterLink } from './routing/render-router-link.tsx';
export {
  type PathStorage,
  PREVIOUS_PATH_STORAGE_KEY,
  readPreviousPath,
  usePreviousPathOnUnmount,
} from './routing/use-previous-path-on-unmount.ts';
export { useRouteLoadingBar } from './routing/use-route-loading-bar.ts';
export { shouldScrollToTop, useScrollToTopOnNavigate } from './routing/use-scroll-to-top-on-navigate.ts';
export { FloorLoginPage, type FloorLoginPageProps } from './session/FloorLoginPage.tsx';
export { FLOOR_LOGIN_LABELS, type FloorLoginLabels } from './session/floor-login-labels.ts';
export { GATE_LABELS, type GateLabels } from './session/gate-labels.ts';
export { RefusedAccountPage, type RefusedAccountPageProps } from './session/RefusedAccountPage.tsx';
export { RequireUser, type RequireUserProps } from './session/RequireUser.tsx';
export { AppFooter, type AppFooterProps, type CompanyDetail, toTelHref } from './shell/AppFooter.tsx';
export { AppHeader, type AppHeaderProps } from './shell/AppHeader.tsx';
export { EnvironmentBanner, type EnvironmentBannerProps } from './shell/EnvironmentBanner.tsx';
export {
  ENVIRONMENT_BANNER_LABELS,
  type EnvironmentBannerLabels,
} from './shell/environment-banner-labels.ts';
export { LanguageSwitch, type LanguageSwitchProps } from './shell/LanguageSwitch.tsx';
export { MAIN_CONTENT_ID } from './shell/main-content.ts';
export { type NavItem, type RenderLink, type RenderLinkProps, renderAnchor } from './shell/nav-link.tsx';
export { PageContainer, type PageContainerProps } from './shell/PageContainer.tsx';
export { SkipToContent, type SkipToContentProps } from './shell/SkipToContent.tsx';
export {
  FOOTER_LABELS,
  type FooterLabels,
  LANGUAGE_NAMES,
  SHELL_LABELS,
  type ShellLabels,
} from './shell/shell-labels.ts';
export { UserMenu, type UserMenuLink, type UserMenuProps } from './shell/UserMenu.tsx';
export { useLanguageSwitch } from './shell/use-language-switch.ts';
export { USER_MENU_LABELS, type UserMenuLabels } from './shell/user-menu-labels.ts';
export {
  type ShipmentColumn,
  ShipmentTable,
  type ShipmentTableProps,
  type ShipmentTableWords,
} from './shipments/ShipmentTable.tsx';
export { EmptyState, type EmptyStateProps } from './states/EmptyState.tsx';
export { ErrorState, type ErrorStateProps } from './states/ErrorState.tsx';
export { LoadingState, type LoadingStateProps } from './states/LoadingState.tsx';
export { QueryErrorState, type QueryErrorStateProps } from './states/QueryErrorState.tsx';
export { STATE_LABELS, type StateLabels } from './states/state-labels.ts';
export { BaroProvider, type BaroProviderProps } from './theme/BaroProvider.tsx';
export { MANTINE_BREAKPOINTS, MEDIA_QUERIES, pxToEm } from './theme/breakpoints.ts';
export { createBaroTheme } from './theme/create-baro-theme.ts';
export { FONT_STACKS } from './theme/font-stacks.ts';
export { THEME_VARIANTS, type ThemeVariant, themeVariantForApp } from './theme/theme-variant.ts';
export {
  MilestoneForm,
  type MilestoneFormCheck,
  type MilestoneFormDraft,
  type MilestoneFormProps,
  type MilestoneFormWords,
} from './timeline/MilestoneForm.tsx';
export {
  type MilestoneState,
  MilestoneTimeline,
  type MilestoneTimelineProps,
} from './timeline/MilestoneTimeline.tsx';
export { TIMELINE_LABELS, type TimelineLabels } from './timeline/timeline-labels.ts';
export { BaroToaster } from './toast/BaroToaster.tsx';
export {
  dismissToast,
  type NotifyOptions,
  notify,
  notifyError,
  notifySuccess,
  preloadToasts,
} from './toast/notify.tsx';
export type { ToastTone } from './toast/ToastCard.tsx';
export { UploadField, type UploadFieldProps, type UploadRejection } from './upload/UploadField.tsx';
export {
  createUploadFileItem,
  formatFileSize,
  toProgress,
  type UploadFileItem,
  type UploadFileStatus,
  updateUploadFileItem,
} from './upload/upload-items.ts';
export {
  UPLOAD_FIELD_LABELS,
  type UploadFieldLabels,
  type UploadRejectionCode,
} from './upload/upload-labels.ts';
export { type FileImportOptions, type FileImportPhase, useFileImport } from './upload/use-file-import.ts';
