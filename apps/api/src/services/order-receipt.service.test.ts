// The receipt of a paid cart order called directly (no HTTP), on PGlite and PostgreSQL: its lines and
// totals as "Your Plays" settles them, the e-mail in the buyer's language, and who gets one (a
// verified account's address, through a local SMTP server; nobody for a logged-out order).
import {
  cartRepository,
  drawsRepository,
  ordersRepository,
  purchasedPlaysRepository,
  usersRepository,
} from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.server.js';
import { serviceDeps } from '../testing/service-deps.js';
import { mailOrderReceipt, orderReceipt, receiptMail } from './order-receipt.service.js';
import type { RequestOwner } from './play-owner.js';

const NY = { state: 'NY', drawTime: 'Evening', lottoPool: '' };

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describeEachDriver('order receipt service', (t) => {
  /** 034 straight and 034 box ×2 for 3/2 (drawn 430), 555 straight for 3/3 (not drawn yet). */
  async function paidOrder(owner: RequestOwner, providerOrderId: string) {
    await cartRepository.add(t.db(), owner, { ...NY, number: '034', playType: 'Straight' });
    await cartRepository.add(t.db(), owner, { ...NY, number: '034', playType: 'Box', quantity: 2 });
    await cartRepository.add(t.db(), owner, { ...NY, number: '555', playType: 'Straight' });
    const items = (await cartRepository.list(t.db(), owner)).map(({ id: _id, ...l }) => l);
    const order = await ordersRepository.create(t.db(), {
      providerOrderId,
      kind: 'cart',
      amountCents: items.reduce((sum, l) => sum + l.quantity * l.pricePerPlay, 0),
      visitorId: owner.visitorId,
      userId: owner.userId,
      items,
    });
    await ordersRepository.capture(t.db(), providerOrderId, (trx, o) =>
      purchasedPlaysRepository.insertFromOrder(trx, o, (l) =>
        l.number === '555' ? '2026-03-03' : '2026-03-02',
      ),
    );
    await drawsRepository.upsertDraws(
      t.db(),
      [{ state: 'NY', date: '2026-03-02', drawTime: 'EVE', number: '430' }],
      { source: 'test' },
    );
    return { ...order, userId: owner.userId };
  }

  async function account(email: string, emailVerified: boolean): Promise<string> {
    const user = await usersRepository.create(t.db(), {
      email,
      passwordHash: 'x',
      fullName: 'A Player',
      emailVerified,
    });
    return user!.id;
  }

  it("lists the order's plays with their results and totals what was paid, won and pending", async () => {
    const me = { visitorId: 'visitor-receipt-1', userId: null };
    const order = await paidOrder(me, 'PAY-R1');
    const receipt = await orderReceipt(serviceDeps(t.database()), me, order, 'en');
    expect(receipt).toMatchObject({ orderId: 'PAY-R1', paid: 4, won: 160, pending: 1 });
    expect(receipt.lines).toHaveLength(3);
    expect(receipt.lines.every((l) => l.orderId === order.id)).toBe(true);
    // Another order of the same owner is not on this receipt.
    await cartRepository.add(t.db(), me, { ...NY, number: '998', playType: 'Box' });
    const items = (await cartRepository.list(t.db(), me)).map(({ id: _id, ...l }) => l);
    const other = await ordersRepository.create(t.db(), {
      providerOrderId: 'PAY-R1b',
      kind: 'cart',
      amountCents: 100,
      visitorId: me.visitorId,
      items,
    });
    await ordersRepository.capture(t.db(), 'PAY-R1b', (trx, o) =>
      purchasedPlaysRepository.insertFromOrder(trx, o, () => '2026-03-02'),
    );
    expect((await orderReceipt(serviceDeps(t.database()), me, order, 'en')).lines).toHaveLength(3);
    expect(
      (await orderReceipt(serviceDeps(t.database()), me, other, 'en')).lines.map((l) => l.number),
    ).toEqual(['998']);
  });

  it('writes the receipt as an e-mail, a sandbox order said to be one, in English and Spanish', async () => {
    const me = { visitorId: 'visitor-receipt-2', userId: null };
    const order = await paidOrder(me, 'PAY-R2');
    const deps = serviceDeps(t.database());
    const mail = receiptMail('en', await orderReceipt(deps, me, order, 'en'), false);
    expect(mail.subject).toBe('Your Pick 3 receipt: order PAY-R2');
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('You paid $4.00 for 3 plays:');
    expect(mail.text).toContain('034 Box, NY ');
    expect(lines.find((l) => l.startsWith('034 Box'))).toMatch(
      /: 2 × \$1\.00 = \$2\.00\. Won \$160\.00 \(430 drawn\)\.$/,
    );
    expect(lines.find((l) => l.startsWith('034 Straight'))).toMatch(/No win \(430 drawn\)\.$/);
    expect(lines.find((l) => l.startsWith('555 Straight'))).toContain('3/3/2026');
    const sandbox = receiptMail('en', await orderReceipt(deps, me, order, 'en'), true);
    expect(sandbox.text.split('\n')[0]).toBe(
      'Sandbox order (no money was charged): $4.00 for 3 plays:',
    );
    const spanish = receiptMail('es', await orderReceipt(deps, me, order, 'es'), false);
    expect(spanish.subject).toBe('Tu recibo de Pick 3: pedido PAY-R2');
    expect(spanish.text).toContain('Pagaste $4.00 por 3 jugadas:');
    expect(spanish.text).toContain('Ganó $160.00 (salió 430).');
  });

  it("mails the receipt once to the account's verified address, never to an unverified one or a visitor", async () => {
    const deps = serviceDeps(t.database(), { SMTP_URL: smtp.smtpUrl });
    const email = `receipt-${t.driver}@example.com`;
    const verified = { visitorId: 'visitor-receipt-3', userId: await account(email, true) };
    const order = await paidOrder(verified, 'PAY-R3');
    const before = smtp.received.length;
    expect(await mailOrderReceipt(deps, order, verified, 'en', false)).toBe(true);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain(email);
    expect(mails[0]?.subject).toBe('Your Pick 3 receipt: order PAY-R3');
    expect(mails[0]?.text).toContain('You paid $4.00 for 3 plays:');

    const unverifiedEmail = `unverified-${t.driver}@example.com`;
    const unverified = {
      visitorId: 'visitor-receipt-4',
      userId: await account(unverifiedEmail, false),
    };
    const unverifiedOrder = await paidOrder(unverified, 'PAY-R4');
    expect(await mailOrderReceipt(deps, unverifiedOrder, unverified, 'en', false)).toBe(false);
    const visitor = { visitorId: 'visitor-receipt-5', userId: null };
    const visitorOrder = await paidOrder(visitor, 'PAY-R5');
    expect(await mailOrderReceipt(deps, visitorOrder, visitor, 'en', false)).toBe(false);
    // An order with no plays of this owner sends nothing.
    expect(
      await mailOrderReceipt(deps, { ...order, id: visitorOrder.id }, verified, 'en', false),
    ).toBe(false);
    expect(smtp.received.slice(before)).toHaveLength(1);
  });
});
