type Doc = ReturnType<typeof import('./openapi.ts').openApiDocument>;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain, readable HTML reference generated from the OpenAPI document (so the two cannot disagree). */
export function referencePage(doc: Doc): string {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, { summary: string; responses: Record<string, unknown> }>).map(
      ([method, op]) =>
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.summary)}</td><td>${Object.keys(op.responses).join(', ')}</td></tr>`,
    ),
  );
  // The shapes are the ones the answers are serialised through (generated from the shared schemas).
  const shapes = Object.entries(doc.components.schemas).map(
    ([name, schema]) =>
      `<h3 id="${escape(name)}">${escape(name)}</h3><pre><code>${escape(JSON.stringify(schema, null, 2))}</code></pre>`,
  );
  const hooks = Object.entries(doc.webhooks).map(
    ([name, h]) => `<li><code>${escape(name)}</code> — ${escape(h.post.summary)}</li>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}td,th{border:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}pre{background:#f6f6f6;padding:.6rem;overflow-x:auto}</style></head>
<body><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1><p>${escape(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>
<h2>Endpoints</h2><table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Responses</th></tr></thead><tbody>${ops.join('')}</tbody></table>
<h2>Shapes</h2>${shapes.join('')}
<h2>Webhooks</h2><ul>${hooks.join('')}</ul>
<p>Each webhook request carries <code>X-NairaLens-Timestamp</code> (Unix seconds) and <code>X-NairaLens-Signature: v1=&lt;hex&gt;</code>, the HMAC-SHA256 of <code>&lt;timestamp&gt;.&lt;raw body&gt;</code> with the endpoint's signing secret. Recompute it over the raw body, compare in constant time, and refuse a timestamp more than 300 seconds from your clock.</p>
</body></html>`;
}
