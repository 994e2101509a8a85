import { Injectable } from '@nestjs/common';
import { type Client, ClientsRpc, ErrorCode, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcClient, RpcError, ServiceException } from '@paydraft/nest-kit';

/**
 * The caller's clients, asked of the clients service (which owns clients) with the caller's own
 * identity, so another owner's client is simply not found.
 */
@Injectable()
export class ClientDirectory {
  constructor(private readonly rpc: RpcClient) {}

  /** The caller's client (a document's buyer snapshot is taken from it); 404 clients.not_found otherwise. */
  async ownClient(clientId: string): Promise<Client> {
    try {
      const { client } = await this.rpc.request(ClientsRpc.get, { id: clientId });
      if (!client) throw notFound();
      return client;
    } catch (error) {
      if (error instanceof RpcError && error.code === ErrorCode.NOT_FOUND) throw notFound();
      throw error;
    }
  }
}

const notFound = () => new ServiceException(ServiceErrorReasons.CLIENT_NOT_FOUND, 'Client not found');
