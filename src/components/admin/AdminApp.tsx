// The admin panel: one client-only island on /admin. An e-mailed link (`#invite=…`, `#reset=…`)
// opens its screen first; "Forgot password?" swaps the sign-in form for the reset request.
import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryProvider } from '../ui/QueryProvider';
import { Toaster } from '../ui/Toaster';
import { AuthProvider, useAuth } from './auth';
import { LoginForm } from './LoginForm';
import { readStaffLink } from './staff-link';
import { Workspace } from './Workspace';

// Loaded only when used: the first screen stays the sign-in form (docs/decisions/052).
const StaffLinkScreen = lazy(() => import('./StaffLinkScreen'));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm'));

const loading = (
  <p className="p-8 text-center text-slate-600" role="status">
    Loading
  </p>
);

function Gate() {
  const { state } = useAuth();
  const [link, setLink] = useState(() => readStaffLink(location.hash));
  const [isForgotten, setForgotten] = useState(false);
  useEffect(() => {
    const follow = () => setLink(readStaffLink(location.hash));
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  if (state.status === 'loading') return loading;
  if (link)
    return (
      <Suspense fallback={loading}>
        <StaffLinkScreen
          link={link}
          onDone={() => {
            // The sign-in form next, even if the link arrived while "Forgot password?" was open.
            setLink(null);
            setForgotten(false);
          }}
          onForgotPassword={() => {
            setLink(null);
            setForgotten(true);
          }}
        />
      </Suspense>
    );
  if (state.status === 'signed-in') return <Workspace />;
  if (isForgotten)
    return (
      <Suspense fallback={loading}>
        <ForgotPasswordForm onBack={() => setForgotten(false)} />
      </Suspense>
    );
  return <LoginForm onForgotPassword={() => setForgotten(true)} />;
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
