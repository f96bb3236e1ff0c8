import type { FastifyInstance } from 'fastify';
import { devOutboxSchema } from '@nairalens/core/api/dev-outbox.ts';
import type { AppContext } from '../../context.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { latestOutboxMessages } from './repository.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The development outbox: every message the app "sent" when no SMTP is configured. Never in production. */
export default function devRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    if (ctx.config.isProduction) return;
    // The outbox's answer is the shared contract (core/api/dev-outbox.ts) that tests and the e2e helpers read.
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', loopbackOnly);
    const list = () => latestOutboxMessages(ctx.database.db, 200);

    app.get('/api/dev/outbox', { schema: { response: { 200: devOutboxSchema } } }, async () => ({
      messages: (await list()).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    }));

    app.get('/dev/mailbox', async (_req, reply) => {
      const messages = await list();
      const items = messages
        .map(
          (
            m,
          ) => `<article><header><strong>${escape(m.subject)}</strong><span>to ${escape(m.to)} · ${m.createdAt.toISOString()}</span></header>
<ul>${m.links.map((l) => `<li><a href="${escape(l)}">${escape(l)}</a></li>`).join('')}</ul>
<details><summary>Show message</summary><iframe sandbox srcdoc="${escape(m.html)}"></iframe></details></article>`,
        )
        .join('\n');
      reply.type('text/html').header('cache-control', 'no-store');
      return `<!doctype html><html><head><meta charset="utf-8"><title>Dev mailbox · NairaLens</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#111}h1{font-size:22px}article{border:1px solid #ddd;border-radius:10px;padding:12px 16px;margin:12px 0}header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}header span{color:#666;font-size:13px}a{color:#047857;word-break:break-all}iframe{width:100%;height:520px;border:1px solid #eee;border-radius:8px}</style></head>
<body><h1>Development mailbox</h1><p>Messages the app sent while no SMTP_URL is configured (${messages.length}). This page does not exist in production.</p>${items || '<p>No messages yet.</p>'}</body></html>`;
    });
  };
}
