import type { ClientCall } from '../client-call.ts';
import { identityCalls } from './identity.ts';
import { messageCalls } from './message.ts';
import { opsCalls } from './ops.ts';
import { systemCalls } from './system.ts';
import { teachingCalls } from './teaching.ts';

/** Every listed call of the client, one line per file under `calls/`. */
export const clientCalls: readonly ClientCall[] = [
  ...systemCalls,
  ...identityCalls,
  ...opsCalls,
  ...teachingCalls,
  ...messageCalls,
];
