import { AuditLog } from '../../features/audit/components/AuditLog.tsx';

export function Component() {
  return <AuditLog />;
}
