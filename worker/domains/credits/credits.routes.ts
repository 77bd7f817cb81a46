import { Hono } from 'hono';
import { encodeTimeCursor } from '#core/kernel/page-cursor';
import { CREDIT_PACKAGES } from '#core/kernel/plans';
import {
  CREDIT_PACKAGE_IDS,
  CREDIT_TRANSACTIONS_PAGE_SIZE,
  creditsCheckoutSchema,
  creditTransactionsQuerySchema,
  type CreditsSummary,
  type CreditTransactions,
} from '#core/schemas/billing';
import type { AppEnv } from '../../env';
import { readTimeCursor } from '../../lib/page-cursor';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { billingDeps } from '../billing/billing.deps';
import { createCreditsCheckout, CURRENCY, packagesOfSessions } from '../billing/checkout.service';
import { purchaseOfReference } from './credits-purchase.service';
import { getCreditBalance, listCreditTransactions } from './credits.service';

/**
 * The credit store: `GET /api/credits`, `GET /api/credits/transactions`, and `POST /api/credits/checkout`
 * (a package's checkout, opened by the billing service). Mounted at `/credits`.
 */
const PACKAGES: CreditsSummary['packages'] = CREDIT_PACKAGE_IDS.map((id) => ({
  id,
  credits: CREDIT_PACKAGES[id].credits,
  bonus: CREDIT_PACKAGES[id].bonus,
  priceCents: CREDIT_PACKAGES[id].priceCents,
  currency: CURRENCY,
}));

const PURCHASE_REASONS = new Set(['purchase', 'bonus', 'chargeback']);

export const creditsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    const balance = await getCreditBalance({ db: c.var.db }, user.id);
    return c.json({ ...balance, packages: PACKAGES } satisfies CreditsSummary);
  })
  .get('/transactions', validate('query', creditTransactionsQuerySchema), async (c) => {
    const user = requireUser(c);
    const cursor = readTimeCursor(c.req.valid('query').cursor);
    const db = c.var.db;
    const rows = await listCreditTransactions({ db }, user.id, CREDIT_TRANSACTIONS_PAGE_SIZE + 1, cursor);
    const page = rows.slice(0, CREDIT_TRANSACTIONS_PAGE_SIZE);
    const sessionIds = page.filter((r) => PURCHASE_REASONS.has(r.reason) && r.reference).map((r) => purchaseOfReference(r.reference ?? ''));
    const packages = await packagesOfSessions({ db }, user.id, sessionIds);
    const last = page.at(-1);
    const body: CreditTransactions = {
      transactions: page.map((r) => {
        const pack = PURCHASE_REASONS.has(r.reason) && r.reference ? packages.get(purchaseOfReference(r.reference)) : undefined;
        return { id: r.id, delta: r.delta, reason: r.reason, created_at: r.createdAt, ...(pack ? { package: pack } : {}) };
      }),
      next_cursor: rows.length > CREDIT_TRANSACTIONS_PAGE_SIZE && last ? encodeTimeCursor(last) : null,
    };
    return c.json(body);
  })
  .post(
    '/checkout',
    async (c, next) => {
      requireUser(c);
      await next();
    },
    validate('json', creditsCheckoutSchema),
    async (c) => {
      const user = requireUser(c);
      const url = await createCreditsCheckout(billingDeps(c), user, c.req.valid('json').package);
      return c.json({ checkout_url: url });
    },
  );
