/**
 * The write concern of money and decisions (docs/operations/mongodb.md): acknowledged once a majority
 * of the replica set has the write in its journal, so a failover never rolls back a payment, a number
 * or a client's signature that was answered as done. Named here, not left to the cluster's default
 * (majority since MongoDB 5, but `setDefaultRWConcern` or an arbiter can lower it).
 */
export const MONEY_WRITE_CONCERN = Object.freeze({ w: 'majority', j: true } as const);

/**
 * A write's options carrying MONEY_WRITE_CONCERN, for a collection that holds money only in part
 * (`findOneAndUpdate(filter, update, { ...moneyWrite(), returnDocument: 'after' })`). A collection
 * that is all money takes it as its schema's `writeConcern` option instead.
 */
export const moneyWrite = () => ({ writeConcern: { ...MONEY_WRITE_CONCERN } });

/** The options of a write that is money only sometimes: MONEY_WRITE_CONCERN when it is, the default else. */
export const moneyWriteIf = (isMoney: boolean) => (isMoney ? moneyWrite() : {});
