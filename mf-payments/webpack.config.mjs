import { createRemoteConfig } from 'remote-kit/webpack';

export default createRemoteConfig({
  dir: import.meta.dirname,
  port: 3002,
  exposes: {
    './PaymentMethods': './src/widgets/PaymentMethods.tsx',
    './CardPicker': './src/widgets/CardPicker.tsx',
    './authenticate-payment': './src/stripe/authenticate-payment.ts',
    './payment-driver': './src/payment/payment-driver.ts',
  },
});
