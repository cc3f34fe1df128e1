import { useId, useState, type ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { useUiTexts } from '../texts/UiTexts.tsx';

export interface DisclosureProps {
  /** The toggle's text while closed (§2: 'Details anzeigen'). */
  readonly showLabel?: string;
  /** The toggle's text while open (§2: 'Details ausblenden'). */
  readonly hideLabel?: string;
  readonly children: ReactNode;
  readonly defaultOpen?: boolean;
  /** Controlled use: the open state and its change handler. */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly className?: string;
}

/**
 * A button that shows and hides a region below it ('Details anzeigen/ausblenden', '{n} weitere
 * anzeigen'). The button says its state (aria-expanded) and which region it controls; the hidden
 * region is out of the tab order and the accessibility tree.
 */
export function Disclosure({
  showLabel,
  hideLabel,
  children,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  className,
}: DisclosureProps) {
  const panelId = useId();
  const texts = useUiTexts();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const toggle = () => {
    setUncontrolledOpen(!open);
    onOpenChange?.(!open);
  };
  return (
    <div className={classNames('ui-disclosure', open && 'ui-disclosure--open', className)}>
      <button
        type="button"
        className="ui-button--link ui-disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span
          className="kern-icon kern-icon--chevron-right ui-disclosure__icon"
          aria-hidden="true"
        />
        <span className="kern-label">
          {open ? (hideLabel ?? texts.hideDetails) : (showLabel ?? texts.showDetails)}
        </span>
      </button>
      <div id={panelId} className="ui-disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
