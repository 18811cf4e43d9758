import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { safeRedirect } from './safe-redirect';
import { useUser } from './use-user';
import { VerifyAfterRegister } from './verify-after-register';
import { WhyChoosePanel } from './why-choose-panel';

/**
 * /auth: Login and Register tabs. A signed-in visitor goes straight on to ?redirect= (default /), except
 * right after registering with an unverified address, when 'Verify Your Email' comes first.
 */
export function AuthPage() {
  const { user, isLoading } = useUser();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [verifyAfterRegister, setVerifyAfterRegister] = useState(false);

  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading">
        <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      </div>
    );
  }

  if (user && verifyAfterRegister && !user.emailVerified) {
    return <VerifyAfterRegister email={user.email} onSkip={() => setVerifyAfterRegister(false)} />;
  }

  if (user) return <Navigate to={redirect} replace />;

  const initialTab = params.get('tab') === 'register' ? 'register' : 'login';
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-start">
      <title>Sign in or register | Everystore</title>
      <div className="min-w-0 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">Welcome to Everystore</h1>
        <p className="mt-1 text-sm text-gray-700">Sign in to your account or create a new one.</p>
        <Tabs defaultValue={initialTab} className="mt-6">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-6">
            <LoginForm />
          </TabsContent>
          <TabsContent value="register" className="mt-6">
            <RegisterForm onSubmitting={() => setVerifyAfterRegister(true)} onFailed={() => setVerifyAfterRegister(false)} />
          </TabsContent>
        </Tabs>
      </div>
      <div className="min-w-0 lg:sticky lg:top-24">
        <WhyChoosePanel />
      </div>
    </div>
  );
}
