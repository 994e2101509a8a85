import { errorCodeUses } from './error-code-uses';

describe('errorCodeUses', () => {
  it('names the apps that answer with each registered code', () => {
    const { apps } = errorCodeUses([
      { app: 'auth', text: 'throw new ServiceException(ServiceErrorReasons.EMAIL_TAKEN, message);' },
      { app: 'gateway', text: 'if (taken) code = ServiceErrorReasons.EMAIL_TAKEN.code;' },
      { app: 'gateway', text: '{ message, code: GatewayErrorCodes.INVALID_BODY }' },
    ]);

    expect(apps).toEqual(
      new Map([
        ['auth.email_taken', new Set(['auth', 'gateway'])],
        ['request.invalid_body', new Set(['gateway'])],
      ]),
    );
  });

  it('finds codes written out instead of named from the registry', () => {
    const { literals, apps } = errorCodeUses([
      { app: 'documents', text: "throw new HttpException({ message, code: 'documents.too_old' }, 400);" },
    ]);

    expect(literals).toEqual(new Set(['documents.too_old']));
    expect(apps.size).toBe(0);
  });
});
