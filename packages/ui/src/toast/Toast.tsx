// Notification toasts of §2 "App shell": they last 10 s with a progress bar (§9 toast 10000 ms;
// the SURGERY notification 15000 ms). The bar is a CSS animation of the same length (no inline
// styles: the CSP allows only style-src 'self'); hovering or focusing a toast pauses both the timer
// and the bar, so nobody loses a message while reading it (WCAG 2.2.1).
import { TOAST_DURATION_MS, type SURGERY_NOTIFICATION_MS } from '@terminservice/domain/limits';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { useUiTexts } from '../texts/UiTexts.tsx';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** The durations the stylesheet has a progress animation for; null: stays until closed. */
export type ToastDuration = typeof TOAST_DURATION_MS | typeof SURGERY_NOTIFICATION_MS | null;

export interface ToastMessage {
  readonly id: string;
  readonly tone: ToastTone;
  readonly title: ReactNode;
  readonly text?: ReactNode;
  /** Default TOAST_DURATION_MS (10 s). */
  readonly durationMs?: ToastDuration;
}

export interface ToastProps {
  readonly toast: ToastMessage;
  readonly onDismiss: (id: string) => void;
  readonly closeLabel?: string;
}

const ICON: Record<ToastTone, string> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

export function Toast({ toast, onDismiss, closeLabel }: ToastProps) {
  const texts = useUiTexts();
  const { id, tone, title, text } = toast;
  const duration = toast.durationMs === undefined ? TOAST_DURATION_MS : toast.durationMs;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration ?? 0);

  useEffect(() => {
    if (duration === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [duration, paused, id, onDismiss]);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // Hover only pauses the timer; the toast's one control is its close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={classNames('ui-toast', `ui-toast--${tone}`, paused && 'ui-toast--paused')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <span className={`kern-icon kern-icon--${ICON[tone]} ui-toast__icon`} aria-hidden="true" />
      <div className="ui-toast__content">
        <p className="ui-toast__title">{title}</p>
        {text ? <div className="ui-toast__text">{text}</div> : null}
      </div>
      <button
        type="button"
        className="kern-btn kern-btn--tertiary ui-toast__close"
        onClick={() => onDismiss(id)}
      >
        <span className="kern-icon kern-icon--close" aria-hidden="true" />
        <span className="kern-sr-only">{closeLabel ?? texts.toastClose}</span>
      </button>
      {duration === null ? null : (
        <span className={`ui-toast__progress ui-toast__progress--${duration}`} aria-hidden="true" />
      )}
    </li>
  );
}

export interface ToastRegionProps {
  readonly toasts: readonly ToastMessage[];
  readonly onDismiss: (id: string) => void;
  /** Names the list for screen readers. */
  readonly label?: string;
}

/**
 * Where toasts appear: a polite live region that is always in the page (render it once, in the app
 * shell), so a toast added later is announced without moving focus.
 */
export function ToastRegion({ toasts, onDismiss, label }: ToastRegionProps) {
  const texts = useUiTexts();
  return (
    <div className="ui-toast-region">
      <ol
        className="ui-toast-region__list"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={label ?? texts.toastRegion}
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </div>
  );
}

let nextToastId = 0;

/**
 * A list of toasts in component state, for an app shell without a store of its own:
 * `const { toasts, show, dismiss } = useToasts()`; `<ToastRegion toasts={toasts} onDismiss={dismiss} />`.
 * Showing a toast with the id of one already shown replaces it.
 */
export function useToasts() {
  const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
  const show = useCallback((toast: Omit<ToastMessage, 'id'> & { readonly id?: string }) => {
    nextToastId += 1;
    const id = toast.id ?? `toast-${nextToastId}`;
    setToasts((list) => [...list.filter((shown) => shown.id !== id), { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  return { toasts, show, dismiss };
}
