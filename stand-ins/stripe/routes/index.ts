import type { RouteTable, StandInCore } from '../server.ts';
import { authenticationRoutes } from './authentication.ts';
import { billingRoutes } from './billing.ts';
import { connectRoutes } from './connect.ts';
import { customerRoutes } from './customers.ts';
import { eventRoutes } from './events.ts';
import { externalAccountRoutes } from './external-accounts.ts';
import { paymentIntentRoutes } from './payment-intents.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { refundRoutes } from './refunds.ts';
import { setupIntentRoutes } from './setup-intents.ts';

export function routes(table: RouteTable, core: StandInCore) {
  customerRoutes(table, core);
  paymentMethodRoutes(table, core);
  setupIntentRoutes(table, core);
  paymentIntentRoutes(table, core);
  authenticationRoutes(table, core);
  refundRoutes(table, core);
  connectRoutes(table, core);
  externalAccountRoutes(table, core);
  billingRoutes(table, core);
  eventRoutes(table, core);
}
