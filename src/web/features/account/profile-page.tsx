import { BadgeCheck, ChevronRight, Heart, Loader2, LogOut, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { useLogout, useUser, VerifyEmailForm } from '@/web/features/auth';
import { AccountSettings } from './account-settings';
import { ProfileForm } from './profile-form';
import { YourData } from './your-data';

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** /profile, 'Your Profile': the editable details, the way to favourites, account settings and Log Out. */
export function ProfilePage() {
  const { user } = useUser();
  const logout = useLogout();
  const [verifying, setVerifying] = useState(false);

  if (!user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-gray-700" role="status">
        <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden="true" />
        Loading your profile...
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <title>Your Profile | Everystore</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Your Profile</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
        <section aria-labelledby="personal-details" className="min-w-0 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2">
          <div className="flex items-center gap-4">
            <div aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white">
              {initials(user.firstName, user.lastName)}
            </div>
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-gray-900">
                {user.firstName} {user.lastName}
              </p>
              <p className="truncate text-sm text-gray-700">{user.email}</p>
              {user.emailVerified ? (
                <p className="mt-1 flex items-center gap-1 text-xs font-medium text-green-800">
                  <BadgeCheck className="h-4 w-4" aria-hidden="true" /> Email verified
                </p>
              ) : (
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium text-amber-800">
                  <MailWarning className="h-4 w-4" aria-hidden="true" /> Email not verified
                  <Button variant="link" className="h-auto p-0 text-xs" onClick={() => setVerifying(true)}>
                    Verify now
                  </Button>
                </p>
              )}
            </div>
          </div>
          <h2 id="personal-details" className="mt-6 text-lg font-semibold text-gray-900">
            Personal details
          </h2>
          <ProfileForm user={user} />
        </section>
        <div className="min-w-0 space-y-4">
          <Link to="/favourites" className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:bg-gray-50">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-rose-50" aria-hidden="true">
              <Heart className="h-5 w-5 text-rose-600" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-gray-900">Favourites</span>
              <span className="block text-sm text-gray-700">Your favourites and regulars, ready to add again</span>
            </span>
            <ChevronRight className="h-5 w-5 shrink-0 text-gray-500" aria-hidden="true" />
          </Link>
          <AccountSettings />
          <YourData />
          <Button variant="outline" className="w-full text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Log Out
          </Button>
        </div>
      </div>
      <Dialog open={verifying && !user.emailVerified} onOpenChange={setVerifying}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Verify Your Email</DialogTitle>
          </DialogHeader>
          <VerifyEmailForm email={user.email} onVerified={() => setVerifying(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
