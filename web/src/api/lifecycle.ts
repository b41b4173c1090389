import { queryOptions } from '@tanstack/react-query';
import { CancellationInfoSchema, CancelResponseSchema, ContractTimelineSchema } from '@homepact/proto';
import { contractPath } from './contracts';
import { requestJson, withToken } from './http';

/** A contract's life after signing: the cancellation page's and the timeline page's calls (the link's `token` goes with them). */
export const lifecycleKeys = {
  cancellation: (id: string, token: string | null) => ['contracts', id, 'cancellation', token] as const,
  timeline: (id: string, token: string | null) => ['contracts', id, 'timeline', token] as const,
};

export const cancellationQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: lifecycleKeys.cancellation(id, token),
    queryFn: () => requestJson('GET', withToken(`${contractPath(id)}/cancellation`, token), CancellationInfoSchema),
  });

export const cancelContract = (id: string, token: string | null) =>
  requestJson('POST', `${contractPath(id)}/cancel`, CancelResponseSchema, { confirm: true, ...(token ? { token } : {}) });

export const timelineQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: lifecycleKeys.timeline(id, token),
    queryFn: () => requestJson('GET', withToken(`${contractPath(id)}/timeline`, token), ContractTimelineSchema),
  });
