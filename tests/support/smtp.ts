import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server on a free loopback port that keeps every message it receives, raw. */
export async function startMailCatcher(): Promise<{ url: string; mails: string[]; close: () => Promise<void> }> {
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => (text += c.toString()));
      stream.on('end', () => {
        mails.push(text);
        done();
      });
    },
  });
  const port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}
