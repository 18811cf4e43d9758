import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CartLine } from '@/contracts/cart';
import { Button } from '@/web/components/ui/button';
import { type SessionUser, useUser } from '@/web/features/auth';
import { useCart } from '@/web/features/cart';
import { preloadable } from '@/web/lib/preloadable';
import { basketRestrictedAge, checkoutTotals } from './build-order';
import { DetailsStep } from './details-step';
import { useCheckoutDetailsForm } from './details-form';
import { validCheckoutDetails } from './details-storage';
import { OrderSummary } from './order-summary';
import type { PaymentStepProps } from './payment-step';
import { PAYMENT_STEP_CHUNK } from './payment-step-chunk';
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

/**
 * The payment step's card code is a chunk of its own (payment-step-chunk.ts): the details step never needs it. A
 * payment step the server rendered has it loaded before hydration (app/router.tsx preloadScreen); from the details
 * it starts loading when the shopper first touches the form, and the step change (a transition) waits for it.
 */
const PaymentStep = preloadable<PaymentStepProps, 'PaymentStep'>(PAYMENT_STEP_CHUNK.load, PAYMENT_STEP_CHUNK.name);
/** Loads the payment step's chunk (once; later calls find it loaded). */
export const loadPaymentStep = () => PaymentStep.preload();
const preloadPaymentStep = () => void loadPaymentStep().catch(() => undefined);

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
  const { form, restored } = useCheckoutDetailsForm(user);
  // The payment step pays with the details as the form holds them, checked again whenever it is entered
  // (a reload, Forward, a typed URL); none that pass means back to the details. A payment step the server
  // rendered (decision 014) is hydrated before the details this tab kept are put in: it waits for them.
  const details = useMemo(() => (step === 'payment' && restored ? validCheckoutDetails(form.getValues()) : null), [step, form, restored]);
  const toDetails = useCallback(() => navigate({ search: '' }, { replace: true }), [navigate]);
  useEffect(() => {
    if (step === 'payment' && restored && !details) toDetails();
  }, [step, restored, details, toDetails]);
  const deliveryOption = useWatch({ control: form.control, name: 'deliveryOption' }) ?? 'standard';
  const totals = checkoutTotals(lines, deliveryOption);
  // Until then the delivery option (so the fee and the total) is the tab's, unknown: shown as placeholders.
  const figuresPending = step === 'payment' && !restored;
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
          {mustVerify && step === 'details' ? null : step === 'details' || (restored && !details) ? (
            <div onFocus={preloadPaymentStep} onPointerDown={preloadPaymentStep}>
              <DetailsStep form={form} restrictedAge={basketRestrictedAge(lines)} dateOfBirthOnProfile={Boolean(user?.dateOfBirth)} onValid={() => navigate({ search: PAYMENT_STEP_SEARCH }, { state: { fromDetails: true } satisfies CheckoutHistoryState })} />
            </div>
          ) : (
            // Shown only where the browser renders the payment step itself and its code is still on its way.
            <Suspense fallback={<div className="min-h-[36rem]" aria-busy="true" />}>
              <PaymentStep
                lines={lines}
                totalPence={totals.totalPence}
                totalPending={figuresPending}
                isPending={order.isPending}
                problem={order.problem}
                onProblemResolved={order.clearProblem}
                onBack={() => {
                  order.clearProblem();
                  // The browser's own Back when the details are the entry before, so Forward still leads to payment.
                  if ((location.state as CheckoutHistoryState | null)?.fromDetails) navigate(-1);
                  else toDetails();
                }}
                onPlace={(payment) => {
                  if (details) order.place(lines, details, payment);
                }}
              />
            </Suspense>
          )}
        </div>
        <aside aria-label="Order summary">
          <OrderSummary lines={lines} totals={totals} deliveryPending={figuresPending} />
        </aside>
      </div>
    </div>
  );
}
