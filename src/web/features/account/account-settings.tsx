import { Bell, CreditCard, KeyRound, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { NotificationsDialog } from '@/web/features/notifications';
import { PaymentMethodsDialog } from '@/web/features/payment-methods';
import { ChangePasswordDialog } from './change-password-dialog';

interface SettingRowProps {
  icon: LucideIcon;
  title: string;
  description: string;
  action: string;
  onClick: () => void;
}

function SettingRow({ icon: Icon, title, description, action, onClick }: SettingRowProps) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-gray-900">{title}</p>
        <p className="text-xs text-gray-600">{description}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onClick} aria-label={`${action} ${title.toLowerCase()}`}>
        {action}
      </Button>
    </li>
  );
}

/** 'Account Settings': saved cards, notifications and password, each in its own dialog. */
export function AccountSettings() {
  const [changingPassword, setChangingPassword] = useState(false);
  const [notifications, setNotifications] = useState(false);
  const [cards, setCards] = useState(false);
  return (
    <section aria-labelledby="account-settings" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="account-settings" className="text-lg font-semibold text-gray-900">
        Account Settings
      </h2>
      <ul className="mt-1 divide-y divide-gray-100">
        <SettingRow icon={CreditCard} title="Payment Methods" description="Saved cards for checkout" action="Manage" onClick={() => setCards(true)} />
        <SettingRow icon={Bell} title="Notifications" description="Order and offer updates" action="Settings" onClick={() => setNotifications(true)} />
        <SettingRow icon={KeyRound} title="Password" description="Change your password" action="Change" onClick={() => setChangingPassword(true)} />
      </ul>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      <NotificationsDialog open={notifications} onOpenChange={setNotifications} />
      <PaymentMethodsDialog open={cards} onOpenChange={setCards} />
    </section>
  );
}
