import { MemberList } from '../../features/members/components/MemberList.tsx';

/** `/members`. */
export function Component() {
  return <MemberList />;
}
