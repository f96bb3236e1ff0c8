import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { insertOutboxMessage } from './outbox-repository.ts';
import { renderEmail, type EmailContent } from './render-email.ts';

export interface Mailer {
  send(to: string, content: EmailContent): Promise<void>;
  mode: 'smtp' | 'outbox';
}

/**
 * SMTP when SMTP_URL is set; otherwise the development outbox: the message is stored (readable at /dev/mailbox
 * and GET /api/dev/outbox) and its links printed to the console. Production refuses to start without SMTP.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  appUrl: string;
  database: Database;
  log: FastifyBaseLogger;
  printToConsole: boolean;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(to, content) {
      const { html, text, links } = renderEmail(content, options.appUrl);
      if (transport) {
        await transport.sendMail({ from: options.from, to, subject: content.subject, html, text });
        options.log.info({ mail: { subject: content.subject } }, 'mail sent');
        return;
      }
      await insertOutboxMessage(options.database.db, { to, subject: content.subject, html, text, links });
      // Development only: the links are what a developer needs to click (this branch never runs in production).
      if (options.printToConsole) console.log(`\n📬 Dev outbox → ${to}: ${content.subject}\n${links.map((l) => `   ${l}`).join('\n')}\n`);
    },
  };
}
