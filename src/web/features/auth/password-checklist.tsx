import { Check, X } from 'lucide-react';
import { PASSWORD_RULES } from '@/domain/password-rules';
import { cn } from '@/web/lib/cn';

/** The strength rules under a new-password field, ticked off while typing. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 sm:grid-cols-2" aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? Check : X;
        return (
          <li key={rule.id} className={cn('flex items-center gap-1.5 text-xs', met ? 'text-green-800' : 'text-gray-600')}>
            <Icon className="h-3.5 w-3.5" aria-hidden="true" />
            {rule.label}
            <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
