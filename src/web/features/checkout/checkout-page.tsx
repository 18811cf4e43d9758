import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CartLine } from '@/contracts/cart';
import { Button } from '@/web/components/ui/button';
import { type SessionUser, useUser } from '@/web/features/auth';
import { useCart } from '@/web/features/cart';
import { basketRestrictedAge, checkoutTotals } from './build-order';
import { DetailsStep } from './details-step';
import { useCheckoutDetailsForm } from './details-form';
import { validCheckoutDetails } from './details-storage';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { StepIndicator, type CheckoutStep } from './step-indicator';
import { usePlaceOrder } from './use-place-order';
import { VerifyToOrder } from './verify-to-order';

/** /checkout (section 2): the empty state, or details then payment (/checkout?step=payment) beside the Order Summary. */
export function CheckoutPage() {
  return (
    <>
      <title>Checkout | Everystore</title>
      <CheckoutScreen />
    </>
  );
}

function CheckoutScreen() {
  const { cart, isLoading, isError, refetch } = useCart();
  const { user } = useUser();
  // As tall as the screen while the basket loads, so the footer is not pushed down when the form arrives.
  if (isLoading) return <div className="mx-auto min-h-screen max-w-6xl px-4 py-8" aria-busy="true" />;
  if (isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Checkout</h1>
        <p className="mt-2 text-gray-700">Your basket could not be loaded.</p>
        <Button variant="outline" className="mt-6" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Your Cart is Empty</h1>
        <p className="mt-2 text-gray-700">Add items from any of our stores to check out.</p>
        <Button asChild className="mt-6">
          <Link to="/">Continue Shopping</Link>
        </Button>
      </div>
    );
  }
  return <Checkout lines={cart.items} user={user} />;
}

const STEP_HEADINGS: Record<CheckoutStep, string> = { details: 'Your Details', payment: 'Payment' };

/** The step is in the URL (/checkout, /checkout?step=payment), so the browser's Back from payment returns to the details. */
export const PAYMENT_STEP_SEARCH = '?step=payment';
const stepOf = (search: URLSearchParams): CheckoutStep => (search.get('step') === 'payment' ? 'payment' : 'details');

/** Set on the history entry of a payment step entered from the details, so Back to Details can be the browser's Back. */
interface CheckoutHistoryState {
  fromDetails?: boolean;
}

function Checkout({ lines, user }: { lines: CartLine[]; user: SessionUser | null }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const step = stepOf(search);
  const form = useCheckoutDetailsForm(user);
  // The payment step pays with the details as the form holds them, checked again whenever it is entered
  // (a reload, Forward, a typed URL); none that pass means back to the details.
  const details = useMemo(() => (step === 'payment' ? validCheckoutDetails(form.getValues()) : null), [step, form]);
  const toDetails = useCallback(() => navigate({ search: '' }, { replace: true }), [navigate]);
  useEffect(() => {
    if (step === 'payment' && !details) toDetails();
  }, [step, details, toDetails]);
  const deliveryOption = useWatch({ control: form.control, name: 'deliveryOption' }) ?? 'standard';
  const totals = checkoutTotals(lines, deliveryOption);
  const order = usePlaceOrder();
  // Only a verified address may order: asked for before the details, or when placing the order was refused for it.
  const mustVerify = user !== null && (!user.emailVerified || order.problem?.kind === 'email-unverified');

  // A slot that filled while the shopper paid sends them back to the picker (refreshed) with the reason.
  const slotProblem = order.problem?.kind === 'slot-unavailable' ? order.problem.message : null;
  const { clearProblem } = order;
  useEffect(() => {
    if (!slotProblem) return;
    clearProblem();
    form.setValue('deliverySlot', '');
    toDetails();
    form.setError('deliverySlot', { message: slotProblem });
  }, [slotProblem, clearProblem, form, toDetails]);

  // A step change replaces the form under the shopper: take focus (and a screen reader) to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold">Checkout</h1>
      <div className="mt-4">
        <StepIndicator step={step} />
      </div>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <h2 ref={heading} tabIndex={-1} className="mb-5 text-xl font-semibold focus:outline-none">
            {STEP_HEADINGS[step]}
          </h2>
          {mustVerify && <VerifyToOrder email={user.email} onVerified={order.clearProblem} />}
          {mustVerify && step === 'details' ? null : step === 'details' || !details ? (
            <DetailsStep form={form} restrictedAge={basketRestrictedAge(lines)} dateOfBirthOnProfile={Boolean(user?.dateOfBirth)} onValid={() => navigate({ search: PAYMENT_STEP_SEARCH }, { state: { fromDetails: true } satisfies CheckoutHistoryState })} />
          ) : (
            <PaymentStep
              lines={lines}
              totalPence={totals.totalPence}
              isPending={order.isPending}
              problem={order.problem}
              onProblemResolved={order.clearProblem}
              onBack={() => {
                order.clearProblem();
                // The browser's own Back when the details are the entry before, so Forward still leads to payment.
                if ((location.state as CheckoutHistoryState | null)?.fromDetails) navigate(-1);
                else toDetails();
              }}
              onPlace={(payment) => order.place(lines, details, payment)}
            />
          )}
        </div>
        <aside aria-label="Order summary">
          <OrderSummary lines={lines} totals={totals} />
        </aside>
      </div>
    </div>
  );
}
