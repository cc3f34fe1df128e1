// The appointment desk of the SURGERY app under /web/api/v4/praxis/… (docs/supply.md "Calls"):
// every call scoped to the practice of the verified SURGERY token (scope.ts).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { cancelBookingCall, noShowCalls } from './bookings.ts';
import { practiceCall, profileCalls } from './profiles.ts';
import { publishCalls, slotChangeCalls, slotReadCall } from './slots.ts';

export async function practiceRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  practiceCall(api, deps);
  profileCalls(api, deps);
  slotReadCall(api, deps);
  publishCalls(api, deps);
  slotChangeCalls(api, deps);
  cancelBookingCall(api, deps);
  noShowCalls(api, deps);
}
