// The admin panel: one client-only island on /admin.
import { Toaster } from 'sonner';
import { QueryProvider } from '../ui/QueryProvider';
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
        <Gate />
      </AuthProvider>
      <Toaster position="bottom-right" visibleToasts={1} duration={5000} swipeDirections={['right']} richColors closeButton />
    </QueryProvider>
  );
}
