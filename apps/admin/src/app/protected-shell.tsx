import { RequireOperator, useLogout, useSignedInOperator } from '../features/auth';
import { AdminLayout } from '../features/layout';

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
