import { LoginPage } from '../../features/auth/components/LoginPage.tsx';

export function Component() {
  return <LoginPage />;
}
