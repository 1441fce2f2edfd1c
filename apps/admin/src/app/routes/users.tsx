import { UserList } from '../../features/users/components/UserList.tsx';

export function Component() {
  return <UserList />;
}
