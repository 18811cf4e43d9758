import { useParams } from 'react-router';
import { useUser } from '@/web/features/auth';
import { OrderList } from './order-list';
import { OrderWork } from './order-work';
import { StaffOnly } from './staff-only';

/**
 * /fulfilment and /fulfilment/:id (staff only, issue 11): the orders to work, and one order's picking lists.
 * The route is protected (a visitor goes to /auth); a shopper is told the page is for staff.
 */
export function FulfilmentPage() {
  const { user } = useUser();
  const { id } = useParams();
  if (user?.role !== 'staff') return <StaffOnly />;
  const orderId = id === undefined ? null : Number(id);
  return orderId === null ? <OrderList /> : <OrderWork key={orderId} orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : 0} />;
}
