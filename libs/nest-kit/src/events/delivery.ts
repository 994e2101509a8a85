// One delivery of an event as the consumer sees it: what handle-delivery settles and what a dead
// letter is made from.
import type { DeliveryInfo, JsMsg, MsgHdrs } from 'nats';

/** The part of a JetStream message that handling one delivery uses. */
export type Delivery = Pick<JsMsg, 'subject' | 'data' | 'ackAck' | 'nak' | 'term'> & {
  headers?: Pick<MsgHdrs, 'get'>;
  info: Pick<DeliveryInfo, 'deliveryCount' | 'streamSequence' | 'stream'>;
};
