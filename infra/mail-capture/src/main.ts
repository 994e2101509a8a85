import { startMailCapture } from './mail-capture-server';

// Run by npm start: MAIL_CAPTURE_PORT, and SENDGRID_API_KEY if the mailer is to be held to one key.
// MAIL_CAPTURE_HOST=0.0.0.0 lets other containers reach it (the compose demo profile); loopback by default.
const port = Number(process.env.MAIL_CAPTURE_PORT ?? 8025);
startMailCapture({ host: process.env.MAIL_CAPTURE_HOST, port, apiKey: process.env.SENDGRID_API_KEY }).then(
  (capture) => {
    console.log(`mail capture listening on ${capture.url}`);
    const stop = () => void capture.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
