import { type CreateVesselScheduleRequest, type VesselSchedule, vesselScheduleSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/schedules`: one sailing between two sea ports (audited). */
export function createSchedule(request: CreateVesselScheduleRequest): Promise<VesselSchedule> {
  return apiClient.post('admin', '/schedules', request, { schema: vesselScheduleSchema });
}

/** `DELETE /api/admin/schedules/{id}` (audited). */
export function deleteSchedule(id: string): Promise<void> {
  return apiClient.delete<void>('admin', `/schedules/${encodeURIComponent(id)}`);
}

function useRefreshSchedules() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.schedules.all });
}

export function useCreateSchedule() {
  const onSuccess = useRefreshSchedules();
  return useMutation({ mutationFn: createSchedule, onSuccess });
}

export function useDeleteSchedule() {
  const onSuccess = useRefreshSchedules();
  return useMutation({ mutationFn: deleteSchedule, onSuccess });
}
