import { Module } from '@nestjs/common';
import { MongoModule } from '@paydraft/nest-kit';
import { CLIENT_MODEL, clientSchema } from './clients/client.schema';
import { ClientsController } from './clients/clients.controller';
import { ClientsService } from './clients/clients.service';
import { UserDeletedController } from './clients/user-deleted.controller';

/** An owner's clients in the clients database; its health answer and database come from nest-kit. */
@Module({
  imports: [MongoModule.forFeature([{ name: CLIENT_MODEL, schema: clientSchema }])],
  controllers: [ClientsController, UserDeletedController],
  providers: [ClientsService],
})
export class ClientsModule {}
