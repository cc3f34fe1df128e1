// Every modal of the apps (docs/architecture.md: "Radix Dialog for every modal"). Radix traps focus,
// moves it into the dialog on open, returns it on close, hides the rest from screen readers and
// closes on Escape and on a click outside — unless the dialog is not dismissible, like the
// confirmation modal of §2 ("static backdrop, no keyboard close").
// The backdrop is a plain element, not Radix's Overlay: the Overlay's scroll lock
// (react-remove-scroll) injects a <style> element, which the server's CSP (style-src 'self', no
// 'unsafe-inline') blocks and reports as a violation on every open (issue #16 "Clean console").
// The page behind is held still by dialog.css instead.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { classNames } from '../internal/class-names.ts';
import { useUiTexts } from '../texts/UiTexts.tsx';

export interface DialogProps {
  readonly open: boolean;
  /** Called with false when the user closes the dialog (close button, Escape, click outside). */
  readonly onOpenChange: (open: boolean) => void;
  /** Names the dialog (aria-labelledby). */
  readonly title: ReactNode;
  /** Describes the dialog (aria-describedby); read when it opens. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Buttons at the bottom, e.g. 'Termin buchen' and 'Abbrechen'. */
  readonly footer?: ReactNode;
  /**
   * false: static backdrop, no close on Escape or outside click, no close button — the user must
   * choose one of the dialog's own actions (§2 confirmation modal, 'Suche anpassen:').
   */
  readonly dismissible?: boolean;
  /** 'large': wide and centred, e.g. the booking confirmation. */
  readonly size?: 'default' | 'large';
  /** The element to focus on open; by default Radix focuses the first focusable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /**
   * The element to focus on close; by default the element that had focus when the dialog opened
   * (the button that opened it). Give one when that element is gone after closing.
   */
  readonly returnFocus?: RefObject<HTMLElement | null>;
  /** Label of the close button (an ×). */
  readonly closeLabel?: string;
  readonly className?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissible = true,
  size = 'default',
  initialFocus,
  returnFocus,
  closeLabel,
  className,
}: DialogProps) {
  // Radix returns focus only to its own Trigger; our dialogs are opened from anywhere.
  const opener = useRef<HTMLElement | null>(null);
  const texts = useUiTexts();
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className="ui-dialog__overlay" data-state="open" />
        <RadixDialog.Content
          className={classNames(
            'kern-dialog ui-dialog',
            size === 'large' && 'ui-dialog--large',
            className,
          )}
          // Without a description Radix must not point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={preventUnlessDismissible}
          onPointerDownOutside={preventUnlessDismissible}
          onInteractOutside={preventUnlessDismissible}
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus?.current ?? opener.current;
            if (target?.isConnected) target.focus();
            opener.current = null;
          }}
        >
          <header className="kern-dialog__header ui-dialog__header">
            <RadixDialog.Title className="kern-heading-medium ui-dialog__title">
              {title}
            </RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="kern-btn kern-btn--tertiary ui-dialog__close">
                <span className="kern-icon kern-icon--close" aria-hidden="true" />
                <span className="kern-sr-only">{closeLabel ?? texts.dialogClose}</span>
              </RadixDialog.Close>
            ) : null}
          </header>
          <div className="kern-dialog__body ui-dialog__body">
            {description ? (
              <RadixDialog.Description className="kern-body ui-dialog__description">
                {description}
              </RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? (
            <footer className="kern-dialog__footer ui-dialog__footer">{footer}</footer>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
