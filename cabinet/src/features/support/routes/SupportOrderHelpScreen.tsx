import { RequestScreen } from '../components/RequestScreen.tsx';

/** `/support-order-help`: help with an order. */
export default function SupportOrderHelpScreen() {
  return <RequestScreen kind="order-help" />;
}
