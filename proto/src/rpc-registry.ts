import { getOption, hasOption, type DescMethod } from '@bufbuild/protobuf';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import { MethodOptions_IdempotencyLevel } from '@bufbuild/protobuf/wkt';
import { expensive, subject } from './gen/paydraft/common/v1/options_pb';
import { rpc, type RpcContract } from './contracts';

/** The contracts of a service block, by method (`AuthService.CheckEmail` → `checkEmail`). */
export type RpcsOf<Methods extends GenServiceMethods> = {
  readonly [Method in keyof Methods]: RpcContract<Methods[Method]['input'], Methods[Method]['output']>;
};

/** `CheckEmail` → `check-email`, `PdfRenderService` → `pdf-render`. */
function kebabCase(protoName: string): string {
  return protoName.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
}

/**
 * The rule for a call's NATS subject: `<service>.<method>` in kebab case, the service named without its
 * `Service` suffix (AuthService.CheckEmail: `auth.check-email`); `option (paydraft.common.v1.subject)`
 * names the older subjects the rule does not give.
 */
function subjectOf(method: DescMethod): string {
  if (hasOption(method, subject)) return getOption(method, subject);
  const service = method.parent.name.replace(/Service$/, '');
  return `${kebabCase(service)}.${kebabCase(method.name)}`;
}

/** A retry is safe when the .proto says `option idempotency_level = IDEMPOTENT` (or NO_SIDE_EFFECTS). */
function isIdempotent(method: DescMethod): boolean {
  return method.idempotency !== MethodOptions_IdempotencyLevel.IDEMPOTENCY_UNKNOWN;
}

/** One call's contract, read from its method in the generated descriptor. */
function rpcOf<Method extends DescMethod>(
  method: Method,
): RpcContract<Method['input'], Method['output']> {
  return rpc(subjectOf(method), method.input, method.output, {
    idempotent: isIdempotent(method),
    expensive: getOption(method, expensive),
  });
}

/** A service block's calls as contracts, keyed like the generated descriptor's `method` map. */
export function rpcsOf<Methods extends GenServiceMethods>(service: GenService<Methods>): RpcsOf<Methods> {
  const entries = service.methods.map((method) => [method.localName, rpcOf(method)]);
  return Object.fromEntries(entries) as RpcsOf<Methods>;
}
