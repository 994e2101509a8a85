import 'reflect-metadata';
import { createGateway } from './create-gateway';

createGateway().then(
  async ({ app, config }) => {
    await app.listen(config.PORT);
    console.log(
      JSON.stringify({ app: 'gateway', msg: `gateway listening on http://localhost:${config.PORT}` }),
    );
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
