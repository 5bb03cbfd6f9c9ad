import { useLogout } from '../features/auth/api/logout';
import { RequireOperator } from '../features/auth/components/require-operator';
import { useSignedInOperator } from '../features/auth/hooks/use-signed-in-operator';
import { AdminLayout } from '../features/layout/components/admin-layout';

function SignedInLayout() {
  const operator = useSignedInOperator();
  const logoutMutation = useLogout();
  return (
    <AdminLayout
      operator={operator}
      loggingOut={logoutMutation.isPending}
      onLogout={() => logoutMutation.mutate()}
    />
  );
}

/** Every page behind sign-in: the session guard around the console frame. */
export function ProtectedShell() {
  return (
    <RequireOperator>
      <SignedInLayout />
    </RequireOperator>
  );
}
