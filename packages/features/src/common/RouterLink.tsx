// A link to a route of the app: an <a> with the route's href whose plain left click navigates in
// the app (modifier and middle clicks, target="_blank" and downloads stay the browser's), built on
// react-router's useHref and useLinkClickHandler. react-router's own <Link> also carries the
// framework mode's prefetching (PrefetchPageLinks and the route-module code behind it, ~5 kB gzip),
// which these apps never use: one use of it anywhere put that code into every app's initial
// JavaScript, as the router sits in the start chunk (issue #25 part 5). Use this instead
// (eslint forbids react-router's Link).
import type { ComponentProps } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface RouterLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The route, e.g. ROUTES.faq. */
  readonly to: To;
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
}

export function RouterLink({ to, replace, target, onClick, children, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    ...(replace === undefined ? {} : { replace }),
    ...(target === undefined ? {} : { target }),
  });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
