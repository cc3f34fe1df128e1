// The radius hint of §2 "Search results": 'Erhöhen Sie den Suchradius, um mehr Termine zu
// finden.' It appears by itself, closes after RADIUS_TOOLTIP_MS (§9: 3000 ms) and is shown once.
// Content that appears by itself must be dismissible, hoverable and persistent (WCAG 1.4.13):
// Escape closes it, hover or focus keeps it open, and it is announced through a polite live region.
import { RADIUS_TOOLTIP_MS } from '@terminservice/domain/limits';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';

export interface TooltipProps {
  /** The hint text. */
  readonly content: ReactNode;
  /** Show the hint now. Only the first change to true shows it; it is never shown twice. */
  readonly show: boolean;
  /** Called once, when the hint closes (time up, Escape); e.g. to remember it in the session. */
  readonly onHide?: () => void;
  /** Default RADIUS_TOOLTIP_MS (§9). */
  readonly durationMs?: number;
  /** The element the hint points at, e.g. the radius filter. */
  readonly children: ReactNode;
  /**
   * 'top'/'bottom' float over the page; 'inline' takes its own room below the element, so that it
   * covers nothing (the radius hint covered the days filter beneath it, issue #16).
   */
  readonly placement?: 'top' | 'bottom' | 'inline';
}

type Phase = 'waiting' | 'open' | 'done';

export function Tooltip({
  content,
  show,
  onHide,
  durationMs = RADIUS_TOOLTIP_MS,
  children,
  placement = 'bottom',
}: TooltipProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  if (show && phase === 'waiting') setPhase('open');
  const open = phase === 'open';
  const held = hovered || focused;

  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(() => {
      setPhase('done');
      onHide?.();
    }, durationMs);
    return () => clearTimeout(timer);
  }, [open, held, durationMs, onHide]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPhase('done');
      onHide?.();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onHide]);

  const handleBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // Hover and focus only hold the hint open; the element itself needs no keyboard handling.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="ui-tooltip"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      {children}
      <span className="ui-tooltip__live" role="status">
        {open ? (
          <span className={`ui-tooltip__bubble ui-tooltip__bubble--${placement}`}>{content}</span>
        ) : null}
      </span>
    </span>
  );
}
