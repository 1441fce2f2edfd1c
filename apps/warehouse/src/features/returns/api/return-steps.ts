import { type InspectReturnRequest, type Return, returnSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const path = (id: string, step: string) => `/warehouse/returns/${encodeURIComponent(id)}/${step}`;

/** `POST …/pickup` (the carrier collects; a waybill is issued), `…/arrive`, `…/inspect`, `…/complete`. */
export function returnStep(id: string, step: 'pickup' | 'arrive' | 'complete'): Promise<Return> {
  return apiClient.post('shipping', path(id, step), {}, { schema: returnSchema });
}

export function inspectReturn(id: string, request: InspectReturnRequest): Promise<Return> {
  return apiClient.post('shipping', path(id, 'inspect'), request, { schema: returnSchema });
}

/** A step's mutation: the answer replaces the cached return; its inspections, the lists and stock refresh. */
function useReturnStep<Variables>(run: (variables: Variables) => Promise<Return>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (value) => {
      queryClient.setQueryData(queryKeys.returns.detail(value.id), value);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.returns.detail(value.id, { part: 'inspections' }),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.returns.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
      ]);
    },
  });
}

export const useMoveReturn = () =>
  useReturnStep(({ id, step }: { id: string; step: 'pickup' | 'arrive' | 'complete' }) =>
    returnStep(id, step),
  );
export const useInspectReturn = () =>
  useReturnStep(({ id, request }: { id: string; request: InspectReturnRequest }) =>
    inspectReturn(id, request),
  );
