// The admin panel: one client-only island on /admin.
import { QueryProvider } from '../ui/QueryProvider';
import { Toaster } from '../ui/Toaster';
import { AuthProvider, useAuth } from './auth';
import { LoginForm } from './LoginForm';
import { Workspace } from './Workspace';

function Gate() {
  const { state } = useAuth();
  if (state.status === 'loading')
    return (
      <p className="p-8 text-center text-slate-600" role="status">
        Loading
      </p>
    );
  return state.status === 'signed-in' ? <Workspace /> : <LoginForm />;
}

export default function AdminApp() {
  return (
    <QueryProvider>
      <AuthProvider>
        {/* .admin-ui: the touch-target rules of global.css. */}
        <div className="admin-ui">
          <Gate />
        </div>
      </AuthProvider>
      <Toaster />
    </QueryProvider>
  );
}
