export { loadToastCard, Toaster } from './toaster';
export { dismissToast, toast, type ToastInput, type ToastVariant } from '../../lib/toast-store';
