import { type CreateHolidayRequest, type HolidayChange, holidayChangeSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/holidays`: one more holiday; open bids' rule deadlines move with it. */
export function addHoliday(request: CreateHolidayRequest): Promise<HolidayChange> {
  return apiClient.post('admin', '/holidays', request, { schema: holidayChangeSchema });
}

/** `DELETE /api/admin/holidays/{date}`: a working day again; deadlines move back (never into the past). */
export function removeHoliday(date: string): Promise<HolidayChange> {
  return apiClient.delete('admin', `/holidays/${encodeURIComponent(date)}`, { schema: holidayChangeSchema });
}

/** After either, the calendar, the kit's holiday list and every bid are stale. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.calendar.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.holidays.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.bids.all });
  };
}

export function useAddHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: addHoliday, onSuccess: refresh });
}

export function useRemoveHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: removeHoliday, onSuccess: refresh });
}
