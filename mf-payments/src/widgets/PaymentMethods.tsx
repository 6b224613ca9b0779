import type { PaymentMethodsProps } from 'shared-contracts';
import { PaymentMethodsScreen } from '../cards/PaymentMethodsScreen.tsx';
import { PaymentsCatalog } from '../i18n/PaymentsCatalog.tsx';

/** `./PaymentMethods`: the saved-cards list, mounted on the customer account page. */
export default function PaymentMethods(_props: PaymentMethodsProps) {
  return (
    <PaymentsCatalog>
      <PaymentMethodsScreen />
    </PaymentsCatalog>
  );
}
