// Shared look (`@gcw/shared/ui`): the theme, toasts, page frame and sticky actions every app
// renders with.
export type { BindableForm } from './form-field-binding';
export { bindField, fieldErrorOf } from './form-field-binding';
export { MASCOT_IMAGE_URL } from './mascot';
export { PageFrame } from './page-frame';
export { STICKY_FRIENDLY, StickyActions } from './sticky-actions';
export { theme } from './theme';
export { TOAST_COMPONENTS, ToastContent, toastRole } from './toast-content';
