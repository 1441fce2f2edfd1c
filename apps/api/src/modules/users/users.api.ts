// What the users module offers other modules (sign-up, log-in and password resets, staff's account
// actions, team membership, partner admins): the account rows they look up and change, and the
// profile a session answers with. The users table is this module's; nobody else writes it.
export { getUserProfile } from './get-user-profile.ts';
export {
  disableUserRow,
  enableUserRow,
  findUserByEmail,
  findUserById,
  findUserByLoginId,
  insertPartnerUser,
  insertUser,
  type ManagerIds,
  moveMember,
  setCustomerManagers,
  setMemberRole,
  updateUser,
} from './users.repository.ts';
