import { Injectable } from '@nestjs/common';
import { ClientsRpc, ErrorCode, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcClient, RpcError, ServiceException } from '@paydraft/nest-kit';

/**
 * Whether a client id names one of the caller's clients, asked of the clients service (which owns
 * clients) with the caller's own identity, so another owner's client is simply not found.
 */
@Injectable()
export class ClientDirectory {
  constructor(private readonly rpc: RpcClient) {}

  /** Refuses with 404 clients.not_found unless the caller owns the client. */
  async requireOwnClient(clientId: string): Promise<void> {
    try {
      await this.rpc.request(ClientsRpc.get, { id: clientId });
    } catch (error) {
      if (error instanceof RpcError && error.code === ErrorCode.NOT_FOUND) {
        throw new ServiceException(ServiceErrorReasons.CLIENT_NOT_FOUND, 'Client not found');
      }
      throw error;
    }
  }
}
