export { NotificationsDialog } from './notifications-dialog';
