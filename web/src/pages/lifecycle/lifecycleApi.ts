import {
  CancellationInfoSchema,
  CancelResponseSchema,
  ContractTimelineSchema,
  DevClockSchema,
  type CancellationInfo,
  type CancelResponse,
  type ContractTimeline,
  type DevClock,
} from '@homepact/proto';
import { apiRequest } from '../../lib/queryClient';

/** The cancellation page's and the timeline page's calls (the link's `token` goes with them). */
const path = (id: string, rest: string, token: string | null) =>
  `/api/contracts/${encodeURIComponent(id)}/${rest}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export async function fetchCancellation(id: string, token: string | null): Promise<CancellationInfo> {
  return CancellationInfoSchema.parse(await (await apiRequest('GET', path(id, 'cancellation', token))).json());
}

export async function cancelContract(id: string, token: string | null): Promise<CancelResponse> {
  const res = await apiRequest('POST', path(id, 'cancel', null), { confirm: true, ...(token ? { token } : {}) });
  return CancelResponseSchema.parse(await res.json());
}

export async function fetchTimeline(id: string, token: string | null): Promise<ContractTimeline> {
  return ContractTimelineSchema.parse(await (await apiRequest('GET', path(id, 'timeline', token))).json());
}

export async function fetchDevClock(): Promise<DevClock> {
  return DevClockSchema.parse(await (await apiRequest('GET', '/api/dev/clock')).json());
}

export async function advanceDevClock(advanceBy: string): Promise<DevClock> {
  return DevClockSchema.parse(await (await apiRequest('POST', '/api/dev/clock', { advanceBy })).json());
}

/** "November 26, 2026 at 2:05 PM" in the reader's zone. */
export const whenText = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
