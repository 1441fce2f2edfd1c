// Who may use the warehouse app (issue 15): a worker or Baro staff, and the signed-in one in
// context — the kit's, shared with the handheld app (@baro/client).
export { FloorUserContext, isFloorUser, useFloorUser } from '@baro/client';
