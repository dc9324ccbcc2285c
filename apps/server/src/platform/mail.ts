// Mail goes to SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string; file?: string }>;
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: opts.from, ...message });
        opts.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent over SMTP');
        return { id: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      const id = randomUUID();
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      opts.log.info({ to: message.to, subject: message.subject, file, link }, 'mail written to outbox');
      return { id, file };
    },
  };
}
