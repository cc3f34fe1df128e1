export { Toast, ToastRegion, useToasts } from './Toast.tsx';
export type {
  ToastDuration,
  ToastMessage,
  ToastProps,
  ToastRegionProps,
  ToastTone,
} from './Toast.tsx';
