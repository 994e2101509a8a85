import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import Decimal from 'decimal.js';
import { SharingService } from '../sharing/sharing.service';
import { storedBalance } from './invoice-money';

/** Statuses with nothing to pay by card whatever the balance: never issued, or withdrawn. */
const UNPAYABLE_STATUSES = ['draft', 'cancelled'];

export type Payable = {
  ownerId: string;
  invoiceId: string;
  invoiceNumber: string;
  balanceDue: string;
  currency: string;
  businessName: string;
  buyerEmail: string;
};

/**
 * Public (the pay-now button): what a shared invoice's client would pay, found by its share token
 * alone like every public call. An unknown token, or one of a quote, is the same 404 as the public view.
 */
@Injectable()
export class PayableService {
  constructor(private readonly sharing: SharingService) {}

  async payable(token: string): Promise<Payable> {
    const { document, ownerId, businessName } = await this.sharing.shared('invoice', token);
    const { balanceDue } = storedBalance(document);
    if (UNPAYABLE_STATUSES.includes(document.status) || new Decimal(balanceDue).lessThanOrEqualTo(0)) {
      throw new ServiceException(ServiceErrorReasons.NOTHING_DUE, 'Nothing is due on this invoice');
    }
    return {
      ownerId,
      invoiceId: document._id.toString(),
      invoiceNumber: document.number,
      balanceDue,
      currency: document.currency,
      businessName,
      buyerEmail: document.buyer?.email ?? '',
    };
  }
}
