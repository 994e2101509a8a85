import type { MessageInitShape } from '@bufbuild/protobuf';
import type {
  DocumentFieldsSchema,
  LineItemSchema,
  PartySchema,
  PaymentDetailsSchema,
} from '@paydraft/contracts';
import type { DocumentData, Party, PaymentDetails } from '@paydraft/invoice-core';

type MoneyModelInit = Pick<
  MessageInitShape<typeof DocumentFieldsSchema>,
  'items' | 'taxes' | 'pricesIncludeTax' | 'seller' | 'buyer' | 'payment' | 'buyerReference' | 'deliveryDate'
>;

type MoneyModelBody = Pick<
  DocumentData,
  | 'items'
  | 'taxes'
  | 'prices_include_tax'
  | 'seller'
  | 'buyer'
  | 'payment'
  | 'buyer_reference'
  | 'delivery_date'
>;

/**
 * The items and the money model of a validated body in protobuf's names: shared by the render
 * request and the saved document's fields, which carry them alike.
 */
export function moneyModelFieldsOf(body: MoneyModelBody): MoneyModelInit {
  return {
    items: body.items.map((item): MessageInitShape<typeof LineItemSchema> => ({
      description: item.description,
      qty: item.qty,
      price: item.price,
      cols: item.cols,
      taxIds: item.tax_ids ? [...item.tax_ids] : [],
      discountPercentage: item.discount_percentage,
      unit: item.unit,
    })),
    taxes: body.taxes,
    pricesIncludeTax: body.prices_include_tax,
    seller: body.seller && partyOf(body.seller),
    buyer: body.buyer && partyOf(body.buyer),
    payment: body.payment && paymentOf(body.payment),
    buyerReference: body.buyer_reference,
    deliveryDate: body.delivery_date,
  };
}

function partyOf(party: Party): MessageInitShape<typeof PartySchema> {
  return {
    name: party.name,
    addressLines: party.address_lines,
    postalCode: party.postal_code,
    city: party.city,
    region: party.region,
    country: party.country,
    vatId: party.vat_id,
    registrationId: party.registration_id,
    email: party.email,
    phone: party.phone,
  };
}

function paymentOf(payment: PaymentDetails): MessageInitShape<typeof PaymentDetailsSchema> {
  return {
    iban: payment.iban,
    bic: payment.bic,
    accountName: payment.account_name,
    reference: payment.reference,
    instructions: payment.instructions,
  };
}
