import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { AuthEvents, type UserRegistered } from '@paydraft/contracts';
import {
  getModelToken,
  InjectModel,
  MongoModule,
  NatsEventContext,
  ownDatabase,
  serviceEnvSchema,
  type ServiceDefinition,
  type ServiceEnv,
} from '@paydraft/nest-kit';
import { Schema, type Model } from 'mongoose';

const GREETING_MODEL = 'Greeting';
const greetingSchema = new Schema({ userId: String, email: String, subject: String });
type Greeting = { userId: string; email: string; subject: string };

/** A consumer written the way a real service would: write, then let nest-kit ack. */
@Controller()
class GreetingController {
  constructor(@InjectModel(GREETING_MODEL) private readonly greetings: Model<Greeting>) {}

  @EventPattern(AuthEvents.userRegistered.subject)
  async onUserRegistered(@Payload() event: UserRegistered, @Ctx() context: NatsEventContext) {
    await this.greetings.create({ userId: event.userId, email: event.email, subject: context.getSubject() });
  }
}

@Module({
  imports: [MongoModule.forFeature([{ name: GREETING_MODEL, schema: greetingSchema }])],
  controllers: [GreetingController],
})
class GreetingModule {}

/**
 * A stand-in 'mailer' with a store (so with the event outbox and its relay) that greets every
 * registered user once per delivery it handles; started as the tests' identity.
 */
export const greetingConsumer: ServiceDefinition<ServiceEnv> = {
  service: 'mailer',
  envSchema: serviceEnvSchema,
  store: ownDatabase('mailer'),
  feature: () => GreetingModule,
};

/** The greetings the consumer stored for one user. */
export const greetingsOf = (app: INestMicroservice, userId: string) =>
  app.get<Model<Greeting>>(getModelToken(GREETING_MODEL)).find({ userId }).lean();
