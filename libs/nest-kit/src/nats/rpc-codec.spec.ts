import { create } from '@bufbuild/protobuf';
import { ErrorCode, ERROR_HEADER, HealthReplySchema, HealthRpc, StoreStatus } from '@paydraft/contracts';
import { headers, type Msg } from 'nats';
import { decodeReply, encodeError, encodeReply, type EncodedReply } from './rpc-codec';
import { RpcError } from './service-exception';

/** What arrives at the caller: decodeReply reads only the body and the headers of a NATS message. */
function received({ data, headers }: EncodedReply): Msg {
  return { data, headers } as unknown as Msg;
}

function rpcErrorOf(run: () => unknown): RpcError {
  try {
    run();
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error('expected an RpcError');
}

const contract = HealthRpc.documents;

describe('encodeReply / decodeReply', () => {
  it('carries a reply through, 64-bit uptime included', () => {
    const reply = {
      service: 'documents',
      version: '1.4.0',
      store: StoreStatus.UP,
      storeLatencyMs: 3,
      uptimeSeconds: 2n ** 53n + 1n,
      instanceId: 'documents-7f3a',
    };

    const encoded = encodeReply(HealthReplySchema, reply);
    const decoded = decodeReply(contract, received(encoded));

    expect(encoded.headers).toBeUndefined();
    expect(decoded).toEqual(create(HealthReplySchema, reply));
    expect(decoded.uptimeSeconds).toBe(9007199254740993n);
  });

  it('fills fields left out with their defaults', () => {
    const decoded = decodeReply(contract, received(encodeReply(HealthReplySchema, { service: 'documents' })));

    expect(decoded.service).toBe('documents');
    expect(decoded.store).toBe(StoreStatus.UNSPECIFIED);
    expect(decoded.uptimeSeconds).toBe(0n);
  });

  it('ignores headers other than the error header', () => {
    const extra = headers();
    extra.set('Nats-Msg-Id', 'abc');
    const encoded = encodeReply(HealthReplySchema, { service: 'documents' });

    expect(decodeReply(contract, received({ ...encoded, headers: extra })).service).toBe('documents');
  });
});

describe('encodeError / decodeReply', () => {
  it('marks the reply with the error header, named after the code', () => {
    const encoded = encodeError({
      code: ErrorCode.NOT_FOUND,
      message: 'No such document',
      reason: 'documents.not_found',
    });

    expect(encoded.headers?.get(ERROR_HEADER)).toBe('NOT_FOUND');
  });

  it('makes the caller throw an RpcError with the code, message, reason and subject', () => {
    const encoded = encodeError({
      code: ErrorCode.INVALID_ARGUMENT,
      message: 'Email is required',
      reason: 'mailer.invalid_contact',
    });

    const error = rpcErrorOf(() => decodeReply(contract, received(encoded)));

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RpcError');
    expect(error.code).toBe(ErrorCode.INVALID_ARGUMENT);
    expect(error.message).toBe('Email is required');
    expect(error.reason).toBe('mailer.invalid_contact');
    expect(error.subject).toBe('documents.health');
  });

  it('carries the seconds a rate-limited caller must wait, and none when the service gave none', () => {
    const limited = encodeError({
      code: ErrorCode.RATE_LIMITED,
      message: 'Too many attempts',
      reason: 'auth.too_many_attempts',
      retryAfterSeconds: 840,
    });
    const plain = encodeError({
      code: ErrorCode.NOT_FOUND,
      message: 'No such document',
      reason: 'documents.not_found',
    });

    expect(rpcErrorOf(() => decodeReply(contract, received(limited))).retryAfterSeconds).toBe(840);
    expect(rpcErrorOf(() => decodeReply(contract, received(plain))).retryAfterSeconds).toBeUndefined();
  });

  it('still sends a code the header cannot name', () => {
    const encoded = encodeError({
      code: 99 as ErrorCode,
      message: 'From a newer service',
      reason: 'billing.new_thing',
    });

    expect(encoded.headers?.has(ERROR_HEADER)).toBe(true);
    expect(rpcErrorOf(() => decodeReply(contract, received(encoded))).code).toBe(99);
  });
});

describe('an error that lists problems', () => {
  it('carries each field and its message to the caller', () => {
    const problems = [
      { field: 'seller.vat_id', message: 'The seller needs a VAT number or a tax registration.' },
      { field: 'buyer.country', message: "The buyer's country is missing." },
    ];
    const encoded = encodeError({
      code: ErrorCode.UNPROCESSABLE,
      message: 'This invoice cannot become an e-invoice yet.',
      reason: 'pdf.einvoice_not_ready',
      problems,
    });

    const error = rpcErrorOf(() => decodeReply(contract, received(encoded)));

    expect(error.code).toBe(ErrorCode.UNPROCESSABLE);
    expect(error.problems).toEqual(problems);
  });
});
