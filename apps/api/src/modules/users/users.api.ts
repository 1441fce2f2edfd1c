// What the users module offers other modules (sign-up, log-in and password resets): the account
// rows they look up and change, and the profile a session answers with.
export { getUserProfile } from './get-user-profile.ts';
export {
  findUserByEmail,
  findUserById,
  findUserByLoginId,
  insertUser,
  updateUser,
} from './users.repository.ts';
