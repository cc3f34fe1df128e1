// The Vermittlungscode of a page: the route parameter (then stored in the session, §7 basic auth)
// or the session's; read once per page visit.
import { normaliseCode } from '@terminservice/domain/vermittlungscode';
import { useState } from 'react';
import { useParams } from 'react-router';
import { readSession, writeSession } from '../../app-context/index.ts';

export interface RouteCode {
  readonly code: string | null;
  readonly fromRoute: boolean;
}

export function useRouteCode(): RouteCode {
  const params = useParams<{ code?: string }>();
  const [value] = useState<RouteCode>(() => {
    if (params.code) {
      const code = normaliseCode(params.code);
      writeSession('code', code);
      return { code, fromRoute: true };
    }
    const stored = readSession<string>('code');
    return { code: stored ? normaliseCode(stored) : null, fromRoute: false };
  });
  return value;
}
