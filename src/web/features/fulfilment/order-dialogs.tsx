import { ReasonDialog } from './reason-dialog';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; orderNumber: string };

/** Staff cancel with a reason; the shopper sees it in their timeline and their payment is released. */
export function CancelOrderDialog({ onCancel, orderNumber, ...rest }: Props & { onCancel: (reason: string) => void }) {
  return (
    <ReasonDialog
      {...rest}
      onSubmit={onCancel}
      title={`Cancel order #${orderNumber}`}
      description="The shopper is told the reason and their payment is released."
      keepLabel="Keep order"
      submitLabel="Cancel order"
    />
  );
}

/** Staff give up on a payment that could not be taken, with a reason; the shopper is told and their card released. */
export function WriteOffDialog({ onWriteOff, orderNumber, amount, ...rest }: Props & { onWriteOff: (reason: string) => void; amount: string }) {
  return (
    <ReasonDialog
      {...rest}
      onSubmit={onWriteOff}
      title={`Write off the payment of order #${orderNumber}`}
      description={`The shopper is not charged the ${amount}; they are told the reason and the hold on their card is released.`}
      keepLabel="Keep trying"
      submitLabel="Write off"
    />
  );
}
